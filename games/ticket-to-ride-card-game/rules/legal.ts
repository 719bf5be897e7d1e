// [spec §4.3–§4.4, §7] The one legal-move generator: candidates (argument domain) + whyIllegal.
// Every check reads only public state plus the seat's own private zone, so it runs unchanged on
// the server's G and on the seat's playerView.
import type { Ctx } from 'boardgame.io';
import type { LegalMove } from '../../common/module';
import {
  COLORS,
  FACE_UP_SLOTS,
  PHASE_INITIAL,
  STAGE_INITIAL,
  STAGE_KEEP_TICKETS,
  STAGE_SECOND_DRAW,
  isColor,
} from '../constants';
import type { Color, TTRState } from '../types';

export const MOVE_NAMES = [
  'keepInitialTickets',
  'drawFromDeck',
  'drawFaceUp',
  'playSet',
  'playThree',
  'drawTickets',
  'keepDrawnTickets',
  'pass',
] as const;
export type MoveName = (typeof MOVE_NAMES)[number];

/** Every refusal reason whyIllegal can return (translated as `reason.<code>`). */
export const REASONS = [
  'game-over',
  'not-a-player',
  'not-your-turn',
  'already-decided',
  'wrong-stage',
  'unknown-move',
  'bad-argument',
  'keep-at-least-one',
  'ticket-not-offered',
  'duplicate-ticket',
  'deck-empty',
  'bad-slot',
  'slot-empty',
  'loco-second-draw',
  'set-too-small',
  'not-enough-cards',
  'own-column-exists',
  'robbery-too-small',
  'colors-not-distinct',
  'color-held-elsewhere',
  'ticket-deck-empty',
  'pass-not-allowed',
] as const;

const MAIN_MOVES: MoveName[] = ['drawFromDeck', 'drawFaceUp', 'playSet', 'playThree', 'drawTickets', 'pass'];

/** Moves available to a seat in its current phase/stage, or a refusal reason. */
export function movesForSeat(G: TTRState, ctx: Ctx, seat: string | null): MoveName[] | string {
  if (ctx.gameover || G.result) return 'game-over';
  if (seat === null || seat === undefined || !G.players[seat]) return 'not-a-player';
  let stage: string | null = null;
  if (ctx.activePlayers) {
    if (!(seat in ctx.activePlayers)) return ctx.phase === PHASE_INITIAL ? 'already-decided' : 'not-your-turn';
    stage = ctx.activePlayers[seat];
  } else if (ctx.currentPlayer !== seat) return 'not-your-turn';
  if (ctx.phase === PHASE_INITIAL) return stage === STAGE_INITIAL ? ['keepInitialTickets'] : 'not-your-turn';
  if (stage === STAGE_SECOND_DRAW) return ['drawFromDeck', 'drawFaceUp'];
  if (stage === STAGE_KEEP_TICKETS) return ['keepDrawnTickets'];
  return MAIN_MOVES;
}

const isObj = (a: unknown): a is Record<string, unknown> => typeof a === 'object' && a !== null && !Array.isArray(a);
const isNat = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

function keepReason(G: TTRState, seat: string, arg: unknown, atLeastOne: boolean): string | null {
  const offer = G.private[seat]?.offer ?? [];
  if (atLeastOne && offer.length === 0) return 'already-decided';
  if (!isObj(arg) || !Array.isArray(arg.keep)) return 'bad-argument';
  const keep = arg.keep as unknown[];
  if (atLeastOne && keep.length === 0) return 'keep-at-least-one'; // [spec §4.3, D29]
  if (keep.some((id) => typeof id !== 'string' || !offer.includes(id))) return 'ticket-not-offered';
  if (new Set(keep).size !== keep.length) return 'duplicate-ticket';
  return null;
}

const hasOwnColumn = (G: TTRState, seat: string, c: Color) => G.players[seat].railYard.some((col) => col.color === c);
/** Size of another seat's column of colour c (0 when none). Invariant §4.1: at most one exists. */
function otherColumnSize(G: TTRState, seat: string, c: Color): number {
  for (const pid of Object.keys(G.players)) {
    if (pid === seat) continue;
    const col = G.players[pid].railYard.find((k) => k.color === c);
    if (col) return col.cards.length;
  }
  return 0;
}

function playSetReason(G: TTRState, seat: string, arg: unknown): string | null {
  if (!isObj(arg) || !isColor(arg.color) || !isNat(arg.naturals) || !isNat(arg.locos)) return 'bad-argument';
  const { color, naturals, locos } = arg as { color: Color; naturals: number; locos: number };
  // Locomotives are wild: a set may be Locomotives only, played as the named colour [seed 001 B;
  // rules version 2 — spec D5 refused it]. It still needs 2 cards or more [seed].
  if (naturals + locos < 2) return 'set-too-small';
  const hand = G.private[seat].hand;
  if (hand[color] < naturals || hand.loco < locos) return 'not-enough-cards';
  if (hasOwnColumn(G, seat, color)) return 'own-column-exists';
  const other = otherColumnSize(G, seat, color);
  if (other > 0 && other >= naturals + locos) return 'robbery-too-small'; // [spec §4.4, D7]
  return null;
}

function playThreeReason(G: TTRState, seat: string, arg: unknown): string | null {
  if (!isObj(arg) || !Array.isArray(arg.colors) || arg.colors.length !== 3) return 'bad-argument';
  const colors = arg.colors as unknown[];
  if (!colors.every(isColor)) return 'bad-argument';
  if (new Set(colors).size !== 3) return 'colors-not-distinct';
  const hand = G.private[seat].hand;
  if (colors.some((c) => hand[c as Color] < 1)) return 'not-enough-cards';
  if (colors.some((c) => hasOwnColumn(G, seat, c as Color))) return 'own-column-exists';
  if (colors.some((c) => otherColumnSize(G, seat, c as Color) > 0)) return 'color-held-elsewhere';
  return null;
}

/** True when some playSet or playThree is legal (used by pass). */
export function anyPlayLegal(G: TTRState, seat: string): boolean {
  const hand = G.private[seat].hand;
  let free = 0;
  for (const c of COLORS) {
    if (hasOwnColumn(G, seat, c)) continue;
    const other = otherColumnSize(G, seat, c);
    if (hand[c] + hand.loco >= Math.max(2, other + 1)) return true; // Locomotives alone count [seed 001 B]
    if (hand[c] >= 1 && other === 0) free++;
  }
  return free >= 3;
}

function faceUpReason(G: TTRState, arg: unknown, second: boolean): string | null {
  if (!isObj(arg) || !isNat(arg.slot) || arg.slot >= FACE_UP_SLOTS) return 'bad-slot';
  const card = G.faceUp[arg.slot];
  if (card === null || card === undefined) return 'slot-empty';
  if (G.trainDeckCount === 0) return 'deck-empty'; // frozen row [design D9]
  if (second && card === 'loco') return 'loco-second-draw'; // [spec §4.4]
  return null;
}

export function whyIllegal(G: TTRState, ctx: Ctx, seat: string, move: string, arg?: unknown): string | null {
  const allowed = movesForSeat(G, ctx, seat);
  if (typeof allowed === 'string') return allowed;
  if (!(MOVE_NAMES as readonly string[]).includes(move)) return 'unknown-move';
  if (!allowed.includes(move as MoveName)) return 'wrong-stage';
  const second = ctx.activePlayers?.[seat] === STAGE_SECOND_DRAW;
  switch (move as MoveName) {
    case 'keepInitialTickets':
      return keepReason(G, seat, arg, true);
    case 'keepDrawnTickets':
      return keepReason(G, seat, arg, false);
    case 'drawFromDeck':
      if (G.trainDeckCount === 0) return 'deck-empty';
      if (!second && G.turn.drawsTaken !== 0) return 'wrong-stage';
      return null;
    case 'drawFaceUp':
      return faceUpReason(G, arg, second);
    case 'playSet':
      return playSetReason(G, seat, arg);
    case 'playThree':
      return playThreeReason(G, seat, arg);
    case 'drawTickets':
      return G.ticketDeckCount === 0 ? 'ticket-deck-empty' : null; // [design D11]
    case 'pass': // [design D13]
      return G.trainDeckCount === 0 && G.ticketDeckCount === 0 && !anyPlayLegal(G, seat) ? null : 'pass-not-allowed';
  }
}

function subsets<T>(items: readonly T[], includeEmpty: boolean): T[][] {
  const out: T[][] = [];
  for (let mask = includeEmpty ? 0 : 1; mask < 1 << items.length; mask++)
    out.push(items.filter((_, i) => mask & (1 << i)));
  return out;
}

/** The argument domain of every move available to the seat now. */
export function candidates(G: TTRState, ctx: Ctx, seat: string): LegalMove[] {
  const allowed = movesForSeat(G, ctx, seat);
  if (typeof allowed === 'string') return [];
  const out: LegalMove[] = [];
  const priv = G.private[seat];
  for (const move of allowed) {
    switch (move) {
      case 'keepInitialTickets':
      case 'keepDrawnTickets':
        for (const keep of subsets(priv.offer, move === 'keepDrawnTickets')) out.push({ move, args: [{ keep }] });
        break;
      case 'drawFromDeck':
      case 'drawTickets':
      case 'pass':
        out.push({ move, args: [] });
        break;
      case 'drawFaceUp':
        for (let slot = 0; slot < FACE_UP_SLOTS; slot++) out.push({ move, args: [{ slot }] });
        break;
      case 'playSet':
        for (const color of COLORS)
          for (
            let naturals = 0;
            naturals <= priv.hand[color];
            naturals++ // 0: Locomotives only [seed 001 B]
          )
            for (let locos = 0; locos <= priv.hand.loco; locos++)
              out.push({ move, args: [{ color, naturals, locos }] });
        break;
      case 'playThree': {
        const held = COLORS.filter((c) => priv.hand[c] > 0);
        for (let i = 0; i < held.length; i++)
          for (let j = i + 1; j < held.length; j++)
            for (let k = j + 1; k < held.length; k++)
              out.push({ move, args: [{ colors: [held[i], held[j], held[k]] }] });
        break;
      }
    }
  }
  return out;
}

export function legalMoves(G: TTRState, ctx: Ctx, seat: string): LegalMove[] {
  return candidates(G, ctx, seat).filter((c) => whyIllegal(G, ctx, seat, c.move, c.args[0]) === null);
}
