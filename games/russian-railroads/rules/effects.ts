// Effects of spaces, engineers, factories, tokens and cards: execution and full-executability
// [spec §2.5–§2.7, §4.5, §4.6, §4.9].
import { ENGINEERS } from '../data/engineers';
import type { Effect } from '../data/effects';
import { SPACE_BY_ID, OWN_PREFIX } from '../data/spaces';
import type { AdvCardId, Quota, RRState, TokenId } from '../types';
import { addDoublers, addVP, doublerRoom } from './bonus';
import { canIndustry } from './industry';
import { allLocoNumbers, factoryAvailable, locoPlaceable, lowestPile, pileTotal, placeTargets } from './locos';
import { canDoSteps } from './track';

export interface EffectOpts {
  mandatory: boolean;
  blackWorker: boolean;
  source: string;
}

/** The effect of an action space (board, public engineer slot or owned engineer). */
export function spaceEffect(G: RRState, id: string): Effect | null {
  if (id.startsWith(OWN_PREFIX)) return ENGINEERS[Number(id.slice(OWN_PREFIX.length))] ?? null;
  if (id === 'ENG1') return G.strip[5] ? ENGINEERS[G.strip[5]] : null;
  if (id === 'ENG2') return G.strip[4] ? ENGINEERS[G.strip[4]] : null;
  return SPACE_BY_ID[id]?.effect ?? null;
}

function hasBlackQuota(q: Quota | undefined): boolean {
  return !!q && ((q.black ?? 0) > 0 || (q.blackOrGrey ?? 0) > 0 || (q.any ?? 0) > 0);
}

/** Apply immediate parts and queue the choices of an effect [spec §4.5]. */
export function applyEffect(G: RRState, me: string, eff: Effect, o: EffectOpts): void {
  const p = G.players[me];
  const group = G.nextGroup++;
  const mandatory = o.mandatory;
  if (eff.vp) addVP(p, 'bonuses', eff.vp);
  if (eff.vpEngineers)
    addVP(
      p,
      'bonuses',
      p.engineers.reduce((a, b) => a + b, 0),
    );
  if (eff.vpTopLocos) {
    const top = allLocoNumbers(p)
      .sort((a, b) => b - a)
      .slice(0, 2);
    addVP(
      p,
      'bonuses',
      top.reduce((a, b) => a + b, 0),
    );
  }
  if (eff.rubles) p.rubles += eff.rubles;
  if (eff.doublers) addDoublers(G, p, eff.doublers);
  if (eff.temp) {
    p.tempAvailable = 2;
    G.tempOnBoard = false;
  }
  if (eff.take) {
    const t = eff.take;
    G.pending.push({
      kind: 'takeTile',
      loco: t.loco ?? 0,
      factory: t.factory ?? 0,
      either: t.either ?? 0,
      mandatory,
      group,
    });
  }
  if (eff.steps) G.pending.push({ kind: 'steps', quota: { ...eff.steps }, mandatory, group });
  if (eff.industry) G.pending.push({ kind: 'industry', n: eff.industry, mandatory, group });
  if (eff.reuse) G.pending.push({ kind: 'chooseReuse', source: o.source, mandatory: false, group });
  if (eff.endBonus) G.pending.push({ kind: 'endBonus', mandatory: false, group });
  // [spec §2.7 C4, §4.5] black-worker bonus: one optional extra black step after a black step
  if (o.blackWorker && hasBlackQuota(eff.steps)) {
    G.pending.push({ kind: 'steps', quota: { black: 1 }, mandatory: false, group, bonus: true, armed: false });
  }
}

/** Full executability of a competitive action [spec §4.9]. */
export function executable(G: RRState, me: string, eff: Effect, source: string): boolean {
  const p = G.players[me];
  if (eff.steps && !canDoSteps(p, eff.steps)) return false;
  if (eff.industry && !canIndustry(p, eff.industry)) return false;
  if (eff.doublers && doublerRoom(G, p) < eff.doublers) return false;
  if (eff.hire && G.strip[6] === null) return false;
  if (eff.take) {
    const t = eff.take;
    if (t.either && !locoPlaceable(G, p) && !factoryAvailable(G)) return false;
    // [spec §4.5] L3 needs a locomotive and a factory [design: two tiles, or one plus the pool]
    if (t.loco && !locoPlaceable(G, p)) return false;
    if (t.loco && t.factory && pileTotal(G) < 2 && G.factoryPool.length === 0) return false;
    if (!t.loco && t.factory && !factoryAvailable(G)) return false;
  }
  if (eff.reuse && reuseCandidates(G, me, source).length === 0) return false;
  return true;
}

const NOT_REUSABLE = ['TEMP', 'HIRE', 'TO1', 'TO2'];

/** Spaces where I placed exactly one token this round [spec §4.4 chooseReuse, §10 #13]. */
export function reuseCandidates(G: RRState, me: string, source: string): string[] {
  const out: string[] = [];
  for (const id of Object.keys(G.spaces)) {
    if (NOT_REUSABLE.includes(id) || id === source) continue;
    const eff = spaceEffect(G, id);
    if (!eff || eff.reuse) continue;
    if (G.spaces[id].some((pl) => pl.player === me && pl.own + pl.temp + pl.black + pl.rubles === 1 && pl.fee === 0))
      out.push(id);
  }
  return out;
}

export function reuseWithBlack(G: RRState, me: string, id: string): boolean {
  return G.spaces[id].some(
    (pl) => pl.player === me && pl.black === 1 && pl.own + pl.temp + pl.rubles === 0 && pl.fee === 0,
  );
}

/** Advantage tokens [spec §2.6]. */
export function applyToken(G: RRState, me: string, token: TokenId): void {
  const p = G.players[me];
  const src = `token-${token}`;
  switch (token) {
    case 'T1':
      applyEffect(G, me, { steps: { any: 4 } }, { mandatory: false, blackWorker: false, source: src });
      break;
    case 'T2':
      applyEffect(G, me, { industry: 5 }, { mandatory: false, blackWorker: false, source: src });
      break;
    case 'T3':
      if (p.industry.length < 2) p.industry.push(0);
      break;
    case 'T4':
      addDoublers(G, p, 3);
      break;
    case 'T5':
      p.revaluation = true;
      break;
    case 'T6':
      p.kievMedal = true;
      break;
    case 'T7': {
      const group = G.nextGroup++;
      if (G.advCards.some((c) => cardExecutable(G, me, c)))
        G.pending.push({ kind: 'chooseCard', mandatory: false, group });
      G.pending.push({ kind: 'endBonus', mandatory: false, group });
      break;
    }
  }
}

/** Can an advantage card be carried out in full [spec §2.7, §4.9]. */
export function cardExecutable(G: RRState, me: string, card: AdvCardId): boolean {
  const p = G.players[me];
  switch (card) {
    case 'C1':
      return (
        doublerRoom(G, p) >= 1 &&
        canIndustry(p, 1) &&
        canDoSteps(p, { black: 1 }) &&
        (doublerRoom(G, p) >= 2 || canIndustry(p, 2) || canDoSteps(p, { black: 2 }))
      );
    case 'C2':
      return true;
    case 'C3': {
      if (!factoryAvailable(G)) return false;
      const f = p.factories.slice();
      const i = f.indexOf(null);
      if (i >= 0) f[i] = 1;
      return canIndustry(p, 2, f);
    }
    case 'C4':
      return true;
    case 'C5':
      return placeTargets(p, 9).length > 0;
  }
}

export function applyCard(G: RRState, me: string, card: AdvCardId): void {
  const p = G.players[me];
  G.advCards = G.advCards.filter((c) => c !== card);
  const group = G.nextGroup++;
  switch (card) {
    case 'C1':
      addDoublers(G, p, 1);
      G.pending.push({ kind: 'industry', n: 1, mandatory: true, group });
      G.pending.push({ kind: 'steps', quota: { black: 1 }, mandatory: true, group });
      // chosen once the three parts are done (pending.ts `waiting`)
      G.pending.push({ kind: 'c1Repeat', mandatory: true, group });
      break;
    case 'C2':
      p.engineers.push(1);
      G.spaces[`${OWN_PREFIX}1`] = [];
      p.rubles += 1;
      break;
    case 'C3':
      G.pending.push({ kind: 'takeTile', loco: 0, factory: 1, either: 0, mandatory: true, group });
      G.pending.push({ kind: 'industry', n: 2, mandatory: true, group });
      break;
    case 'C4':
      p.hasBlackWorker = true;
      p.blackAvailable = true;
      p.extraWorkersGained += 1;
      break;
    case 'C5':
      G.pending.unshift({ kind: 'placeLoco', number: 9, special9: true, mandatory: true, group });
      break;
  }
}

export type C1Effect = 'doubler' | 'industry' | 'black';
export const C1_EFFECTS: C1Effect[] = ['doubler', 'industry', 'black'];

/** C1's repeat: the already-queued parts count against the room [spec §2.7 C1]. */
export function c1RepeatPossible(G: RRState, me: string, e: C1Effect): boolean {
  const p = G.players[me];
  const queuedInd = G.pending
    .filter((x) => x.kind === 'industry')
    .reduce((a, x) => a + (x.kind === 'industry' ? x.n : 0), 0);
  const queuedBlack = G.pending.reduce((a, x) => a + (x.kind === 'steps' && !x.bonus ? (x.quota.black ?? 0) : 0), 0);
  if (e === 'doubler') return doublerRoom(G, p) >= 1;
  if (e === 'industry') return canIndustry(p, queuedInd + 1);
  return canDoSteps(p, { black: queuedBlack + 1 });
}

export function lowestLoco(G: RRState): number {
  return lowestPile(G);
}
