// Admin commands on matches: the running ones.
import { type AdminCommand, AdminUsage, noMore } from './types';

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

export const matchCommands: AdminCommand[] = [listMatches];
