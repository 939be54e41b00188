/**
 * The trace report as one static, self-contained HTML page (no script, no network, no external asset): the
 * coverage, the document's sections with a coverage bar each, every requirement of a section with the places
 * that cite it (links to the citation list), the unresolved citations and the stale quotes with the sentence
 * the document prints now. Sections open and close with <details>, so the page works without a script.
 */
import type { Citation, RequirementTrace, SectionCoverage, TraceReport } from '../../../core/index.js';
import { coverageLine, type TraceHeader } from './report-text.js';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const anchor = (kind: string, id: string) => `${kind}-${id.replace(/[^A-Za-z0-9._-]+/g, '_')}`;

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:70rem;color:#1b1b1b;padding:0 1rem}
h1{font-size:1.4rem}h2{font-size:1.15rem;margin-top:2rem}code,.mono{font-family:ui-monospace,monospace;font-size:.9em}
table{border-collapse:collapse;width:100%}td,th{padding:.2rem .5rem;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}
.bar{background:#eee;width:10rem;height:.8rem;display:inline-block;position:relative}
.bar span{position:absolute;left:0;top:0;bottom:0;background:#2e7d32}
.bar span.tests{background:#1565c0;opacity:.55}
.level{font-weight:600}.shall,.shall-not{color:#b71c1c}.should,.should-not{color:#e65100}.may{color:#1565c0}
.none{color:#777}.tag{font-size:.75em;border:1px solid #999;border-radius:3px;padding:0 .25rem;margin-left:.3rem}
details{margin:.4rem 0}summary{cursor:pointer}li{margin:.25rem 0}.stale{background:#fff8e1}
`;

function bar(s: SectionCoverage): string {
  const pct = (n: number) => (s.requirements ? Math.round((100 * n) / s.requirements) : 0);
  const cited = s.requirements - s.notCited;
  return (
    `<span class="bar" title="${cited} of ${s.requirements} cited"><span style="width:${pct(cited)}%"></span>` +
    `<span class="tests" style="width:${pct(s.citedInTests)}%"></span></span>`
  );
}

function requirementItem(r: RequirementTrace, citations: Citation[]): string {
  const places = r.citedBy.length
    ? r.citedBy
        .map((b) => {
          const i = citations.findIndex((c) => c.file === b.file && c.line === b.line && c.requirements.includes(r.id));
          return `<a href="#cite-${i}" class="mono">${esc(b.file)}:${b.line}</a><span class="tag">${b.test ? 'test' : 'code'}</span>`;
        })
        .join(' ')
    : '<span class="none">not cited</span>';
  const level = r.level.replace(' ', '-');
  return (
    `<li id="${anchor('req', r.id)}"><span class="mono">${esc(r.id)}</span>` +
    (r.label ? ` <span class="mono">[${esc(r.label)}]</span>` : '') +
    ` <span class="level ${level}">${esc(r.level)}</span> <span class="tag">${esc(r.role)}</span>` +
    `<div>${esc(r.text)}</div><div>${places}</div></li>`
  );
}

function sectionsPart(r: TraceReport): string {
  const rows = r.sections
    .map(
      (s) =>
        `<tr><td><a href="#${anchor('sec', s.id)}" class="mono">${esc(s.id)}</a></td><td>${esc(s.title)}</td>` +
        `<td>${bar(s)}</td><td>${s.citedInCode}</td><td>${s.citedInTests}</td><td>${s.notCited}</td>` +
        `<td>${s.sectionCitations.code + s.sectionCitations.tests}</td></tr>`,
    )
    .join('\n');
  const details = r.sections
    .filter((s) => s.requirements > 0)
    .map((s) => {
      const reqs = r.requirements.filter((q) => q.section === s.id);
      const open = reqs.some((q) => q.citedBy.length) ? ' open' : '';
      return (
        `<details id="${anchor('sec', s.id)}"${open}><summary><span class="mono">${esc(s.id)}</span> ${esc(s.title)} — ` +
        `${s.requirements - s.notCited} of ${s.requirements} cited</summary><ul>` +
        reqs.map((q) => requirementItem(q, r.citations)).join('\n') +
        `</ul></details>`
      );
    })
    .join('\n');
  return (
    `<h2>Sections</h2><table><thead><tr><th>Section</th><th>Title</th><th>Coverage</th><th>Cited in code</th>` +
    `<th>Cited in tests</th><th>Not cited</th><th>Section citations</th></tr></thead><tbody>${rows}</tbody></table>` +
    `<h2>Requirements by section</h2>${details}`
  );
}

function citationsPart(r: TraceReport): string {
  const item = (c: Citation, i: number) => {
    const to = c.requirements.length
      ? c.requirements.map((id) => `<a href="#${anchor('req', id)}" class="mono">${esc(id)}</a>`).join(' ')
      : c.section
        ? `<a href="#${anchor('sec', c.section)}" class="mono">${esc(c.table ?? `section ${c.section}`)}</a>`
        : '<strong>unresolved</strong>';
    const stale = c.stale
      ? `<div>stale: now <a href="#${anchor('req', c.stale.nearestId)}" class="mono">${esc(c.stale.nearestId)}</a> reads “${esc(c.stale.nearest)}”</div>`
      : '';
    return (
      `<li id="cite-${i}"${c.stale ? ' class="stale"' : ''}><span class="mono">${esc(c.file)}:${c.line}</span>` +
      `<span class="tag">${c.test ? 'test' : 'code'}</span><span class="tag">${c.kind}</span> ` +
      `<code>${esc(c.target.slice(0, 200))}</code> → ${to}${stale}</li>`
    );
  };
  const unresolved = r.unresolved.map((c) => item(c, r.citations.indexOf(c))).join('\n');
  const stale = r.stale.map((c) => item(c, r.citations.indexOf(c))).join('\n');
  return (
    `<h2>Unresolved citations (${r.unresolved.length})</h2><ul>${unresolved || '<li class="none">none</li>'}</ul>` +
    `<h2>Stale quotes (${r.stale.length})</h2><ul>${stale || '<li class="none">none</li>'}</ul>` +
    `<h2>Every citation (${r.citations.length})</h2><ol start="0">${r.citations.map(item).join('\n')}</ol>`
  );
}

export function traceHtml(h: TraceHeader, r: TraceReport): string {
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">` +
    `<title>pdfspec trace — ${esc(h.spec)}</title><style>${STYLE}</style></head><body>` +
    `<h1>Citations of ${esc(h.title)} <span class="mono">(${esc(h.spec)})</span></h1>` +
    `<p id="coverage">${esc(coverageLine(h, r))}</p>` +
    sectionsPart(r) +
    citationsPart(r) +
    `</body></html>\n`
  );
}
