// Secrets [spec §6]: decks, removed cards and opponents' barons.
import type { Ctx } from 'boardgame.io';
import { BARONS, OPS_CARDS } from './data/cards';
import type { RotwState } from './types';

export function playerView({ G, playerID }: { G: RotwState; ctx: Ctx; playerID: string | null }): RotwState {
  const v: RotwState = JSON.parse(JSON.stringify(G));
  v.opsDeck = Array.isArray(G.opsDeck) ? G.opsDeck.length : G.opsDeck;
  v.opsRemoved = Array.isArray(G.opsRemoved) ? G.opsRemoved.length : G.opsRemoved;
  v.baronDeck = Array.isArray(G.baronDeck) ? G.baronDeck.length : G.baronDeck;
  if (!G.gameOver) {
    for (const id in v.players) {
      if (id === playerID) continue;
      v.players[id].baronOptions = [];
      v.players[id].baronId = v.players[id].baronId ? 'hidden' : null;
    }
  }
  return v;
}

const size = (x: string[] | number) => (Array.isArray(x) ? x.length : x);

/** Re-sample what `seat` cannot see [GameModule.determinize]: deck order, removed bounties, others' barons. */
export function determinize(G: RotwState, _ctx: Ctx, seat: string, rand: () => number): RotwState {
  const v: RotwState = JSON.parse(JSON.stringify(G));
  const shuffle = <T>(a: T[]): T[] => {
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  };
  // Operations cards: everything not visible is in the deck or the removed pile.
  const seen = new Set<string>([...v.opsDisplay, ...v.opsDiscard]);
  for (const p of Object.values(v.players)) for (const c of [...p.hand, ...p.tableau]) seen.add(c);
  if (v.pending) seen.add(v.pending.cardId);
  const unseenOps = shuffle(OPS_CARDS.map((c) => c.id).filter((id) => !seen.has(id)));
  const deckN = size(G.opsDeck);
  v.opsDeck = unseenOps.slice(0, deckN);
  v.opsRemoved = unseenOps.slice(deckN, deckN + size(G.opsRemoved));
  // Barons: the seat knows its own card(s) only (all revealed after the end).
  if (!G.gameOver) {
    const mine = new Set<string>([
      ...v.players[seat].baronOptions,
      ...(v.players[seat].baronId ? [v.players[seat].baronId] : []),
    ]);
    const pool = shuffle(BARONS.map((b) => b.id).filter((id) => !mine.has(id)));
    for (const id in v.players) {
      if (id === seat) continue;
      const p = v.players[id];
      if (p.baronId !== null) {
        p.baronId = pool.pop()!;
        p.baronOptions = [];
      } else p.baronOptions = [pool.pop()!, pool.pop()!];
    }
    v.baronDeck = pool;
  } else if (!Array.isArray(v.baronDeck)) {
    const known = new Set(
      Object.values(v.players).flatMap((p) => [...p.baronOptions, ...(p.baronId ? [p.baronId] : [])]),
    );
    v.baronDeck = shuffle(BARONS.map((b) => b.id).filter((id) => !known.has(id)));
  }
  return v;
}
