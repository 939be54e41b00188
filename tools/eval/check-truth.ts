/**
 * npm run truth:check -- FILE…   Checks hand-made truth files against the format of test/golden/README.md
 * without compiling anything (a truth writer never sees pdfspec's output): schema, then the rules the
 * schema cannot say. Prints one line per file with its counts; exit 1 when a file is malformed.
 */
import { readFileSync } from 'node:fs';
import { parseTruth, type Truth } from './truth.js';

function problems(t: Truth): string[] {
  const out: string[] = [];
  const cellText = (c: Truth['tables'][number]['headers'][number] | { text: string }) =>
    typeof c === 'string' ? c : c.text;
  for (const [i, table] of t.tables.entries()) {
    if (table.number === null && !table.section) out.push(`tables.${i}: an uncaptioned table needs its section`);
    const body = table.cells?.body;
    if (body && body.length !== table.rows)
      out.push(`tables.${i}: rows is ${table.rows} but cells.body has ${body.length}`);
    const header = table.cells?.header.at(-1);
    if (header && header.map(cellText).join('|') !== table.headers.join('|'))
      out.push(`tables.${i}: headers differ from the last row of cells.header`);
  }
  const chosen = new Set(t.requirements.sections);
  for (const [i, r] of t.requirements.items.entries())
    if (!chosen.has(r.section))
      out.push(`requirements.items.${i}: section ${r.section} is not in requirements.sections`);
  return out;
}

let failed = false;
for (const path of process.argv.slice(2)) {
  try {
    const t = parseTruth(path, readFileSync(path, 'utf8'));
    const bad = problems(t);
    const cells = t.tables.filter((x) => x.cells).length;
    const uncaptioned = t.tables.filter((x) => x.number === null).length;
    process.stdout.write(
      `${path}: ${t.sections.length} sections, ${t.tables.length} tables (${uncaptioned} uncaptioned, ${cells} with cells), ` +
        `${t.definitions.length} terms, ${t.abbreviations.length} abbreviations, ${t.requirements.items.length} requirements ` +
        `in ${t.requirements.sections.length} sections, ${t.bodies.length} bodies\n`,
    );
    for (const b of bad) process.stdout.write(`  ${b}\n`);
    failed ||= bad.length > 0;
  } catch (err) {
    process.stdout.write(`${(err as Error).message}\n`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
