import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { PdfOpenError } from '../../compile/pdf/open.js';
import type { SpecEntry } from '../operation-context.js';
import { unavailableOnOpenFailure } from './unavailable-on-open-failure.js';

const ts = () => new TestScheduler((a, e) => expect(a).toEqual(e));
const entry: SpecEntry = {
  id: 'wtpdf',
  title: 'Well-Tagged PDF',
  category: 'guide',
  pages: 57,
  file: '/specs/WTPDF.pdf',
  available: true,
};

describe('unavailableOnOpenFailure', () => {
  it.each([
    [
      'an encrypted PDF',
      new PdfOpenError('/specs/WTPDF.pdf', 'encrypted (password required)'),
      'encrypted (password required)',
    ],
    ['a truncated PDF', new PdfOpenError('/specs/WTPDF.pdf', 'damaged (no pages)'), 'damaged (no pages)'],
    ['a non-PDF', new PdfOpenError('/specs/WTPDF.pdf', 'not a PDF (no %PDF- header)'), 'not a PDF (no %PDF- header)'],
    [
      'an unreadable file',
      Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' }),
      'unreadable (permission denied)',
    ],
    ['a symlink loop', Object.assign(new Error('ELOOP'), { code: 'ELOOP' }), 'unreadable (symbolic link loop)'],
  ])('lists %s as unavailable with its reason, and logs it', (_n, err, reason) => {
    const logs: string[] = [];
    ts().run(({ cold, expectObservable }) => {
      const probe = cold<SpecEntry>('--#', undefined, err);
      expectObservable(
        probe.pipe(
          unavailableOnOpenFailure(entry.file!, (r): SpecEntry => ({ ...entry, available: false, reason: r }), {
            log: (m) => logs.push(m),
          }),
        ),
      ).toBe('--(e|)', {
        e: { ...entry, available: false, reason },
      });
    });
    expect(logs).toEqual([`fallback: /specs/WTPDF.pdf is unavailable: ${reason}`]);
  });

  it('passes a good entry through', () => {
    ts().run(({ cold, expectObservable }) => {
      expectObservable(
        cold('-e|', { e: entry }).pipe(unavailableOnOpenFailure(entry.file!, () => entry, { log: () => {} })),
      ).toBe('-e|', { e: entry });
    });
  });

  it('does not swallow a bug', () => {
    const bug = new TypeError('cannot read properties of undefined');
    const logs: string[] = [];
    ts().run(({ cold, expectObservable }) => {
      expectObservable(
        cold<SpecEntry>('#', undefined, bug).pipe(
          unavailableOnOpenFailure(entry.file!, () => entry, { log: (m) => logs.push(m) }),
        ),
      ).toBe('#', undefined, bug);
    });
    expect(logs).toEqual([]);
  });
});
