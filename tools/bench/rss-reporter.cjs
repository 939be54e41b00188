// Preloaded into measured processes (NODE_OPTIONS=--require): reports the peak RSS
// of the whole process (all threads) when it exits, for the benchmark.
//
// On Linux the peak comes from VmHWM in /proc/self/status: getrusage's ru_maxrss
// survives fork + exec, so a child would report at least its parent's peak
// (the bench's own ~90 MB); VmHWM belongs to the new address space.
const fs = require('node:fs');
const out = process.env.PDFSPEC_BENCH_RSS_FILE;

function peakKiB() {
  try {
    const m = /^VmHWM:\s+(\d+)\s+kB/m.exec(fs.readFileSync('/proc/self/status', 'utf8'));
    if (m) return Number(m[1]);
  } catch {
    /* not Linux */
  }
  return process.resourceUsage().maxRSS;
}

if (out) {
  process.on('exit', () => {
    try {
      fs.appendFileSync(out, `${peakKiB()}\n`);
    } catch {
      /* best effort */
    }
  });
}
