/**
 * Imported first by the compiler's worker scripts (isolated-worker.ts, pdf/page-text-worker.ts): whatever the
 * thread prints goes to its stderr, which Node passes to the process's stderr (the process's stdout may carry
 * MCP). The thread's stdout is not captured by the process that starts it instead, because a stream read from
 * a worker keeps that worker, and the process, alive after it is unref'd: a cold command would wait for its idle
 * worker to be closed before exiting.
 */
process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;
