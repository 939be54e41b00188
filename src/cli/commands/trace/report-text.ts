/**
 * A trace report for people: the coverage in one line, the sections with requirements or citations (cited in
 * code, in tests, not cited), the citations that resolve to nothing, and the quotes that no longer match —
 * each with the sentence the document prints now. Piped, the same facts one per line, tab-separated.
 */
import type { Citation, RequirementTrace, TraceReport } from '../../../core/index.js';

export interface TraceHeader {
  spec: string;
  title: string;
}

const where = (c: Citation) => `${c.file}:${c.line}`;

export function coverageLine(h: TraceHeader, r: TraceReport): string {
  const c = r.coverage;
  return (
    `${h.spec}: ${c.cited} of ${c.requirements} requirements cited (${c.percent} %): ${c.citedInCode} in code, ` +
    `${c.citedInTests} in tests; ${r.citations.length} citations in ${r.files} files, ` +
    `${r.unresolved.length} unresolved, ${r.stale.length} stale quotes`
  );
}

/** How many requirements not cited the text summary lists (--json lists every one). */
const NOT_CITED_SHOWN = 20;

export function traceText(h: TraceHeader, r: TraceReport, notCited: readonly RequirementTrace[] = []): string {
  const out = [coverageLine(h, r), ''];
  const cited = r.sections.filter(
    (s) => s.requirements - s.notCited > 0 || s.sectionCitations.code + s.sectionCitations.tests > 0,
  );
  if (cited.length) {
    out.push('Sections cited (requirements: cited in code / in tests / not cited; citations of the section itself)');
    for (const s of cited) {
      const own = s.sectionCitations.code + s.sectionCitations.tests;
      out.push(
        `  ${s.id.padEnd(12)} ${s.title.slice(0, 40).padEnd(40)} ${s.citedInCode}/${s.citedInTests}/${s.notCited} of ${s.requirements}` +
          (own ? `  (${own} section citation${own === 1 ? '' : 's'})` : ''),
      );
    }
    out.push('');
  }
  if (r.unresolved.length) {
    out.push(
      `Unresolved (${r.unresolved.length}): cited, but ${h.spec} has no such ${'label, section, table or sentence'}`,
    );
    for (const c of r.unresolved) out.push(`  ${where(c)}  ${c.kind}  ${c.target.slice(0, 100)}`);
    out.push('');
  }
  if (notCited.length) {
    out.push(`Not cited (${notCited.length}), shall first:`);
    for (const q of notCited.slice(0, NOT_CITED_SHOWN))
      out.push(`  ${[q.label, q.id].filter(Boolean).join(' ')}  ${q.level}  ${q.text.slice(0, 100)}`);
    if (notCited.length > NOT_CITED_SHOWN)
      out.push(`  … ${notCited.length - NOT_CITED_SHOWN} more (--json or --html list them all)`);
    out.push('');
  }
  if (r.stale.length) {
    out.push(`Stale quotes (${r.stale.length}): the text no longer reads so; what ${h.spec} prints now:`);
    for (const c of r.stale) {
      out.push(`  ${where(c)}  "${c.target.slice(0, 100)}"`);
      out.push(`      now ${c.stale!.nearestId}: ${c.stale!.nearest.slice(0, 160)}`);
    }
  }
  return out.join('\n').trimEnd();
}

/** Piped: one line per citation — file, line, kind, target, tests or code, resolved-to (or "unresolved"), stale. */
export function traceLines(r: TraceReport): string[] {
  return r.citations.map((c) =>
    [
      c.file,
      c.line,
      c.kind,
      c.target,
      c.test ? 'test' : 'code',
      c.requirements.join(',') || c.table || c.section || 'unresolved',
      c.stale ? `stale:${c.stale.nearestId}` : '',
    ].join('\t'),
  );
}
