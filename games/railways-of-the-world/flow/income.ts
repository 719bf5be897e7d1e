// Income and Dividends: the `actions` phase onEnd [spec §4.6].
import { BOND_INTEREST, BOND_VALUE, incomeFor } from '../data/tables';
import { hexKey } from '../hex';
import { addLog } from '../rules/economy';
import { computeResult } from '../rules/final';
import type { RotwState } from '../types';

export function payInterest(G: RotwState, p: string): void {
  const pl = G.players[p];
  const interest = pl.bonds * BOND_INTEREST;
  if (pl.cash >= interest) {
    pl.cash -= interest;
    return;
  }
  const k = Math.ceil((interest - pl.cash) / BOND_VALUE);
  pl.bonds += k;
  pl.cash = pl.cash + BOND_VALUE * k - interest;
  addLog(G, `P${p} issues ${k} bond${k > 1 ? 's' : ''} for interest`);
}

export function removeIncompleteLinks(G: RotwState): void {
  for (const id of Object.keys(G.links)) {
    const l = G.links[id];
    if (l.complete) continue;
    for (const t of l.tiles) {
      const key = hexKey(t.q, t.r);
      const rest = (G.hexTracks[key] ?? []).filter((x) => x.linkId !== id);
      if (rest.length) G.hexTracks[key] = rest;
      else delete G.hexTracks[key];
    }
    G.players[l.owner].locomotivesLeft += 1;
    delete G.links[id];
  }
}

export function incomePhase(G: RotwState): void {
  G.build = null;
  G.pending = null;
  G.extraActions = 0;
  G.buildCancels = 0;
  for (const p of G.turnOrder) G.players[p].cash += incomeFor(G.players[p].points); // 1
  for (const p of G.turnOrder) payInterest(G, p); // 2
  removeIncompleteLinks(G); // 3
  if (G.options.tenthAnniversary && Array.isArray(G.opsDeck) && G.opsDeck.length > 0)
    G.opsDisplay.push(G.opsDeck.shift()!); // 4
  addLog(G, `Income and dividends, game turn ${G.turn}`);
  G.lastEvent = { kind: 'income', player: null };
  if ((G.endTriggerTurn !== null && G.turn >= G.endTriggerTurn + 1) || G.turn >= G.turnCap)
    G.gameOver = computeResult(G); // 5
  G.turn += 1; // 6
}
