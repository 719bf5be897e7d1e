// Build Track moves [spec §4.5.2].
import { INVALID_MOVE } from 'boardgame.io/core';
import { completeAction } from '../flow/complete';
import { applyBeginBuild, applyPlaceTrack, applyRedirect, endBuild } from '../rules/build';
import { verdict, whyIllegal } from '../rules/legal';
import type { PlaceCheck, RedirectCheck } from '../rules/track';
import type { BuildOrigin } from '../types';
import type { Arg, MoveCtx } from './ctx';

export function beginBuild({ G, ctx, playerID }: MoveCtx, arg: Arg) {
  if (whyIllegal(G, ctx, playerID, 'beginBuild', arg)) return INVALID_MOVE;
  applyBeginBuild(
    G,
    arg!.origin as BuildOrigin,
    (arg!.landGrantCardId as string | undefined) ?? null,
    (arg!.diamonds as string[] | undefined) ?? [],
  );
}

export function placeTrack({ G, ctx, playerID, events }: MoveCtx, arg: Arg) {
  const chk = verdict(G, ctx, playerID, 'placeTrack', arg) as PlaceCheck | string;
  if (typeof chk === 'string') return INVALID_MOVE;
  if (applyPlaceTrack(G, playerID, chk)) completeAction(G, ctx, events);
}

export function redirectTrack({ G, ctx, playerID, events }: MoveCtx, arg: Arg) {
  const chk = verdict(G, ctx, playerID, 'redirectTrack', arg) as RedirectCheck | string;
  if (typeof chk === 'string') return INVALID_MOVE;
  if (applyRedirect(G, playerID, chk)) completeAction(G, ctx, events);
}

export function finishBuild({ G, ctx, playerID, events }: MoveCtx) {
  if (whyIllegal(G, ctx, playerID, 'finishBuild')) return INVALID_MOVE;
  endBuild(G, playerID);
  completeAction(G, ctx, events);
}

export function cancelBuild({ G, ctx, playerID }: MoveCtx) {
  if (whyIllegal(G, ctx, playerID, 'cancelBuild')) return INVALID_MOVE;
  G.build = null; // no action used, no card spent
  G.buildCancels += 1;
}
