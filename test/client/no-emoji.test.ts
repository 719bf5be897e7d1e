// Icons must not depend on the reader's fonts: no emoji code point may be left in the
// sources of client/ and games/. Icons are drawn by client/icons/ instead.
//
// Refused: every code point in U+1F000–U+1FFFF, the emoji variation selector U+FE0F, escapes
// that spell them (\u{1F…}, \uD83C…), and the symbols of U+2300–U+23FF, U+2600–U+27BF and
// U+2B00–U+2BFF that are emoji (Unicode's Emoji property: ⏮ ⏸ ⚫ ✋ ❗ ⛓ ⚙ ⚠ ✔ ☑ ⭐ …). Two text marks that fonts draw as text are kept: the
// card-suit glyphs ♣ ♥ of Ticket to Ride's colour-blind card faces.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../helpers/files';

const ROOT = join(__dirname, '..', '..');
const TREES = ['client', 'games'];
const TEXT = /\.(ts|tsx|js|mjs|css|html|md|json)$/;
const ALLOWED = new Set(['♣', '♥']);
const ESCAPE = /\\u\{1F[0-9a-f]{3}\}|\\uD83[C-E]|\\uFE0F/i;

/** The offending characters (or escapes) of a text, with their line numbers. */
export function emojiIn(text: string): { line: number; found: string }[] {
  const out: { line: number; found: string }[] = [];
  text.split('\n').forEach((line, i) => {
    for (const ch of line) {
      const cp = ch.codePointAt(0)!;
      const bad =
        (cp >= 0x1f000 && cp <= 0x1ffff) ||
        cp === 0xfe0f ||
        (((cp >= 0x2300 && cp <= 0x23ff) || (cp >= 0x2600 && cp <= 0x27bf) || (cp >= 0x2b00 && cp <= 0x2bff)) &&
          /\p{Emoji}/u.test(ch) &&
          !ALLOWED.has(ch));
      if (bad) out.push({ line: i + 1, found: `${ch} U+${cp.toString(16).toUpperCase()}` });
    }
    const esc = ESCAPE.exec(line);
    if (esc) out.push({ line: i + 1, found: esc[0] });
  });
  return out;
}

describe('no emoji in client/ and games/', () => {
  it('finds emoji, emoji symbols and their escapes', () => {
    expect(emojiIn('<span>🚂 3</span>')).toEqual([{ line: 1, found: '🚂 U+1F682' }]);
    expect(emojiIn('a\n⚫ coal')).toEqual([{ line: 2, found: '⚫ U+26AB' }]);
    expect(emojiIn("const loco = '\\u{1F682}';")).toHaveLength(1);
    expect(emojiIn('✋ hand')).toHaveLength(1);
    expect(emojiIn('<button>⏮</button> ⭐')).toHaveLength(2);
    expect(emojiIn('★ 12 · ✓ done · ✕ · ♣ ♥ · ⚀ · ¥ ₽')).toEqual([]);
  });

  it('no source file of client/ or games/ holds one', () => {
    const found: string[] = [];
    for (const tree of TREES) {
      const files = filesUnder(join(ROOT, tree), TEXT);
      expect(files.length, tree).toBeGreaterThan(100);
      for (const f of files) {
        for (const hit of emojiIn(readFileSync(f, 'utf8'))) found.push(`${relative(ROOT, f)}:${hit.line} ${hit.found}`);
      }
    }
    expect(found).toEqual([]);
  });
});
