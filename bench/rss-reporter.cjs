// Preloaded into measured processes (NODE_OPTIONS=--require): reports the peak RSS
// of the whole process (all threads) when it exits, for the benchmark.
const fs = require('node:fs');
const out = process.env.PDFSPEC_BENCH_RSS_FILE;
if (out) {
  process.on('exit', () => {
    try { fs.appendFileSync(out, `${process.resourceUsage().maxRSS}\n`); } catch { /* best effort */ }
  });
}
