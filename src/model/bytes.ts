/**
 * Sizes in text, in one kind of unit everywhere: binary (1 KB = 1024 bytes, 1 MB = 1024 KB), as the limits
 * (1 MiB request body, 10 MiB lines, --max-size in MiB) are set. A size read by a person (download progress,
 * the cache) says KB and MB; a limit or a size beside one says MiB, the unit its option is given in.
 */

const KIB = 1024;
const MIB = 1024 * 1024;

/** "512 B", "1.5 KB", "5.0 MB". */
export function formatBytes(n: number): string {
  if (n < KIB) return `${n} B`;
  if (n < MIB) return `${(n / KIB).toFixed(1)} KB`;
  return `${(n / MIB).toFixed(1)} MB`;
}

/** "2 MiB" (a limit, in whole MiB), or with `decimals` a measured size beside one: "10.0 MiB". */
export function formatMiB(n: number, decimals = 0): string {
  return `${(n / MIB).toFixed(decimals)} MiB`;
}
