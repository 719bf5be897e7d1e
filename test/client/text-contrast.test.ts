// Text colours in the client's style rules must be readable (WCAG AA, 4.5:1 for body text).
//
// The axe-core scan of test/e2e/a11y.test.ts only sees the elements a board shows at the moments
// it looks; a mid-game board differs from run to run, so a faint colour on a rarely shown cell
// (Nippon's revealed income icon, a used-up contract) failed one CI run and passed the next. This
// check reads every style rule in client/ instead: a rule that sets a dark text colour (`color:`)
// is measured against the background it sets itself, or white when it sets none; a rule that sets
// a light text colour on a background of its own is measured against that. Light text without a
// background of its own is left to axe (it is drawn over a coloured parent).
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio as contrast, luminance } from '../../client/boards/common/contrast';
import { filesUnder } from '../helpers/files';

const ROOT = join(__dirname, '..', '..');
const STYLE = /\.(ts|tsx|css)$/;
const HEX = '(#[0-9a-fA-F]{6}|#[0-9a-fA-F]{3})(?![0-9a-fA-F])';
const COLOR = new RegExp(`(?<![-\\w])color:\\s*${HEX}`);
const BACKGROUND = new RegExp(`background(?:-color)?:\\s*${HEX}`);

/** The style rules of a text (`selector { body }`, in CSS files and in CSS kept in strings)
 *  whose text colour is too faint against their background. */
export function faintRules(text: string): { selector: string; color: string; background: string; ratio: number }[] {
  const out: { selector: string; color: string; background: string; ratio: number }[] = [];
  for (const m of text.matchAll(/([^{}]*)\{([^{}]*)\}/g)) {
    const color = COLOR.exec(m[2])?.[1];
    if (!color) continue;
    const own = BACKGROUND.exec(m[2])?.[1];
    if (!own && luminance(color) >= 0.4) continue;
    const background = own ?? '#ffffff';
    const ratio = contrast(color, background);
    if (ratio < 4.5)
      out.push({
        selector: m[1].trim().split('\n').pop()!.trim(),
        color,
        background,
        ratio: Math.round(ratio * 100) / 100,
      });
  }
  return out;
}

describe('text colours in client styles meet 4.5:1', () => {
  it('the check finds faint colours and passes readable ones', () => {
    // the colour that failed axe in CI: Nippon's revealed income icon, #a07000 on #fcfaf4 (4.18)
    expect(faintRules('.nip-cell.icon{border:none;background:none;color:#a07000}')).toHaveLength(1);
    expect(faintRules('.x{background:#fcfaf4;color:#a07000}')[0].ratio).toBeCloseTo(4.18, 2);
    expect(faintRules('.x{background:#ff2d95;color:#fff}')).toHaveLength(1);
    expect(faintRules('.x { color: #222; }')).toEqual([]);
    expect(faintRules('.x{background:#c0106a;color:#fff}')).toEqual([]);
    // light text over a parent's colour is not this check's to judge
    expect(faintRules('.x{color:#fff;text-shadow:0 0 2px #000}')).toEqual([]);
    // a background colour is not a text colour
    expect(faintRules('.x{border-color:#eee;background-color:#fff}')).toEqual([]);
  });

  it('every style rule in client/', () => {
    const files = filesUnder(join(ROOT, 'client'), STYLE);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) =>
      faintRules(readFileSync(f, 'utf8')).map(
        (r) => `${relative(ROOT, f)}: ${r.selector} ${r.color} on ${r.background} = ${r.ratio}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
