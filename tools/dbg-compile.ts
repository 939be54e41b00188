import { compileFile } from '../src/compile/compile.js';
const m = await compileFile(process.argv[2]!, { workers: 1 }, new AbortController().signal, () => {});
console.log(m.sections.length);
