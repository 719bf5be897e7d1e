// The other actions [spec §4.5.1, 4.5.4–4.5.8].
import { INVALID_MOVE } from 'boardgame.io/core';
import { completeAction } from '../flow/complete';
import { applyCityGrowth, applyTakeCard, applyUpgrade, applyUrbanize, applyWesternLink } from '../rules/actions';
import { applyDelivery, type DeliverArg } from '../rules/deliver';
import { addLog } from '../rules/economy';
import { verdict, whyIllegal } from '../rules/legal';
import type { NewCityColor } from '../types';
import type { Arg, MoveCtx } from './ctx';

const rng = (mc: MoveCtx) => () => mc.random.Number();

export function passAction({ G, ctx, playerID, events }: MoveCtx) {
  if (whyIllegal(G, ctx, playerID, 'passAction')) return INVALID_MOVE;
  addLog(G, `P${playerID} passes`);
  G.lastEvent = { kind: 'pass', player: playerID };
  completeAction(G, ctx, events);
}

export function urbanize(mc: MoveCtx, arg: Arg) {
  const { G, ctx, playerID, events } = mc;
  if (whyIllegal(G, ctx, playerID, 'urbanize', arg)) return INVALID_MOVE;
  applyUrbanize(G, playerID, arg!.cityId as string, arg!.color as NewCityColor, rng(mc), false);
  completeAction(G, ctx, events);
}

export function deliverGoods(mc: MoveCtx, arg: Arg) {
  const { G, ctx, playerID, events } = mc;
  const cities = verdict(G, ctx, playerID, 'deliverGoods', arg) as string[] | string;
  if (typeof cities === 'string') return INVALID_MOVE;
  applyDelivery(G, playerID, arg as unknown as DeliverArg, cities, rng(mc));
  completeAction(G, ctx, events);
}

export function upgradeEngine({ G, ctx, playerID, events }: MoveCtx, arg: Arg) {
  if (whyIllegal(G, ctx, playerID, 'upgradeEngine', arg)) return INVALID_MOVE;
  applyUpgrade(G, playerID, arg?.subsidyCardId as string | undefined);
  completeAction(G, ctx, events);
}

export function takeOperationsCard({ G, ctx, playerID, events }: MoveCtx, arg: Arg) {
  if (whyIllegal(G, ctx, playerID, 'takeOperationsCard', arg)) return INVALID_MOVE;
  if (applyTakeCard(G, playerID, arg!.cardId as string)) completeAction(G, ctx, events);
}

export function resolveCityGrowth(mc: MoveCtx, arg: Arg) {
  const { G, ctx, playerID, events } = mc;
  if (whyIllegal(G, ctx, playerID, 'resolveCityGrowth', arg)) return INVALID_MOVE;
  applyCityGrowth(G, playerID, arg!.cityId as string, rng(mc));
  completeAction(G, ctx, events);
}

export function resolveNewIndustry(mc: MoveCtx, arg: Arg) {
  const { G, ctx, playerID, events } = mc;
  if (whyIllegal(G, ctx, playerID, 'resolveNewIndustry', arg)) return INVALID_MOVE;
  const cardId = G.pending!.cardId;
  applyUrbanize(G, playerID, arg!.cityId as string, arg!.color as NewCityColor, rng(mc), true);
  G.opsDiscard.push(cardId);
  completeAction(G, ctx, events);
}

export function buildWesternLink({ G, ctx, playerID, events }: MoveCtx, arg: Arg) {
  if (whyIllegal(G, ctx, playerID, 'buildWesternLink', arg)) return INVALID_MOVE;
  applyWesternLink(G, playerID, arg!.cityId as 'KCY' | 'DSM');
  completeAction(G, ctx, events);
}
