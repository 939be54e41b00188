/**
 * The hostile spec directory of test/hardening-hostile.test.ts: each crafted
 * file, how to make it at test time, and what pdfspec must make of it — read
 * normally (with a diagnostic saying what it left out), or refused with a
 * reason, as `missing_file` / exit 4.
 */
import { spawnSync } from 'node:child_process';
import { symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  cyclicPageTreePdf,
  deepArrayPdf,
  deepNameTreePdf,
  deepNumberingPdf,
  deepOutlinePdf,
  deepStructurePdf,
  lyingPageCountPdf,
  memoryHungryPdf,
} from './hostile-pdfs.js';
import { tinyPdf } from './test-pdfs.js';

export type Verdict =
  /** Read; `diagnostic` is the code of the reading diagnostic that says what was left out. */
  | { usable: true; diagnostic: string | null }
  /** Refused: the reason list-specs gives and every error names. `listedFirst`: the scan cannot tell yet (only a compile finds out). */
  | { usable: false; reason: RegExp; listedFirst?: boolean };

export interface HostileFile {
  /** File name in the spec dir; the spec id is its slug. */
  name: string;
  id: string;
  what: string;
  make: (path: string) => Promise<void> | void;
  verdict: Verdict;
}

/** The heap a compile may use in the hostile suite: the memory-hungry file must exhaust it quickly. */
export const HOSTILE_HEAP_MB = '128';

const haveMkfifo = spawnSync('mkfifo', ['--version'], { stdio: 'ignore' }).status === 0;

export const HOSTILE_FILES: HostileFile[] = [
  {
    name: 'deep-outline.pdf',
    id: 'deep-outline',
    what: 'outline nested 5000 deep',
    make: (p) => writeFileSync(p, deepOutlinePdf(5000)),
    verdict: { usable: true, diagnostic: 'outline-refused' },
  },
  {
    name: 'deep-structure.pdf',
    id: 'deep-structure',
    what: 'structure tree nested 5000 deep',
    make: (p) => writeFileSync(p, deepStructurePdf(5000)),
    verdict: { usable: true, diagnostic: 'structure-too-deep' },
  },
  {
    name: 'lying-count.pdf',
    id: 'lying-count',
    what: 'page tree claiming 1,000,000 pages',
    make: (p) => writeFileSync(p, lyingPageCountPdf(1_000_000)),
    verdict: { usable: true, diagnostic: 'page-count' },
  },
  {
    name: 'deep-array.pdf',
    id: 'deep-array',
    what: 'array nested 100,000 deep in /Info',
    make: (p) => writeFileSync(p, deepArrayPdf(100_000)),
    verdict: { usable: true, diagnostic: null },
  },
  {
    name: 'deep-numbers.pdf',
    id: 'deep-numbers',
    what: 'flat outline numbered 1, 1.1, 1.1.1 … 1000 components deep',
    make: (p) => writeFileSync(p, deepNumberingPdf(1000)),
    verdict: { usable: true, diagnostic: null },
  },
  {
    name: 'deep-names.pdf',
    id: 'deep-names',
    what: 'name tree of destinations 5000 deep',
    make: (p) => writeFileSync(p, deepNameTreePdf(5000)),
    verdict: { usable: true, diagnostic: null },
  },
  {
    name: 'cyclic-pages.pdf',
    id: 'cyclic-pages',
    what: 'page tree that refers back to its root',
    make: (p) => writeFileSync(p, cyclicPageTreePdf()),
    verdict: {
      usable: false,
      reason: /^damaged \(page 2: Pages tree contains circular reference\.\)$/,
      listedFirst: true,
    },
  },
  {
    name: 'memory-hungry.pdf',
    id: 'memory-hungry',
    what: `one page whose text needs more than ${HOSTILE_HEAP_MB} MiB of heap`,
    make: (p) => writeFileSync(p, memoryHungryPdf(1_500_000)),
    verdict: { usable: false, reason: /^damaged \(reading it ran out of memory\)$/, listedFirst: true },
  },
  {
    name: 'encrypted.pdf',
    id: 'encrypted',
    what: 'password-protected',
    make: async (p) => writeFileSync(p, await tinyPdf({ title: 'Secret', userPassword: 'secret' })),
    verdict: { usable: false, reason: /^encrypted \(password required\)$/ },
  },
  {
    name: 'truncated.pdf',
    id: 'truncated',
    what: 'cut short (no %%EOF)',
    make: (p) => {
      const whole = deepArrayPdf(10);
      writeFileSync(p, whole.subarray(0, Math.floor(whole.length * 0.8)));
    },
    verdict: { usable: false, reason: /^truncated \(no %%EOF/ },
  },
  {
    name: 'loop-a.pdf',
    id: 'loop-a',
    what: 'symbolic link loop',
    make: (p) => {
      symlinkSync('loop-b.pdf', p);
      symlinkSync('loop-a.pdf', join(p, '..', 'loop-b.pdf'));
    },
    verdict: { usable: false, reason: /^unreadable \(symbolic link loop\)$/ },
  },
  ...(haveMkfifo
    ? [
        {
          name: 'pipe.pdf',
          id: 'pipe',
          what: 'a FIFO named .pdf (reading it would block for ever)',
          make: (p: string) => void spawnSync('mkfifo', [p]),
          verdict: { usable: false, reason: /^not a regular file$/ } as Verdict,
        },
      ]
    : []),
];

if (!haveMkfifo) console.warn('test/support/hostile-files.ts: FIFO case SKIPPED — mkfifo not available');

/** Every name the suite puts in the spec dir (a symlink loop is two). */
export function hostileNames(): string[] {
  return [...HOSTILE_FILES.map((f) => f.name), 'loop-b.pdf'].sort();
}
