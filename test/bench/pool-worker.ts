// Child process of pool.ts: plays the games it is sent, one at a time.
import { playGame } from './harness';

process.on('message', async (m: any) => {
  if (m.type === 'exit') process.exit(0);
  if (m.type === 'job') {
    const record = await playGame(m.job);
    process.send!({ i: m.i, record });
  }
});
