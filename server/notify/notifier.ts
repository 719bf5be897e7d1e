// When to notify whom (the triggers), and the payloads. Listens to the match store's stored moves
// (only the process that stored a move hears it, so each trigger fires once):
// - your-turn: a move made it a seat's turn, the seat is bound to an account, and no page of the
//   seat is connected to the match (boardgame.io's isConnected in the match metadata, which every
//   process of a cluster shares); at most once per seat and turn (a key in notify_once);
// - time-low: with it, at a turn-based table, a job due 2 hours before the seat's deadline; when
//   it comes due the clock is asked again, and nothing is sent if that turn is over;
// - match-ended: the move ended the match; sent a few seconds later with the seat's result and,
//   at a rated table, the rating change (the ratings module settles the match meanwhile);
// - match-started and invited: methods the quick match and the invitations call.
import type { Server, State } from 'boardgame.io';
import { activeSeats } from '../../games/common/match';
import type { GameModule, GameOver } from '../../games/common/module';
import type { RoundhouseStoreBase } from '../storage/base';
import type { ClockView } from '../clock/model';
import type { MatchSeatAccount } from '../ratings/types';
import type { NotifyQueue } from './queue';
import type { NotifyRepo } from './repo';
import type { JobRow, Kind, Lang, NewJob } from './rows';
import { resultLine, textOf } from './texts';

export const TIME_LOW_MS = 2 * 3_600_000;
/** How long after the last move a match-ended notice waits for the match to be settled. */
export const ENDED_DELAY_MS = 3000;
/** How long the once-keys are kept (longer than the longest turn-based turn). */
const ONCE_KEEP_MS = 8 * 24 * 3_600_000;

export interface NotifierDeps {
  store: Pick<RoundhouseStoreBase, 'fetch' | 'onStateWrite'>;
  /** Who holds each seat (the accounts module). */
  accounts: { matchSeatAccounts(matchID: string): Promise<MatchSeatAccount[]> };
  /** The matches' clocks (null: the match has none). */
  clocks: { view(matchID: string): Promise<ClockView | null> };
  /** A finished rated match's place and rating change of an account (the ratings module). */
  ratingOf?: (
    matchID: string,
    accountId: string,
  ) => Promise<{ place: number; ratingBefore: number; ratingAfter: number } | undefined>;
  repo: NotifyRepo;
  queue: Pick<NotifyQueue, 'kick'>;
  games: GameModule[];
  log: (msg: string) => void;
  now?: () => number;
}

/** How long a match found with no account's seat is taken to have none (a seat bound since is
 *  heard from its next move after that). */
const UNBOUND_MS = 5_000;

export class Notifier {
  private off: () => void;
  private now: () => number;
  private purged = 0;

  constructor(private deps: NotifierDeps) {
    this.now = deps.now ?? Date.now;
    this.off = deps.store.onStateWrite((w) => {
      if (w.outcome === 'written' && w.ctx) this.quietly(this.onMove(w.matchID, w.ctx), w.matchID);
    });
  }

  stop(): void {
    this.off();
  }

  private quietly(p: Promise<unknown>, matchID: string) {
    p.catch((e) => this.deps.log(`notify: match ${matchID}: ${(e as Error).message}`));
  }

  private async metadata(matchID: string): Promise<Server.MatchData | undefined> {
    return ((await this.deps.store.fetch(matchID, { metadata: true })) as { metadata?: Server.MatchData }).metadata;
  }

  private async queue(jobs: NewJob[]): Promise<void> {
    if (!jobs.length) return;
    await this.deps.repo.enqueue(jobs);
    this.deps.queue.kick();
    if (this.now() - this.purged > 3_600_000) {
      this.purged = this.now();
      await this.deps.repo.purgeOnce(this.now() - ONCE_KEEP_MS);
    }
  }

  /** Matches found with no seat bound to an account, and when (monotonic ms): a guests' table is
   *  not asked again for UNBOUND_MS, so its moves cost no read of the accounts' tables each. */
  private unbound = new Map<string, number>();

  private async boundSeats(matchID: string): Promise<MatchSeatAccount[]> {
    const t = performance.now();
    const seen = this.unbound.get(matchID);
    if (seen !== undefined && t - seen < UNBOUND_MS) return [];
    const bound = await this.deps.accounts.matchSeatAccounts(matchID);
    if (bound.length) this.unbound.delete(matchID);
    else {
      if (this.unbound.size >= 10_000) this.unbound.clear();
      this.unbound.set(matchID, t);
    }
    return bound;
  }

  private async onMove(matchID: string, ctx: State['ctx']): Promise<void> {
    const bound = await this.boundSeats(matchID);
    if (!bound.length) return;
    const md = await this.metadata(matchID);
    if (!md) return;
    const now = this.now();
    const jobs: NewJob[] = [];
    if (ctx.gameover !== undefined) {
      for (const b of bound)
        if (await this.deps.repo.once(`match-ended:${matchID}:${b.accountId}`, now))
          jobs.push(
            this.job(
              b.accountId,
              'match-ended',
              matchID,
              { gameId: md.gameName, seat: b.playerID },
              now + ENDED_DELAY_MS,
            ),
          );
      return this.queue(jobs);
    }
    const active = new Set(activeSeats(ctx));
    const turn = `${ctx.phase ?? ''}:${ctx.turn}`;
    let view: ClockView | null | undefined;
    for (const b of bound) {
      if (!active.has(b.playerID) || !Object.hasOwn(md.players, b.playerID)) continue;
      const p = md.players[b.playerID as unknown as number];
      if (p.isConnected || p.credentials !== b.credentials) continue;
      if (!(await this.deps.repo.once(`your-turn:${matchID}:${b.playerID}:${turn}`, now))) continue;
      view ??= await this.deps.clocks.view(matchID);
      const data = { gameId: md.gameName, seat: b.playerID, turn, turnBased: view?.pace.mode === 'turnBased' };
      jobs.push(this.job(b.accountId, 'your-turn', matchID, data, now));
      const deadline = view?.pace.mode === 'turnBased' ? view.seats[b.playerID]?.deadline : null;
      if (deadline)
        jobs.push(
          this.job(b.accountId, 'time-low', matchID, { ...data, deadline }, Math.max(now, deadline - TIME_LOW_MS)),
        );
    }
    await this.queue(jobs);
  }

  private job(accountId: string, kind: Kind, matchID: string, data: Record<string, unknown>, dueAt: number): NewJob {
    return { accountId, kind, matchID, data, endpoint: null, dueAt };
  }

  /** A table the account is seated at is ready: every seat taken (quick match, invited tables). */
  async matchStarted(matchID: string): Promise<void> {
    const md = await this.metadata(matchID);
    if (!md) return;
    const now = this.now();
    const jobs: NewJob[] = [];
    for (const b of await this.deps.accounts.matchSeatAccounts(matchID))
      if (await this.deps.repo.once(`match-started:${matchID}:${b.accountId}`, now))
        jobs.push(this.job(b.accountId, 'match-started', matchID, { gameId: md.gameName, seat: b.playerID }, now));
    await this.queue(jobs);
  }

  /** Another player invites the account to a table. */
  async invited(i: { toAccountId: string; fromName: string; matchID: string; gameId: string }): Promise<void> {
    const now = this.now();
    if (!(await this.deps.repo.once(`invited:${i.matchID}:${i.toAccountId}`, now))) return;
    const data = { gameId: i.gameId, from: String(i.fromName).slice(0, 40) };
    await this.queue([this.job(i.toAccountId, 'invited', i.matchID, data, now)]);
  }

  /** The payload of a job for a device in `lang`, or null when its reason is gone. */
  build = async (job: JobRow, lang: Lang): Promise<Record<string, unknown> | null> => {
    const gameId = String(job.data.gameId ?? '');
    const mod = this.deps.games.find((g) => g.id === gameId);
    const game = mod?.title ?? gameId;
    const seat = typeof job.data.seat === 'string' ? job.data.seat : undefined;
    const url = `/#/play/${encodeURIComponent(gameId)}/${encodeURIComponent(job.matchID)}`;
    const base = { type: job.kind, matchID: job.matchID, gameId, url, lang, ...(seat !== undefined ? { seat } : {}) };
    if (job.kind === 'your-turn' || job.kind === 'time-low') {
      const { state } = (await this.deps.store.fetch(job.matchID, { state: true })) as { state?: State };
      if (!state || state.ctx.gameover !== undefined || !seat || !activeSeats(state.ctx).includes(seat)) return null;
      if (`${state.ctx.phase ?? ''}:${state.ctx.turn}` !== job.data.turn) return null;
      if (job.kind === 'time-low') {
        const view = await this.deps.clocks.view(job.matchID);
        const s = view?.seats[seat];
        if (!s?.running || s.deadline !== job.data.deadline) return null;
        return { ...base, deadline: s.deadline, ...textOf('time-low', lang, { game }) };
      }
      return { ...base, ...textOf('your-turn', lang, { game }) };
    }
    if (job.kind === 'match-ended') {
      const { state } = (await this.deps.store.fetch(job.matchID, { state: true })) as { state?: State };
      const over = state?.ctx.gameover as GameOver | undefined;
      if (!over || !seat) return null;
      const rating = await this.deps.ratingOf?.(job.matchID, job.accountId).catch(() => undefined);
      const result = {
        won: !over.draw && over.winners.includes(seat),
        draw: !!over.draw,
        place: rating?.place,
        ratingBefore: rating?.ratingBefore,
        ratingAfter: rating?.ratingAfter,
      };
      return { ...base, result, ...textOf('match-ended', lang, { game, result: resultLine(lang, result) }) };
    }
    if (job.kind === 'invited') {
      // the invitation waits in the inbox, where it is accepted (client/social/)
      const from = String(job.data.from ?? '');
      return { ...base, url: '/#/inbox', from, ...textOf('invited', lang, { game, from }) };
    }
    return { ...base, ...textOf(job.kind, lang, { game }) };
  };
}
