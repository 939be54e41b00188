/**
 * Which two editions the diff compares, given the spec being read. The core's
 * default is PDF 1.7 → ISO 32000-2; reading the bundled sample compares the
 * sample's own two editions, and reading one PDF 2.0 edition compares with it.
 */
export interface DiffPair {
  from?: string;
  to?: string;
}

export function diffPair(spec: string | undefined): DiffPair {
  switch (spec) {
    case 'sample17':
    case 'sample20':
      return { from: 'sample17', to: 'sample20' };
    case 'iso32000-2-2020':
      return { from: 'pdf17', to: spec };
    default:
      return {};
  }
}
