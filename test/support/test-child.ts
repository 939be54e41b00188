/**
 * Test support: one pdfspec-like process that resolves a spec and loads its
 * model through the real default context, with a stand-in compiler (slow, and
 * deterministic in the file's bytes). The concurrency tests run several of
 * these at once, and kill some of them.
 *
 * env: CHILD_SPEC (spec id), CHILD_HANG=1 (the compiler never finishes),
 *      CHILD_PAGES (pages to "compile", 100 ms each), CHILD_BIG=1 (a large model).
 * stdout: one JSON line { from, digest, elements }.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Observable, firstValueFrom, lastValueFrom } from 'rxjs';
import { syntheticModel } from './synthetic-model.js';
import { createProcessContext, type CompileEvent } from '../../src/host/process-context.js';

const pages = Number(process.env.CHILD_PAGES ?? 5);

function fakeCompile(file: string): Observable<CompileEvent> {
  return new Observable<CompileEvent>((sub) => {
    let page = 0;
    const timer = setInterval(async () => {
      if (page < pages) {
        sub.next({ type: 'progress', page: ++page, pages });
        process.stderr.write(`progress ${page}/${pages}\n`);
        return;
      }
      if (process.env.CHILD_HANG) return;
      clearInterval(timer);
      const bytes = await readFile(file);
      const seed = createHash('sha256').update(bytes).digest().readUInt32LE(0);
      const model = process.env.CHILD_BIG
        ? syntheticModel({ seed })
        : syntheticModel({ pages: 30, sections: 40, tables: 5, elementsPerSection: 5, seed });
      model.source = { ...model.source, file, size: bytes.length }; // as the real compiler does
      sub.next({ type: 'model', model });
      sub.complete();
    }, 100);
    return () => clearInterval(timer);
  });
}

const ctx = createProcessContext({
  compile: fakeCompile,
  onNotice: (m) => process.stderr.write(`notice: ${m}\n`),
  onLog: (m) => process.stderr.write(`log: ${m}\n`),
});
const entry = await firstValueFrom(ctx.resolveSpec(process.env.CHILD_SPEC ?? 'wtpdf'));
const loaded = await lastValueFrom(ctx.load(entry));
const digest = createHash('sha256').update(JSON.stringify(loaded.reader.model)).digest('hex');
process.stdout.write(
  `${JSON.stringify({ from: loaded.from, digest, elements: loaded.reader.model.elements.length })}\n`,
);
