// An administrator ends a stuck match as abandoned (npm run admin -- end-match): the seats named
// (every seat when none is) are marked left for good in the match's clock, as "Leave the table"
// for good marks them (./keeper.ts goOut), and the match ends as it ends on resignations: the
// server's end action through ./match-writes.ts (a compare-and-set on the stored state, the
// gameover written with it, logged and replayed like any other end), the seats still in placed
// by their scores, those out last. The clock is then marked over (./model.ts advance) and the
// ratings module settles the match (void when no person played its last turns, or rated with the
// abandoned seats last: server/ratings/keeper.ts).
import type { Server, State } from 'boardgame.io';
import { endByResignation } from '../../games/common/result';
import type { OutReason } from '../../games/common/module';
import type { RoundhouseStoreBase } from '../storage/base';
import type { MatchWrites } from './match-writes';
import { advance, outOfClock, type MatchClock } from './model';
import type { ClockRepo } from './repo';

export interface AbandonDeps {
  store: RoundhouseStoreBase;
  clocks: ClockRepo;
  writes: MatchWrites;
  now?: () => number;
}

export type AbandonResult = { ok: true; out: Record<string, OutReason>; state: State } | { ok: false; error: string };

/** Change the stored clock with `fn` (a compare-and-set, tried again on a concurrent write). */
async function mutateClock(repo: ClockRepo, matchID: string, fn: (c: MatchClock) => MatchClock): Promise<void> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const row = await repo.getClock(matchID);
    if (!row) return;
    if (await repo.putClock(matchID, fn(row.doc as MatchClock), row.version)) return;
  }
  throw new Error('the clock kept changing under this write');
}

export async function endAsAbandoned(deps: AbandonDeps, matchID: string, seats?: string[]): Promise<AbandonResult> {
  const now = deps.now ?? Date.now;
  const { metadata } = (await deps.store.fetch(matchID, { metadata: true })) as { metadata?: Server.MatchData };
  if (!metadata) return { ok: false, error: `no match ${matchID}` };
  if (metadata.gameover !== undefined) return { ok: false, error: `match ${matchID} is over already` };
  const all = Object.keys(metadata.players);
  const leaving = seats?.length ? seats : all;
  for (const s of leaving) if (!all.includes(s)) return { ok: false, error: `match ${matchID} has no seat ${s}` };
  let out: Record<string, OutReason> = Object.fromEntries(leaving.map((s) => [s, 'left' as OutReason]));
  await mutateClock(deps.clocks, matchID, (c) => {
    const next = structuredClone(c);
    for (const s of leaving)
      if (Object.hasOwn(next.seats, s)) {
        next.seats[s].standIn = 'left';
        next.seats[s].abandoned = true;
      }
    return next;
  });
  const clock = (await deps.clocks.getClock(matchID))?.doc as MatchClock | undefined;
  if (clock) out = { ...outOfClock(clock), ...out };
  const ended = await deps.writes.apply(matchID, (state, _md, mod, reducer) => ({
    ...endByResignation(reducer as never, (G, ctx) => mod.scores(G, ctx), state, all, out),
    what: 'end of the match by an administrator',
  }));
  if (!ended) return { ok: false, error: `match ${matchID} could not be ended (over already, or its game is unknown)` };
  await mutateClock(deps.clocks, matchID, (c) => advance(c, ended.ctx, ended._stateID, now()));
  return { ok: true, out, state: ended };
}
