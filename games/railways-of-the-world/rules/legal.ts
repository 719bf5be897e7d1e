// The one legal-move generator: candidates + whyIllegal [spec §7; GameModule.legalMoves].
import type { Ctx } from 'boardgame.io';
import type { LegalMove } from '../../common/module';
import { BUILD_DIAMONDS, OPS_BY_ID } from '../data/cards';
import { CITIES } from '../data/map';
import { BID_LIST_MAX, BID_STEP, MIN_BID, NEW_CITY_COLORS } from '../data/tables';
import type { BuildOrigin, RotwState } from '../types';
import { checkTakeCard, checkUpgrade, checkUrbanize, checkWesternLink } from './actions';
import { checkDelivery, enumerateDeliveries } from './deliver';
import { ownsLinkLookup } from './network';
import {
  checkCityOrigin,
  checkPlace,
  checkRedirect,
  cityOriginsWithFirstStep,
  hasFirstStep,
  legalExits,
  type PlaceCheck,
  type RedirectCheck,
} from './track';

type Arg = Record<string, unknown> | undefined;

export const MOVE_PHASE: Record<string, string> = {
  chooseBaron: 'chooseBaron',
  bid: 'auction',
  passBid: 'auction',
  passAction: 'actions',
  beginBuild: 'actions',
  placeTrack: 'actions',
  redirectTrack: 'actions',
  finishBuild: 'actions',
  cancelBuild: 'actions',
  urbanize: 'actions',
  deliverGoods: 'actions',
  upgradeEngine: 'actions',
  takeOperationsCard: 'actions',
  resolveCityGrowth: 'actions',
  resolveNewIndustry: 'actions',
  buildWesternLink: 'actions',
};
const BUILD_MOVES = new Set(['placeTrack', 'redirectTrack', 'finishBuild', 'cancelBuild']);
const RESOLVE_MOVES: Record<string, string> = { resolveCityGrowth: 'cityGrowth', resolveNewIndustry: 'newIndustry' };

export function minBid(G: RotwState): number {
  return Math.max(MIN_BID, (G.auction?.highBid ?? 0) + BID_STEP);
}

function whyBeginBuild(G: RotwState, p: string, a: Record<string, unknown>): string | null {
  const o = a.origin as Record<string, unknown> | undefined;
  if (!o || typeof o !== 'object') return 'bad-origin';
  if (o.kind === 'city') {
    const r = checkCityOrigin(G, p, o.cityId, o.dir);
    if (r) return r;
  } else if (o.kind === 'link') {
    const l = typeof o.linkId === 'string' ? G.links[o.linkId] : undefined;
    if (!l || l.owner !== p) return 'not-your-link';
    if (l.complete) return 'link-complete';
  } else return 'bad-origin';
  if (!hasFirstStep(G, p, o as unknown as BuildOrigin)) return 'no-legal-tile'; // [design] no dead-end builds
  const pl = G.players[p];
  const lg = a.landGrantCardId;
  if (lg !== undefined && lg !== null) {
    if (typeof lg !== 'string' || !pl.hand.includes(lg) || OPS_BY_ID[lg]?.kind !== 'landGrant') return 'no-such-card';
    if (firstLandGrant(G, p) !== lg) return 'use-first-card'; // [design] canonical card id
  }
  const ds = a.diamonds;
  if (ds !== undefined) {
    if (!Array.isArray(ds)) return 'diamond-unavailable';
    for (let i = 0; i < ds.length; i++) {
      const id = ds[i];
      // usable in every action [seed 003: 手番ごとに1回], so nothing to check beyond holding it
      if (typeof id !== 'string' || !BUILD_DIAMONDS.includes(id) || !pl.tableau.includes(id))
        return 'diamond-unavailable';
      if (i > 0 && ds[i - 1] >= id) return 'duplicate-diamond'; // ascending, unique [design]
    }
    if (ds.filter((id) => OPS_BY_ID[id as string].kind === 'perfectEngineering').length > 1) return 'duplicate-diamond';
  }
  return null;
}

function firstLandGrant(G: RotwState, p: string): string | undefined {
  return G.players[p].hand.filter((id) => OPS_BY_ID[id].kind === 'landGrant').sort()[0];
}

/** Why `move(arg)` by `p` is refused, or null [spec §4.3–4.5]. */
export function whyIllegal(G: RotwState, ctx: Ctx, p: string, move: string, arg?: Arg): string | null {
  const v = verdict(G, ctx, p, move, arg);
  return typeof v === 'string' ? v : null;
}

/** whyIllegal's reason (a string) or, when accepted, null or the check the move then applies:
 *  a PlaceCheck (placeTrack), a RedirectCheck (redirectTrack), the visited cities (deliverGoods). */
export type Verdict = string | null | PlaceCheck | RedirectCheck | string[];

export function verdict(G: RotwState, ctx: Ctx, p: string, move: string, arg?: Arg): Verdict {
  if (G.gameOver || ctx.gameover) return 'game-over';
  const phase = MOVE_PHASE[move];
  if (!phase) return 'unknown-move';
  if (ctx.phase !== phase) return 'wrong-phase';
  const a = (arg ?? {}) as Record<string, unknown>;
  const pl = G.players[p];
  if (!pl) return 'not-your-turn';
  if (move === 'chooseBaron') {
    if (!ctx.activePlayers || !(p in ctx.activePlayers)) return 'not-your-turn';
    if (pl.baronId !== null) return 'baron-chosen';
    if (a.index !== 0 && a.index !== 1) return 'bad-index';
    return null;
  }
  if (p !== ctx.currentPlayer) return 'not-your-turn';
  if (phase === 'auction') {
    const au = G.auction;
    if (!au) return 'wrong-phase';
    if (au.passed.includes(p)) return 'already-passed';
    if (move === 'passBid') return null;
    // Any higher bid, with no upper limit [seed 003: 各プレイヤーは直前の入札より高い額で『入札』…;
    // プレイヤーはこのお金を支払うために社債券を発行することができます; bonds are unlimited, spec
    // §2.1]. A safe integer only because money must stay exact (rules version 3).
    const amt = a.amount;
    if (typeof amt !== 'number' || !Number.isSafeInteger(amt) || amt % BID_STEP !== 0) return 'bad-amount';
    if (amt < minBid(G)) return 'bid-too-low';
    return null;
  }
  // [spec §4.5 Action state]
  if (BUILD_MOVES.has(move)) {
    if (!G.build) return 'no-build';
    if (move === 'placeTrack') return checkPlace(G, p, a.exit as number);
    if (move === 'redirectTrack') return checkRedirect(G, p, a.exit as number);
    const started = G.build.tilesPlaced > 0 || G.build.redirected;
    if (move === 'finishBuild') return started ? null : 'no-tile-placed';
    if (started) return 'build-started'; // cancelBuild
    return G.buildCancels >= 1 ? 'cancel-limit' : null; // [design] one cancel per action
  }
  if (move in RESOLVE_MOVES) {
    if (G.pending?.type !== RESOLVE_MOVES[move]) return 'no-pending';
    if (move === 'resolveCityGrowth') return typeof a.cityId === 'string' && G.cities[a.cityId] ? null : 'unknown-city';
    return checkUrbanize(G, a.cityId, a.color);
  }
  if (G.build || G.pending) return 'action-in-progress';
  switch (move) {
    case 'passAction':
      return null;
    case 'beginBuild':
      return whyBeginBuild(G, p, a);
    case 'urbanize':
      return checkUrbanize(G, a.cityId, a.color);
    case 'deliverGoods':
      return checkDelivery(G, p, a);
    case 'upgradeEngine':
      return checkUpgrade(G, p, a.subsidyCardId);
    case 'takeOperationsCard':
      return checkTakeCard(G, a.cardId);
    case 'buildWesternLink':
      return checkWesternLink(G, p, a.cityId);
  }
  return 'unknown-move';
}

const mv = (move: string, arg?: Record<string, unknown>): LegalMove => ({ move, args: arg ? [arg] : [] });

/** Card variants for beginBuild (canonical forms only). */
function buildCardVariants(G: RotwState, p: string): Record<string, unknown>[] {
  const pl = G.players[p];
  const lg = firstLandGrant(G, p);
  const usable = BUILD_DIAMONDS.filter((id) => pl.tableau.includes(id));
  const pe = usable.filter((id) => OPS_BY_ID[id].kind === 'perfectEngineering');
  const singles = usable.filter((id) => OPS_BY_ID[id].kind !== 'perfectEngineering');
  const groups: string[][] = [[]];
  for (const d of [...(pe.length ? [pe] : []), ...singles.map((s) => [s])]) {
    const n = groups.length;
    for (let i = 0; i < n; i++) for (const choice of d) groups.push([...groups[i], choice]);
  }
  const out: Record<string, unknown>[] = [];
  for (const g of groups) {
    const ds = g.slice().sort();
    for (const land of lg ? [null, lg] : [null]) {
      const v: Record<string, unknown> = {};
      if (land) v.landGrantCardId = land;
      if (ds.length) v.diamonds = ds;
      out.push(v);
    }
  }
  return out;
}

/** The argument domain worth checking now (then filtered by whyIllegal): every state except the
 *  start of an action, which `actionStartMoves` generates directly. */
export function candidates(G: RotwState, ctx: Ctx, p: string): LegalMove[] {
  const out: LegalMove[] = [];
  if (G.gameOver || ctx.gameover) return out;
  if (ctx.phase === 'chooseBaron') return [mv('chooseBaron', { index: 0 }), mv('chooseBaron', { index: 1 })];
  if (ctx.phase === 'auction') {
    // A bounded list, not the legal set: every bid from the minimum raise up to BID_LIST_MAX. Higher
    // bids are legal (whyIllegal accepts them) but never listed, so bots never make them.
    for (let a = minBid(G); a <= BID_LIST_MAX; a += BID_STEP) out.push(mv('bid', { amount: a }));
    out.push(mv('passBid'));
    return out;
  }
  if (G.build) {
    const b = G.build;
    for (let e = 0; e < 6; e++) out.push(mv('placeTrack', { exit: e }));
    if (b.origin.kind === 'link' && b.tilesPlaced === 0 && !b.redirected) {
      const l = G.links[b.origin.linkId];
      const last = l.tiles[l.tiles.length - 1];
      for (const e of legalExits(last.entry)) out.push(mv('redirectTrack', { exit: e }));
    }
    out.push(mv('finishBuild'), mv('cancelBuild'));
    return out;
  }
  if (G.pending) {
    if (G.pending.type === 'cityGrowth') for (const c of CITIES) out.push(mv('resolveCityGrowth', { cityId: c.id }));
    else
      for (const c of CITIES)
        for (const col of NEW_CITY_COLORS) out.push(mv('resolveNewIndustry', { cityId: c.id, color: col }));
    return out;
  }
  return out;
}

/** The start of an action (phase `actions`, no build, no pending card): the one state where the
 *  domain is large, so the moves are generated from the checks that remain once the shared
 *  preconditions hold (passAction has exactly those), in the order: beginBuild (city sides, then
 *  p's incomplete links, times the canonical card variants), urbanize, deliverGoods,
 *  upgradeEngine, takeOperationsCard, buildWesternLink, passAction. The completeness test checks
 *  the result against whyIllegal over the whole argument domain. */
function actionStartMoves(G: RotwState, ctx: Ctx, p: string): LegalMove[] {
  const out: LegalMove[] = [];
  if (whyIllegal(G, ctx, p, 'passAction') !== null) return out;
  const variants = buildCardVariants(G, p);
  const owns = ownsLinkLookup(G, p);
  const addOrigin = (origin: Record<string, unknown>) => {
    for (const v of variants) out.push(mv('beginBuild', { origin, ...v }));
  };
  for (const origin of cityOriginsWithFirstStep(G, p, owns)) addOrigin(origin);
  for (const id in G.links) {
    const l = G.links[id];
    if (l.owner !== p || l.complete) continue;
    const origin: BuildOrigin = { kind: 'link', linkId: id };
    if (hasFirstStep(G, p, origin, owns)) addOrigin(origin);
  }
  for (const c of CITIES) {
    if (G.cities[c.id].color !== 'gray') continue;
    for (const color of NEW_CITY_COLORS)
      if (!checkUrbanize(G, c.id, color)) out.push(mv('urbanize', { cityId: c.id, color }));
  }
  for (const d of enumerateDeliveries(G, p)) {
    if (typeof checkDelivery(G, p, d as unknown as Record<string, unknown>) !== 'string')
      out.push(mv('deliverGoods', d as unknown as Record<string, unknown>));
  }
  if (!checkUpgrade(G, p, undefined)) out.push(mv('upgradeEngine'));
  for (const id of G.players[p].hand) {
    if (OPS_BY_ID[id].kind === 'subsidy' && !checkUpgrade(G, p, id))
      out.push(mv('upgradeEngine', { subsidyCardId: id }));
  }
  for (const id of G.opsDisplay) if (!checkTakeCard(G, id)) out.push(mv('takeOperationsCard', { cardId: id }));
  for (const cityId of ['KCY', 'DSM'])
    if (!checkWesternLink(G, p, cityId)) out.push(mv('buildWesternLink', { cityId }));
  out.push(mv('passAction'));
  return out;
}

export function legalMoves(G: RotwState, ctx: Ctx, p: string): LegalMove[] {
  if (!G.gameOver && !ctx.gameover && ctx.phase === 'actions' && !G.build && !G.pending)
    return actionStartMoves(G, ctx, p);
  return candidates(G, ctx, p).filter((m) => whyIllegal(G, ctx, p, m.move, m.args[0]) === null);
}
