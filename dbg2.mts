import { openPdf } from './src/compile/pdf/open.ts';
import { extractLayout } from './src/compile/layout/index.ts';
for (const f of process.argv.slice(2)) {
  try {
    const doc = await openPdf(f);
    const r = await extractLayout(doc, () => {});
    const c = r.diagnostics.find((d) => d.code === 'columns');
    console.log(f.split('/').pop(), c ? c.message : '-');
    await doc.destroy();
  } catch (e) { console.log(f, 'ERR', (e as Error).message); }
}
