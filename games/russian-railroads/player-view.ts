// Secrets [spec §6]: end-bonus hands and the pile are hidden; determinize re-samples them.
import type { Ctx } from 'boardgame.io';
import { END_BONUS } from './types';
import type { RRState } from './types';

export const HIDDEN = '?';

export function playerView(G: RRState, playerID: string | null | undefined, gameover: boolean): RRState {
  if (gameover) return G;
  const players: RRState['players'] = {};
  for (const [id, p] of Object.entries(G.players)) {
    players[id] = id === playerID ? p : { ...p, endBonus: p.endBonus.map(() => HIDDEN) };
  }
  const seesPile = playerID != null && G.lookingAtPile === playerID;
  return { ...G, players, endBonusPile: seesPile ? G.endBonusPile : G.endBonusPile.map(() => HIDDEN) };
}

/** Re-sample every end-bonus card `seat` cannot see, keeping all sizes [GameModule.determinize]. */
export function determinize(G: RRState, ctx: Ctx, seat: string, rand: () => number): RRState {
  if (ctx.gameover) return G;
  const seesPile = G.lookingAtPile === seat;
  const known = new Set<string>(G.players[seat]?.endBonus ?? []);
  if (seesPile) for (const c of G.endBonusPile) known.add(c);
  const pool = END_BONUS.filter((c) => !known.has(c)) as string[];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  let k = 0;
  const players: RRState['players'] = {};
  for (const [id, p] of Object.entries(G.players)) {
    players[id] = id === seat ? p : { ...p, endBonus: p.endBonus.map(() => pool[k++]) };
  }
  const endBonusPile = seesPile ? G.endBonusPile : G.endBonusPile.map(() => pool[k++]);
  return { ...G, players, endBonusPile };
}
