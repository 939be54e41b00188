/** Renders benchmark sections as Markdown, with the machine and the date. */
import { cpus, totalmem, platform, release } from 'node:os';

export interface Section {
  title: string;
  columns: string[];
  rows: string[][];
  notes: string[];
}

function table(s: Section): string {
  const head = `| ${s.columns.join(' | ')} |`;
  const sep = `|${s.columns.map(() => '---').join('|')}|`;
  const body = s.rows.map((r) => `| ${r.join(' | ')} |`);
  return [head, sep, ...body].join('\n');
}

/** `load`: the 1-minute load average at the start and the end of the run (timings are only comparable on a quiet machine). */
export function renderMarkdown(
  sections: Section[],
  meta: { full: boolean; seconds: number; load: [number, number]; node: string },
): string {
  const cpu = cpus();
  const lines = [
    '# pdfspec benchmark results',
    '',
    `- date: ${new Date().toISOString()}`,
    `- machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ${platform()} ${release()}`,
    `- node: ${meta.node} (measured processes); the bench itself: ${process.version}`,
    `- mode: ${meta.full ? 'full' : 'quick'} (${meta.seconds.toFixed(0)} s)`,
    `- load average (1 min) at start / end: ${meta.load[0].toFixed(1)} / ${meta.load[1].toFixed(1)}` +
      (Math.max(...meta.load) > cpu.length / 2
        ? ` — a busy machine (other work shared its ${cpu.length} cores): absolute times are noisy; compare the ratios, each measured side by side in one run`
        : ''),
    '',
  ];
  for (const s of sections) {
    lines.push(`## ${s.title}`, '', table(s), '');
    for (const n of s.notes) lines.push(`- ${n}`);
    if (s.notes.length) lines.push('');
  }
  return lines.join('\n');
}
