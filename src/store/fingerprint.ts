/**
 * The identity of a spec file for the cache key: sha256 and size. Hashing 20 MB
 * costs tens of ms, so the hash is remembered per file version in a small index.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { type FileIndex, versionOf } from './file-index.js';

export interface Fingerprint {
  sha256: string;
  size: number;
}

export async function sha256File(file: string): Promise<string> {
  // Loaded here, not imported: a warm command finds the hash in the index and never loads node:crypto (~6 ms).
  const hash = process.getBuiltinModule('node:crypto').createHash('sha256');
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export class Fingerprinter {
  constructor(private readonly index: FileIndex<string>) {}

  /** `fresh`: hash the file even when the index knows it (the index said something the file contradicts). */
  async of(file: string, fresh = false): Promise<Fingerprint> {
    const st = await stat(file);
    const v = versionOf(st);
    let sha256 = fresh ? undefined : await this.index.get(file, v);
    if (!sha256) {
      sha256 = await sha256File(file);
      // The file may have changed while we read it; only remember a hash of a stable version.
      const after = versionOf(await stat(file));
      if (after.size === v.size && after.mtimeMs === v.mtimeMs) {
        await this.index.set(file, v, sha256);
        await this.index.save();
      }
    }
    return { sha256, size: st.size };
  }
}
