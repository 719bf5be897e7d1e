// Entry point of one server process: `npm run serve`, or the child that `npm start`'s supervisor
// (server/supervisor.ts) keeps running.
import { configFromEnv } from './config';
import { startServer } from './app';
import { stopOnSignals } from './graceful';
import { createLogger, logLines } from './log';

const log = logLines(createLogger());

// Last resort: a rejected promise nobody awaited (boardgame.io does not await every handler,
// e.g. chat) is logged instead of ending the process. Socket handlers are already wrapped with
// their match ID (server/sockets/guard.ts); this only catches what escapes elsewhere.
process.on('unhandledRejection', (e) => {
  log(`unhandled rejection (process kept running): ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
});

const server = await startServer(configFromEnv(), log);
stopOnSignals(server, log);
