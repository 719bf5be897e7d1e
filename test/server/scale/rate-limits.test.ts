// Several server processes count one budget per client address: through Redis when
// REDIS_URL is set, through Postgres when only DATABASE_URL is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../harness';
import { startStack, type Stack } from './stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
}, 120_000);
afterAll(() => stack?.stop());

async function alternateCreates(urls: string[], n: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++)
    statuses.push((await api(urls[i % urls.length], '/games/steam-rollers/create', { numPlayers: 2 })).status);
  return statuses;
}

describe('rate limits across processes', () => {
  for (const shared of ['redis', 'postgres'] as const) {
    it(`two processes share one create budget (${shared})`, async () => {
      const env = { RATE_LIMITS: '1', RATE_LIMIT_CREATE: '4/600', ...(shared === 'postgres' ? { REDIS_URL: '' } : {}) };
      const a = await stack.spawn({ env });
      const b = await stack.spawn({ env });
      const statuses = await alternateCreates([a.url, b.url], 10);
      expect(statuses.filter((s) => s === 200)).toHaveLength(4);
      expect(statuses.slice(4).every((s) => s === 429)).toBe(true);
      a.kill('SIGKILL');
      b.kill('SIGKILL');
    }, 120_000);
  }
});
