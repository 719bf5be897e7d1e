// Applying the build moves [spec §4.5.2]. Each returns true when the action is over.
import { OPS_BY_ID } from '../data/cards';
import { hexKey } from '../hex';
import type { BuildOrigin, Edge, Link, RotwState } from '../types';
import { addLog, pay } from './economy';
import { checkGoals, checkMajorLines } from './network';
import type { PlaceCheck, RedirectCheck, Target } from './track';

export function applyBeginBuild(
  G: RotwState,
  origin: BuildOrigin,
  landGrantCardId: string | null,
  diamonds: string[],
): void {
  G.build = {
    linkId: origin.kind === 'link' ? origin.linkId : null,
    origin:
      origin.kind === 'city'
        ? { kind: 'city', cityId: origin.cityId, dir: origin.dir }
        : { kind: 'link', linkId: origin.linkId },
    tilesPlaced: 0,
    maxTiles: diamonds.some((id) => OPS_BY_ID[id].kind === 'perfectEngineering') ? 5 : 4,
    redirected: false,
    landGrantCardId,
    diamonds: diamonds.slice(),
  };
}

export function applyPlaceTrack(G: RotwState, p: string, chk: PlaceCheck): boolean {
  const b = G.build!;
  pay(G, p, chk.cost);
  if (b.linkId === null) {
    const o = b.origin as { kind: 'city'; cityId: string };
    const id = `L${G.nextLinkId++}`;
    G.links[id] = { id, owner: p, cityA: o.cityId, cityB: null, tiles: [], complete: false };
    G.players[p].locomotivesLeft -= 1;
    b.linkId = id;
  }
  const link = G.links[b.linkId];
  link.tiles.push({ q: chk.q, r: chk.r, entry: chk.entry, exit: chk.exit });
  (G.hexTracks[hexKey(chk.q, chk.r)] ??= []).push({ linkId: link.id, a: chk.entry, b: chk.exit });
  b.tilesPlaced += 1;
  G.lastEvent = { kind: 'build', player: p, linkIds: [link.id], hexes: [hexKey(chk.q, chk.r)] };
  if (resolveTarget(G, p, link, chk.target)) return true;
  if (b.tilesPlaced >= b.maxTiles) return endBuild(G, p);
  return false;
}

export function applyRedirect(G: RotwState, p: string, chk: RedirectCheck): boolean {
  const b = G.build!;
  pay(G, p, chk.cost);
  const link = G.links[(b.origin as { linkId: string }).linkId];
  const last = link.tiles[link.tiles.length - 1];
  const hx = G.hexTracks[hexKey(last.q, last.r)];
  const entry = hx.find((t) => t.linkId === link.id && t.a === last.entry && t.b === last.exit)!;
  entry.b = chk.exit;
  last.exit = chk.exit;
  b.redirected = true;
  G.lastEvent = { kind: 'build', player: p, linkIds: [link.id], hexes: [hexKey(last.q, last.r)] };
  return resolveTarget(G, p, link, chk.target);
}

/** Completion or join after a tile [spec §4.5.2 effects 4–5]. */
function resolveTarget(G: RotwState, p: string, link: Link, target: Target): boolean {
  if (target.kind === 'open') return false;
  if (target.kind === 'city') {
    link.cityB = target.cityId;
  } else {
    const m = G.links[target.linkId];
    for (let i = m.tiles.length - 1; i >= 0; i--) {
      const t = m.tiles[i];
      link.tiles.push({ q: t.q, r: t.r, entry: t.exit as Edge, exit: t.entry as Edge });
      for (const path of G.hexTracks[hexKey(t.q, t.r)]) {
        if (path.linkId === m.id && path.a === t.entry && path.b === t.exit) {
          path.linkId = link.id;
          path.a = t.exit;
          path.b = t.entry;
        }
      }
    }
    link.cityB = m.cityA;
    delete G.links[m.id];
    G.players[p].locomotivesLeft += 1;
  }
  link.complete = true;
  addLog(G, `P${p} completes link ${link.cityA}–${link.cityB}`);
  checkMajorLines(G, p);
  checkGoals(G, p, { kind: 'linkCompleted' });
  return endBuild(G, p);
}

/** End the build: spend the Land Grant [spec §4.5.2 "End the build"]. The diamonds are not marked:
 *  each may be used again in the player's next action [seed 003: 手番ごとに1回; rules version 3]. */
export function endBuild(G: RotwState, p: string): boolean {
  const b = G.build!;
  const pl = G.players[p];
  if (b.landGrantCardId) {
    pl.hand.splice(pl.hand.indexOf(b.landGrantCardId), 1);
    G.opsDiscard.push(b.landGrantCardId);
  }
  return true;
}
