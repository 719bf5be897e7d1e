// Round cycle hooks [spec §4.2, §4.3].
import { TURN_ORDER_VP } from '../data/board';
import { OWN_PREFIX } from '../data/spaces';
import type { RRState } from '../types';
import { emptySpaces } from '../setup';
import { finalScoring, roundScore } from './scoring';

/** The phases' endIf [spec §4.2] (game.ts, and the bots' kernel). */
export function phaseOver(G: RRState, phase: string | null): boolean {
  if (phase === 'startBonus') return G.startBonusOrder.length === 0;
  if (phase === 'actions') return G.flowPhase === 'actions' && Object.values(G.players).every((p) => p.passed);
  if (phase === 'roundEnd') return G.flowPhase === 'roundEnd' && G.roundEndQueue.length === 0;
  return false;
}

/** actions' turn.order.next [spec §4.2]: the next position that has not passed, or undefined. */
export function nextUnpassed(G: RRState, playOrder: string[], pos: number): number | undefined {
  const n = playOrder.length;
  for (let k = 1; k <= n; k++) {
    const i = (pos + k) % n;
    if (!G.players[playOrder[i]].passed) return i;
  }
  return undefined;
}

/** actions.onBegin [spec §4.3]. */
export function beginActions(G: RRState): void {
  G.flowPhase = 'actions';
  for (const p of Object.values(G.players)) p.passed = false;
  G.claims = { TO1: null, TO2: null };
  G.lastRoundTile = G.round === G.rounds;
  G.pending = [];
  G.turnDone = false;
}

/** Turn-order change [spec §4.3 roundEnd.onBegin 1; §10 #10]. */
export function newTurnOrder(old: string[], c1: string | null, c2: string | null): string[] {
  if (c1 && c2) return [c1, c2, ...old.filter((p) => p !== c1 && p !== c2)];
  if (c1) return [c1, ...old.filter((p) => p !== c1)];
  if (c2) return old[0] === c2 ? old : [old[0], c2, ...old.filter((p) => p !== old[0] && p !== c2)];
  return old;
}

function paidWithWorker(G: RRState, space: 'TO1' | 'TO2'): string | null {
  const pl = G.spaces[space]?.[0];
  return pl && pl.own + pl.temp + pl.black > 0 ? pl.player : null;
}

/** roundEnd.onBegin: new turn order, then the reuse queue (TO2 claimer first) [spec §4.3]. */
export function beginRoundEnd(G: RRState): void {
  G.flowPhase = 'roundEnd';
  G.turnOrder = newTurnOrder(G.turnOrder, G.claims.TO1, G.claims.TO2);
  G.roundEndQueue = [paidWithWorker(G, 'TO2'), paidWithWorker(G, 'TO1')].filter((x): x is string => !!x);
  G.pending = [];
  G.turnDone = false;
}

/** roundEnd.onEnd: scoring, then game end or cleanup [spec §4.3]. */
export function endRoundEnd(G: RRState): void {
  const scores: Record<string, Record<string, number>> = {};
  for (const [id, p] of Object.entries(G.players)) {
    const s = roundScore(p);
    p.vp.TS += s.TS;
    p.vp.SP += s.SP;
    p.vp.KV += s.KV;
    p.vp.industry += s.industry;
    p.score += s.total;
    scores[id] = { ...s };
  }
  G.lastRoundScores = scores;
  if (G.round >= G.rounds) {
    finalScoring(G);
    return;
  }
  for (const p of Object.values(G.players)) {
    p.ownAvailable = p.ownTotal;
    p.blackAvailable = p.hasBlackWorker;
    p.tempAvailable = 0;
  }
  G.tempOnBoard = true;
  G.spaces = emptySpaces();
  for (const p of Object.values(G.players)) for (const n of p.engineers) G.spaces[`${OWN_PREFIX}${n}`] = [];
  // engineer strip slides one slot right; the unhired tile in H leaves the game
  G.strip = [null, ...G.strip.slice(0, 6)];
  G.round += 1;
  G.roundEndQueue = [];
}

export function passVP(G: RRState, me: string): number {
  return TURN_ORDER_VP[G.turnOrder.indexOf(me)] ?? 0;
}
