/**
 * Search against pdfgrep: the same phrases, whole processes both, and a recall
 * check — does pdfspec find every page pdfgrep finds?
 */
import { execFileSync } from 'node:child_process';
import { fmtMs, run, stats } from './measure.js';
import { type Target, ensureWarm, pdfspec } from './targets.js';
import type { Section } from './report.js';

type Log = (m: string) => void;

export function hasPdfgrep(): boolean {
  try {
    execFileSync('pdfgrep', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

interface Outline {
  title: string;
  children?: Outline[];
}

/**
 * Phrases from the spec's own headings (so they exist), plain words only (pdfgrep
 * reads a regular expression), with at most 50 hits — the most `--max-results`
 * lists, so that the page recall compares like with like — plus one fixed
 * phrase every PDF family uses. A phrase pdfspec cannot find at all (0 hits)
 * still qualifies, so the choice does not favour pdfspec.
 */
async function phrasesFor(t: Target, count: number): Promise<string[]> {
  const r = await pdfspec(['structure', '--spec', t.spec, '--json'], t.env);
  const titles: string[] = [];
  const walk = (ns: Outline[]) =>
    ns.forEach((n) => {
      const words = n.title.split(' ').length;
      if (words >= 2 && words <= 5 && /^[A-Za-z ]+$/.test(n.title) && !titles.includes(n.title)) titles.push(n.title);
      walk(n.children ?? []);
    });
  walk((JSON.parse(r.stdout || '{}').sections ?? []) as Outline[]);
  const picks = ['logical structure'];
  // Spread over the document: start in the middle, then alternate outwards.
  const order = titles
    .map((_, i) => Math.floor(titles.length / 2) + (i % 2 ? -1 : 1) * Math.ceil(i / 2))
    .filter((i) => i >= 0 && i < titles.length);
  for (const i of order.slice(0, 12)) {
    if (picks.length >= count) break;
    const s = await pdfspec(['search', titles[i]!, '--spec', t.spec, '--max-results', '1', '--json'], t.env);
    const total = (JSON.parse(s.stdout || '{}') as { totalResults?: number }).totalResults ?? 0;
    if (total <= 50 && !picks.includes(titles[i]!.toLowerCase())) picks.push(titles[i]!);
  }
  return picks;
}

const pagesOfPdfgrep = (out: string) =>
  new Set(
    out
      .split('\n')
      .filter(Boolean)
      .map((l) => Number(l.split(':')[0])),
  );

export async function benchPdfgrep(targets: Target[], full: boolean, log: Log): Promise<Section> {
  const section: Section = {
    title: 'Search: pdfspec vs pdfgrep (whole processes)',
    columns: [
      'PDF',
      'phrase',
      'pdfgrep',
      'pdfspec (median)',
      'speed-up (target ≥ 20× at 1000 pages)',
      'pdfgrep pages',
      'pdfspec pages (hits)',
      'pdfgrep pages found by pdfspec',
    ],
    rows: [],
    notes: [
      '`pdfgrep -i -n "<phrase>" file.pdf` beside `pdfspec search "<phrase>" --spec … --max-results 50 --json`, each a whole process on a warm cache.',
      'A pdfspec result points at the page where its element (paragraph, table, …) starts; pdfgrep reports the page of the matching line. ' +
        'pdfgrep matches within one text line only (a phrase broken over two lines is not found) and also matches running headers and footers, which pdfspec excludes by design.',
    ],
  };
  if (!hasPdfgrep()) {
    section.notes.push(
      'pdfgrep is not installed (Debian/Ubuntu: `sudo apt-get install pdfgrep`): this part was skipped.',
    );
    log('pdfgrep not installed: skipping the comparison');
    return section;
  }
  const grepRuns = full ? 5 : 1;
  const ourRuns = full ? 10 : 3;
  for (const t of targets) {
    await ensureWarm(t);
    for (const phrase of await phrasesFor(t, full ? 4 : 2)) {
      log(`pdfgrep ${t.label}: "${phrase}"`);
      const g = [];
      for (let i = 0; i < grepRuns; i++) g.push(await run('pdfgrep', ['-i', '-n', phrase, t.file]));
      const p = [];
      for (let i = 0; i < ourRuns; i++)
        p.push(await pdfspec(['search', phrase, '--spec', t.spec, '--max-results', '50', '--json'], t.env));
      const gPages = pagesOfPdfgrep(g[0]!.stdout);
      const res = JSON.parse(p[0]!.stdout || '{"results":[]}') as {
        totalResults?: number;
        results?: { page: number }[];
      };
      const results = res.results ?? [];
      const pPages = new Set(results.map((r) => r.page));
      const missed = [...gPages].filter((x) => !pPages.has(x)).sort((a, b) => a - b);
      const gm = stats(g.map((r) => r.ms)).median;
      const pm = stats(p.map((r) => r.ms)).median;
      const total = res.totalResults ?? results.length;
      section.rows.push([
        t.label,
        phrase,
        fmtMs(gm),
        fmtMs(pm),
        `${(gm / pm).toFixed(1)}×${t.pages >= 1000 ? (gm / pm >= 20 ? ' met' : ' **not met**') : ''}`,
        String(gPages.size),
        `${pPages.size} (${total})`,
        `${gPages.size - missed.length}/${gPages.size}`,
      ]);
      if (missed.length) {
        // A page right after one pdfspec found is usually the same element running over the page break.
        const spill = missed.filter((x) => pPages.has(x - 1));
        const capped = total > results.length ? `; pdfspec listed ${results.length} of ${total} hits (the 50 cap)` : '';
        section.notes.push(
          `${t.label}, "${phrase}": pdfgrep pages not among pdfspec's: ${missed.join(', ')}` +
            (spill.length
              ? ` (${spill.length === missed.length ? (spill.length === 1 ? 'it directly follows' : 'each directly follows') : `${spill.length} directly follow`} a page pdfspec found: an element — paragraph, list or table — continued over the page break)`
              : '') +
            capped +
            '.',
        );
      }
    }
  }
  return section;
}
