// Atomic state changes with their bonus checks [spec §4.5 "Doublers", "Extra workers", §4.10].
import { FACTORIES, INDUSTRY_GAP, INDUSTRY_TOKEN_POS, MAX_DOUBLER_SLOTS } from '../data/board';
import type { Color, PlayerState, Route, RRState, ScoreCat, TokenSpot } from '../types';
import { industryTarget } from './industry';
import { reach, stepTarget } from './track';
import { applyEffect } from './effects';

export function addVP(p: PlayerState, cat: ScoreCat, n: number): void {
  if (!n) return;
  p.vp[cat] += n;
  p.score += n;
}

export function doublerRoom(G: RRState, p: PlayerState): number {
  return Math.max(0, Math.min(G.doublerSupply, MAX_DOUBLER_SLOTS - p.doublers));
}

/** Place up to n doublers (as supply and slots allow) [spec §4.5]. */
export function addDoublers(G: RRState, p: PlayerState, n: number): void {
  const k = Math.min(n, doublerRoom(G, p));
  G.doublerSupply -= k;
  p.doublers += k;
}

export function gainWorker(p: PlayerState): void {
  if (p.ownStock <= 0) return;
  p.ownStock -= 1;
  p.ownAvailable += 1;
  p.ownTotal += 1;
  p.extraWorkersGained += 1;
}

function pushToken(G: RRState, spot: TokenSpot): void {
  G.pending.push({ kind: 'chooseToken', spot, mandatory: true, group: G.nextGroup++ });
}

/** One-time specials of the player board [spec §2.2, §4.10]. */
export function checkBonuses(G: RRState, me: string): void {
  const p = G.players[me];
  const once = (key: string, cond: boolean, fn: () => void) => {
    if (!p.done[key] && cond) {
      p.done[key] = true;
      fn();
    }
  };
  const { TS, SP, KV } = p.pos;
  const rTS = reach(p, 'TS');
  const rSP = reach(p, 'SP');
  once('TS2', TS.black >= 2, () => (p.unlocked.grey = true));
  once('TS3', TS.brown >= 3 && rTS >= 3, () => gainWorker(p));
  once('TS6', TS.black >= 6, () => (p.unlocked.brown = true));
  once('TS10', TS.black >= 10, () => (p.unlocked.natural = true));
  once('TS13', TS.black >= 13 && rTS >= 13, () => pushToken(G, 'TS13'));
  once('TS15', TS.black >= 15, () => {
    p.unlocked.white = true;
    addVP(p, 'bonuses', 10);
    // [spec §10 #15] white 2 steps, all or nothing
    if (TS.natural >= 3) TS.white = 2;
  });
  once('SP4', SP.black >= 4 && rSP >= 4, () => pushToken(G, 'SP4'));
  once('SP6', SP.black >= 6 && rSP >= 6, () => pushToken(G, 'SP6'));
  once('SP9', SP.black >= 9, () => addVP(p, 'bonuses', 10));
  once('KV7', KV.black >= 7, () => gainWorker(p));
  once('KV9', KV.black >= 9, () => addVP(p, 'bonuses', 10));
}

/** Move one marker one step (assumed legal) and run the bonus checks. */
export function doStep(G: RRState, me: string, route: Route, color: Color): void {
  const p = G.players[me];
  p.pos[route][color] = stepTarget(p, route, color);
  checkBonuses(G, me);
}

/** Move an industry marker one step (assumed legal): factory abilities and the "?" space [spec §4.4]. */
export function doIndustryStep(G: RRState, me: string, marker: number): void {
  const p = G.players[me];
  const t = industryTarget(p, marker);
  p.industry[marker] = t;
  const gap = INDUSTRY_GAP[t];
  if (gap !== null) {
    const f = p.factories[gap];
    if (f !== null) applyEffect(G, me, FACTORIES[f], { mandatory: false, blackWorker: false, source: `factory-${f}` });
  }
  // the 2nd marker never triggers the "?" space [spec §2.6 T3]
  if (t === INDUSTRY_TOKEN_POS && marker === 0 && !p.done.IND) {
    p.done.IND = true;
    pushToken(G, 'IND');
  }
}
