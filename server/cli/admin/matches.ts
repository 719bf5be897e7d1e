// Admin commands on matches: the running ones, and ending a stuck one as abandoned.
import { GAMES } from '../../../games';
import { endAsAbandoned } from '../../clock/abandon';
import { MatchWrites } from '../../clock/match-writes';
import { RatingKeeper } from '../../ratings/keeper';
import type { MatchClock } from '../../clock/model';
import { type AdminCommand, AdminUsage, noMore, required, takeFlag } from './types';

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z');

export const listMatches: AdminCommand = {
  name: 'list-matches',
  args: '[--game GAME_ID]',
  summary: 'matches not over yet: ID, game, seats, last change',
  async run(ctx, argv) {
    const gi = argv.indexOf('--game');
    let game: string | undefined;
    if (gi >= 0) {
      game = argv[gi + 1];
      if (!game) throw new AdminUsage('--game needs a game ID');
      argv.splice(gi, 2);
    }
    noMore(argv, 0);
    const { store } = await ctx.data();
    const open = (await store.listOpen())
      .filter((m) => !game || m.gameName === game)
      .sort((a, b) => b.metadata.updatedAt - a.metadata.updatedAt);
    for (const m of open) {
      const players = Object.values(m.metadata.players);
      const seated = players.filter((p) => p.name).length;
      ctx.out(
        `${m.matchID}  ${m.gameName}  ${seated}/${players.length} seated  last change ${iso(m.metadata.updatedAt)}`,
      );
    }
    ctx.out(`${open.length} running match(es)`);
    return 0;
  },
};

export const endMatch: AdminCommand = {
  name: 'end-match',
  args: '<matchID> [--seat N]… --yes',
  summary: 'end a stuck match: the seats given (all when none) abandoned',
  async run(ctx, argv) {
    const yes = takeFlag(argv, '--yes');
    const seats: string[] = [];
    for (let i = argv.indexOf('--seat'); i >= 0; i = argv.indexOf('--seat')) {
      const s = argv[i + 1];
      if (s === undefined || !/^\d{1,2}$/.test(s)) throw new AdminUsage('--seat needs a seat number such as 0');
      seats.push(String(Number(s)));
      argv.splice(i, 2);
    }
    const matchID = required(argv, 0, 'the match ID');
    noMore(argv, 1);
    if (!yes) {
      ctx.err(`this ends match ${matchID} for good: run again with --yes`);
      return 1;
    }
    const { store, repos } = await ctx.data();
    const r = await endAsAbandoned(
      { store, clocks: repos.clocks, writes: new MatchWrites(store, GAMES, undefined), now: ctx.now },
      matchID,
      seats,
    );
    if (!r.ok) {
      ctx.err(r.error);
      return 1;
    }
    const keeper = new RatingKeeper({
      matches: store,
      repo: repos.ratings,
      accounts: repos.accounts,
      clocks: { clockOf: async (id) => (await repos.clocks.getClock(id))?.doc as MatchClock | undefined },
    });
    const settled = await keeper.settle(matchID);
    ctx.out(`ended match ${matchID}: abandoned ${Object.keys(r.out).sort().join(', ')}; ratings: ${settled}`);
    await repos.clocks.nudge(matchID, ctx.now?.() ?? Date.now());
    ctx.out('a running server shows the end to the players connected within a few seconds');
    return 0;
  },
};

export const matchCommands: AdminCommand[] = [listMatches, endMatch];
