// Entry point: `npm start` (builds the client first) or `npm run serve`.
import { configFromEnv } from './config';
import { startServer } from './app';

const server = await startServer(configFromEnv());
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    server.stop().finally(() => process.exit(0));
  });
}
