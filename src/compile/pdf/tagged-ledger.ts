/**
 * The text account's ledger for a tagged file (account/ledger.ts): what pdf.js read on each page — the text of
 * every marked-content sequence, of the artifacts and of what is neither — with the artifacts set aside as
 * furniture and the untagged text left out (diagnostic `untagged-text`).
 */
import { leftOut, newLedger, removedText, setAside, type PageLedger } from '../account/ledger.js';
import type { PageText } from './page-text.js';

const PAGE_NUMBER = /^(?:page\s*)?(?:\d{1,5}|[ivxlcdm]{1,8})(?:\s+(?:of|\/)\s+\d+)?$/i;

export const furnitureKindOf = (text: string): 'page-number' | 'running' =>
  PAGE_NUMBER.test(text.trim()) ? 'page-number' : 'running';

/** The text of a page's marked-content sequences, joined by spaces. */
export function mcidText(t: PageText | undefined): string {
  const parts: string[] = [];
  for (const pieces of t?.mcids.values() ?? []) for (const p of pieces) if (!('nested' in p)) parts.push(p.s);
  return parts.join(' ');
}

export function taggedLedger(texts: readonly (PageText | undefined)[]): PageLedger[] {
  return texts.map((t) => {
    const artifacts = t?.artifacts.map((a) => a.text) ?? [];
    const ledger = newLedger([mcidText(t), ...artifacts, t?.untagged ?? ''].join(' '));
    for (const a of artifacts) setAside(ledger, furnitureKindOf(a), a);
    leftOut(ledger, 'untagged-text', t?.untagged ?? '');
    if (t?.contentError) ledger.contentError = t.contentError;
    return ledger;
  });
}

/** The line numbers a step took out of the pages' tagged text (`before`: each page's mcidText before it). */
export function setAsideLineNumbers(
  ledger: readonly PageLedger[],
  before: readonly string[],
  texts: readonly (PageText | undefined)[],
): void {
  texts.forEach((t, i) => setAside(ledger[i], 'line-number', removedText(before[i] ?? '', mcidText(t))));
}
