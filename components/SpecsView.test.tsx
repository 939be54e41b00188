import { describe, expect, it, vi } from 'vitest';
import { SpecsView } from './SpecsView.js';
import { KEYS, type MockCore, render } from '#test-support/tui/test-utils.js';
import { specOps } from '#test-support/tui/fixture-ops.js';
import { throwError } from 'rxjs';
import { PdfspecError } from '../src/core/errors.js';

/** What the core answers for a spec without its PDF (src/core/registry/resolve.ts fileError). */
const noFile = () =>
  throwError(
    () =>
      new PdfspecError(
        'missing_file',
        'no file for iso32000-2 (ISO 32000-2 (PDF 2.0)): expected ISO_32000-2_sponsored-ec2.pdf',
        'Get it from the PDF Association\'s "Sponsored standards" page and put it in $PDF_SPEC_DIR',
      ),
  );

describe('SpecsView', () => {
  it('lists the specs with category, pages and availability; Enter switches to an available one', async () => {
    const onSelect = vi.fn();
    const ui = render(
      <SpecsView current="fx20" width={80} height={10} onSelect={onSelect} onClose={() => undefined} />,
      { ops: { ...specOps(), get_structure: noFile } },
    );
    const f = await ui.waitFor('fx17');
    expect(f).toMatch(/^ ○ iso32000-2 +standard +1020 pp {2}ISO 32000-2 \(PDF 2\.0\) \(no file\)/m);
    expect(f).toMatch(/^ ● fx17 +sample +10 pp {2}Fixture, 1\.7-like edition/m);
    expect(f).toMatch(/^▶● fx20 +sample +12 pp/m);
    await ui.press(KEYS.up, KEYS.up, KEYS.enter);
    expect(onSelect).not.toHaveBeenCalled(); // iso32000-2 has no file
    await ui.press(KEYS.down, KEYS.enter);
    expect(onSelect).toHaveBeenCalledWith('fx17');
  });

  it('says, for the selected spec without a file, which file to get and where', async () => {
    const ui = render(
      <SpecsView current="fx20" width={80} height={14} onSelect={() => undefined} onClose={() => undefined} />,
      {
        ops: { ...specOps(), get_structure: noFile },
      },
    );
    await ui.waitFor('fx17');
    await ui.press(KEYS.up, KEYS.up);
    const f = await ui.waitFor('ISO_32000-2_sponsored-ec2.pdf');
    // Wrapped to the width, not cut: the whole hint is there.
    expect(f.replace(/\s+/g, ' ')).toContain('page and put it in $PDF_SPEC_DIR');
    expect((ui.core as MockCore).calls.filter((c) => c.op === 'get_structure').map((c) => c.input.spec)).toEqual([
      'iso32000-2',
    ]);
    // An available spec asks nothing and shows no such line.
    await ui.press(KEYS.down);
    await ui.waitFor((fr) => !fr.includes('ISO_32000-2_sponsored-ec2.pdf'));
  });
});
