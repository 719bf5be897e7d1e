// Shared pieces of the play-phase moves [spec §4.5].
import type { Cube, Seat, SRState } from '../types';
import type { Flow } from './types';

/** Can `kept` pay order tile cubes, with `blackAs` paid by one black cube? Returns the cubes paid or null. */
export function orderPayment(kept: Cube[], cubes: Cube[], blackAs: Cube | null): Cube[] | null {
  const pool = kept.slice();
  const paid: Cube[] = [];
  let needBlack = blackAs;
  for (const c of cubes) {
    if (needBlack === c) {
      const i = pool.indexOf('black');
      if (i < 0) return null;
      pool.splice(i, 1);
      paid.push('black');
      needBlack = null;
      continue;
    }
    const i = pool.indexOf(c);
    if (i < 0) return null;
    pool.splice(i, 1);
    paid.push(c);
  }
  return paid;
}

/** Some unowned order tile is payable by p (with or without one black cube). */
export function canPayAnyOrder(G: SRState, p: Seat): boolean {
  const kept = G.players[p].keptCubes;
  return G.orderTiles.some(
    (o) =>
      o.owner === null &&
      [null, ...new Set(o.cubes)].some(
        (b) => (b === null || kept.includes('black')) && orderPayment(kept, o.cubes, b) !== null,
      ),
  );
}

/** After any action (drawTrack, upgradeEngine, deliver, takeActionTile, passAction) [spec §4.5]. */
export function afterAction(G: SRState, p: Seat): Flow {
  const t = G.turn;
  t.actionsDone++;
  t.currentDie = null;
  t.modsUsed = {};
  t.trackHex = null;
  if (t.twoDice && t.actionsDone === 1) return { kind: 'stage', stage: 'pickDie' };
  if (G.options.orderTiles && !t.orderDone && canPayAnyOrder(G, p)) return { kind: 'stage', stage: 'afterAction' };
  return { kind: 'endTurn' };
}
