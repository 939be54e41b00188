/**
 * The Arlington PDF Model shipped with pdfspec (corpus/arlington/model.json, Apache-2.0, see the LICENSE
 * and NOTICE.txt beside it): read on first use only, by the operations that answer about keys.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { arlingtonIndex, type ArlingtonData, type ArlingtonIndex } from '../../model/arlington/index.js';
import { packageRoot } from '../catalogue.js';

let cached: ArlingtonIndex | null = null;

export function arlingtonModel(): ArlingtonIndex {
  if (cached) return cached;
  const data = JSON.parse(
    readFileSync(join(packageRoot(), 'corpus', 'arlington', 'model.json'), 'utf8'),
  ) as ArlingtonData;
  if (data.format !== 1) throw new Error(`corpus/arlington/model.json: unknown format ${String(data.format)}`);
  return (cached = arlingtonIndex(data));
}

/** The model's name and version, as results cite it. */
export function arlingtonSource(m: ArlingtonIndex): { name: string; commit: string; date: string } {
  return { name: m.source.name, commit: m.source.commit, date: m.source.date };
}
