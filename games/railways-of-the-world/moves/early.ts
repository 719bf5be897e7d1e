// chooseBaron [spec §4.3], bid / passBid [spec §4.4].
import { INVALID_MOVE } from 'boardgame.io/core';
import { auctionResolved } from '../flow/auction';
import { whyIllegal } from '../rules/legal';
import type { Arg, MoveCtx } from './ctx';

export function chooseBaron({ G, ctx, playerID, events }: MoveCtx, arg: Arg) {
  if (whyIllegal(G, ctx, playerID, 'chooseBaron', arg)) return INVALID_MOVE;
  const pl = G.players[playerID];
  const i = arg!.index as number;
  pl.baronId = pl.baronOptions[i];
  (G.baronDeck as string[]).push(pl.baronOptions[1 - i]);
  pl.baronOptions = [];
  events.endStage();
}

function afterBid({ G, ctx, events }: MoveCtx) {
  if (auctionResolved(G, ctx.numPlayers)) events.endPhase();
  else events.endTurn();
}

export function bid(mc: MoveCtx, arg: Arg) {
  const { G, ctx, playerID } = mc;
  if (whyIllegal(G, ctx, playerID, 'bid', arg)) return INVALID_MOVE;
  const a = G.auction!;
  a.highBid = arg!.amount as number;
  a.highBidder = playerID;
  a.lastBid[playerID] = a.highBid;
  afterBid(mc);
}

export function passBid(mc: MoveCtx) {
  const { G, ctx, playerID } = mc;
  if (whyIllegal(G, ctx, playerID, 'passBid')) return INVALID_MOVE;
  G.auction!.passed.push(playerID);
  afterBid(mc);
}
