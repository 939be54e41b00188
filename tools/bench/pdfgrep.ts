/**
 * Search against pdfgrep: the same phrases, whole processes both, and a recall
 * check — does pdfspec find every page pdfgrep finds?
 */
import { execFileSync } from 'node:child_process';
import { type RunResult, fmtMs, run, stats } from './measure.js';
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
 * reads a regular expression), spread over the document, that hit in both
 * tools: pdfspec finds 1–50 elements (the most `--max-results` lists, so that
 * the page recall compares like with like) and pdfgrep at least one page. A
 * phrase that neither finds measures nothing (the old 1000-page row of
 * "logical structure" found nothing in either). Returns each phrase with the
 * pdfgrep run that qualified it (reused as its first timed run).
 */
async function phrasesFor(t: Target, count: number): Promise<[string, RunResult][]> {
  const r = await pdfspec(['structure', '--spec', t.spec, '--json'], t.env);
  const titles: string[] = [];
  const walk = (ns: Outline[]) =>
    ns.forEach((n) => {
      const title = n.title.trim();
      const words = title.split(/\s+/).length;
      if (words >= 2 && words <= 5 && /^[A-Za-z ]+$/.test(title) && !titles.includes(title)) titles.push(title);
      walk(n.children ?? []);
    });
  walk((JSON.parse(r.stdout || '{}').sections ?? []) as Outline[]);
  // Spread over the document: start in the middle, then alternate outwards; the fixed phrase last.
  const order = titles
    .map((_, i) => Math.floor(titles.length / 2) + (i % 2 ? -1 : 1) * Math.ceil(i / 2))
    .filter((i) => i >= 0 && i < titles.length)
    .map((i) => titles[i]!);
  const picks: [string, RunResult][] = [];
  let grepTries = 0;
  for (const phrase of [...order.slice(0, 16), 'logical structure']) {
    if (picks.length >= count || grepTries >= 8) break;
    if (picks.some(([p]) => p.toLowerCase() === phrase.toLowerCase())) continue;
    const s = await pdfspec(['search', phrase, '--spec', t.spec, '--max-results', '1', '--json'], t.env);
    const total = (JSON.parse(s.stdout || '{}') as { totalResults?: number }).totalResults ?? 0;
    if (total < 1 || total > 50) continue;
    grepTries++;
    const g = await run('pdfgrep', ['-i', '-n', phrase, t.file]);
    if (pagesOfPdfgrep(g.stdout).size > 0) picks.push([phrase, g]);
  }
  return picks;
}

/**
 * Pages on which every line pdfgrep matched is an entry of a printed table of
 * contents: dot leaders, or a wide gap, before a page number at the line's end.
 */
export function contentsPages(out: string): Set<number> {
  const byPage = new Map<number, boolean>();
  for (const line of out.split('\n').filter(Boolean)) {
    const at = line.indexOf(':');
    const page = Number(line.slice(0, at));
    const entry = /(?:\.\s*){3,}\s*[0-9ivxlc]+\s*$|\S\s{4,}[0-9ivxlc]+\s*$/i.test(line.slice(at + 1));
    byPage.set(page, (byPage.get(page) ?? true) && entry);
  }
  return new Set([...byPage].filter(([, all]) => all).map(([p]) => p));
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
      'speed-up (target ≥ 20× from 500 pages)',
      'pdfgrep pages',
      'pdfspec pages (hits)',
      'pdfgrep pages found by pdfspec',
    ],
    rows: [],
    notes: [
      '`pdfgrep -i -n "<phrase>" file.pdf` beside `pdfspec search "<phrase>" --spec … --max-results 50 --json`, each a whole process on a warm cache. ' +
        'Phrases are headings of the document that hit in both tools (pdfspec 1–50 elements, pdfgrep at least one page). The 20× target applies from 500 pages; ../shared holds no real document that long (the largest has 160 pages), so only the generated fixtures are held to it.',
      "A pdfspec result points at the page where its element (paragraph, list …) starts, or in a table run over pages at its row's page; pdfgrep reports the page of the matching line. " +
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
    const phrases = await phrasesFor(t, full ? 4 : 2);
    if (!phrases.length) section.notes.push(`${t.label}: no heading phrase hit in both tools; no row.`);
    for (const [phrase, first] of phrases) {
      log(`pdfgrep ${t.label}: "${phrase}"`);
      const g = [first];
      for (let i = 1; i < grepRuns; i++) g.push(await run('pdfgrep', ['-i', '-n', phrase, t.file]));
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
      const contents = contentsPages(g[0]!.stdout);
      const inContents = missed.filter((x) => contents.has(x));
      const gm = stats(g.map((r) => r.ms)).median;
      const pm = stats(p.map((r) => r.ms)).median;
      const total = res.totalResults ?? results.length;
      section.rows.push([
        t.label,
        phrase,
        fmtMs(gm),
        fmtMs(pm),
        `${(gm / pm).toFixed(1)}×${t.pages >= 500 ? (gm / pm >= 20 ? ' met' : ' **not met**') : ''}`,
        String(gPages.size),
        `${pPages.size} (${total})`,
        `${gPages.size - missed.length}/${gPages.size}` +
          (inContents.length ? ` (+${inContents.length} a contents entry: ${inContents.join(', ')})` : ''),
      ]);
      if (missed.length) {
        // A page right after one pdfspec found is usually the same element running over the page break.
        const spill = missed.filter((x) => pPages.has(x - 1) && !contents.has(x));
        const capped = total > results.length ? `; pdfspec listed ${results.length} of ${total} hits (the 50 cap)` : '';
        section.notes.push(
          `${t.label}, "${phrase}": pdfgrep pages not among pdfspec's: ${missed.join(', ')}` +
            (inContents.length
              ? ` (${inContents.length === missed.length ? 'each' : inContents.join(', ')} only as an entry of the printed contents — a line with a dot leader or a page number — which pdfspec reads as the section list, not as text)`
              : '') +
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
