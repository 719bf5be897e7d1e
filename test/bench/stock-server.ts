// The anchor of `npm run load -- --anchor`: boardgame.io's stock `Server` as its documentation
// starts it (InMemory storage, its own socket transport, no guards, no rate limits, no clocks,
// no bots), serving every Roundhouse title on PORT. Test-only: test/bench/load.ts starts it as a
// child process and stops it with SIGTERM.
import { Server } from 'boardgame.io/server';
import { GAMES } from '../../games';

const port = Number(process.env.PORT ?? 18900);
const server = Server({ games: GAMES.map((m) => m.game) });
const { appServer } = await server.run({ port, callback: () => {} });
console.log(`stock boardgame.io serving on http://localhost:${port}`);
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    (appServer as any).closeAllConnections?.();
    appServer.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  });
}
