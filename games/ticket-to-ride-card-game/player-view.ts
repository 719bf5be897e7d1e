// [spec §6] What each viewer may see. Before game over: G.secret (deck orders, discard, Track
// Stacks) goes for everybody, G.private keeps only the viewer's own entry. After game over
// everything is shown. openTrackStacks variant: Track Stacks are public to everybody.
import type { Ctx } from 'boardgame.io';
import type { TTRState } from './types';

export function playerView({ G, ctx, playerID }: { G: TTRState; ctx: Ctx; playerID: string | null }): TTRState {
  if (ctx.gameover) return G;
  const view: TTRState = { ...G, private: {} };
  delete view.secret;
  delete view.openStacks;
  if (playerID !== null && playerID !== undefined && G.private[playerID]) view.private[playerID] = G.private[playerID];
  if (G.options.openTrackStacks && G.secret) view.openStacks = G.secret.trackStacks;
  return view;
}
