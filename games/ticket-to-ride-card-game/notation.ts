// Short notation of one move for logs and replays. Never names hidden cards or tickets.
// English templates below; with `t` (the UI's translator for `notation.<key>`) in the UI language.
import type { NotationT } from '../common/module';
import { formatter } from '../common/notation';
import { CARD_TYPES } from './constants';

/** English templates (keys of `notation.*` in the board's i18n resources). */
export const NOTATION_EN: Record<string, string> = {
  keepTickets: '{{who}} keeps tickets',
  keepTicketsOne: '{{who}} keeps {{n}} ticket',
  keepTicketsMany: '{{who}} keeps {{n}} tickets',
  drawFromDeck: '{{who}} draws from the deck',
  drawFaceUp: '{{who}} takes face-up card {{slot}}',
  drawFaceUpCard: '{{who}} takes face-up card {{slot}} ({{color}})',
  playSet: '{{who}} plays {{n}} {{color}}',
  playSetLocoOne: '{{who}} plays {{n}} {{color}} + {{locos}} locomotive',
  playSetLocosMany: '{{who}} plays {{n}} {{color}} + {{locos}} locomotives',
  playSetLocosOnly: '{{who}} plays {{locos}} locomotives as {{color}}',
  playThree: '{{who}} plays {{colors}}',
  playThreeUnknown: '{{who}} plays three colours',
  listSeparator: ', ',
  drawTickets: '{{who}} draws tickets',
  pass: '{{who}} passes',
  other: '{{who}} {{move}}',
  'color.red': 'red',
  'color.orange': 'orange',
  'color.yellow': 'yellow',
  'color.green': 'green',
  'color.blue': 'blue',
  'color.purple': 'purple',
  'color.white': 'white',
  'color.black': 'black',
  'color.loco': 'loco',
};

const P = (p: string) => `P${Number(p) + 1}`;

/** `meta.card`: the face-up card taken (recorded by the move; older logs lack it). */
export function notation(
  move: string,
  arg: Record<string, unknown> | undefined,
  playerID: string,
  t?: NotationT,
  meta?: Record<string, unknown>,
): string {
  const f = formatter(NOTATION_EN, t);
  const who = P(playerID);
  // Card colours are translated; anything else is shown as before (String of the value).
  const color = (c: unknown): string =>
    typeof c === 'string' && (CARD_TYPES as readonly string[]).includes(c) ? f(`color.${c}`) : String(c);
  switch (move) {
    case 'keepInitialTickets':
    case 'keepDrawnTickets': {
      const n = Array.isArray(arg?.keep) ? (arg!.keep as unknown[]).length : null;
      if (n === null) return f('keepTickets', { who });
      return f(n === 1 ? 'keepTicketsOne' : 'keepTicketsMany', { who, n });
    }
    case 'drawFromDeck':
      return f('drawFromDeck', { who });
    case 'drawFaceUp':
      return (CARD_TYPES as readonly unknown[]).includes(meta?.card)
        ? f('drawFaceUpCard', { who, slot: Number(arg?.slot) + 1, color: color(meta!.card) })
        : f('drawFaceUp', { who, slot: Number(arg?.slot) + 1 });
    case 'playSet': {
      const l = Number(arg?.locos ?? 0);
      const params = { who, n: String(arg?.naturals), color: color(arg?.color), locos: l };
      // Locomotives only, played as one named colour [seed 001 B; rules version 2].
      if (l > 0 && Number(arg?.naturals) === 0) return f('playSetLocosOnly', params);
      return f(!l ? 'playSet' : l === 1 ? 'playSetLocoOne' : 'playSetLocosMany', params);
    }
    case 'playThree':
      return Array.isArray(arg?.colors)
        ? f('playThree', {
            who,
            colors: (arg!.colors as unknown[]).map((c) => (c == null ? '' : color(c))).join(f('listSeparator')),
          })
        : f('playThreeUnknown', { who });
    case 'drawTickets':
      return f('drawTickets', { who });
    case 'pass':
      return f('pass', { who });
    default:
      return f('other', { who, move });
  }
}
