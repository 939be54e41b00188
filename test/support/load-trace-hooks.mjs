/** The loader hook of load-trace.mjs: each ES module's URL, as it is loaded. */
import { appendFileSync } from 'node:fs';

export async function load(url, context, nextLoad) {
  appendFileSync(process.env.LOAD_TRACE, `${url}\n`);
  return nextLoad(url, context);
}
