// Bot worker (module Web Worker): answers think requests with chooseMove, off the main thread.
// Several requests may be in flight; each yields every ~15 ms so cancellations are seen quickly.
/// <reference lib="webworker" />
import { getGame } from '../../games';
import { chooseMoveDetailed, hintMove, isBotCancelled, type BotSpec } from '../../games/common/bots';
import { analyseReplay } from '../../games/common/analysis';
import type { FromWorker, ToWorker } from './protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const running = new Map<number, { aborted: boolean }>();

// A macrotask yield without setTimeout's 4 ms clamp.
const channel = new MessageChannel();
const waiting: (() => void)[] = [];
channel.port1.onmessage = () => waiting.shift()?.();
const yieldFn = () =>
  new Promise<void>((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(0);
  });

const post = (m: FromWorker) => scope.postMessage(m);

scope.onmessage = async (e: MessageEvent<ToWorker>) => {
  const msg = e.data;
  if (msg.type === 'cancel') {
    const s = running.get(msg.id);
    if (s) s.aborted = true;
    return;
  }
  if (msg.type === 'analyse') {
    const signal = { aborted: false };
    running.set(msg.id, signal);
    try {
      const mod = getGame(msg.gameId);
      if (!mod) throw new Error(`unknown game ${msg.gameId}`);
      const analysis = await analyseReplay(mod, msg.initialState as any, msg.log as any, {
        level: msg.level,
        seed: msg.seed,
        playedOn: msg.playedOn,
        known: msg.known,
        yieldFn,
        signal,
        onPosition: (position, done, total) => post({ type: 'position', id: msg.id, position, done, total }),
      });
      post({ type: 'analysis', id: msg.id, analysis, stopped: signal.aborted });
    } catch (err) {
      if (isBotCancelled(err)) post({ type: 'cancelled', id: msg.id });
      else post({ type: 'error', id: msg.id, message: (err as Error)?.message ?? String(err) });
    } finally {
      running.delete(msg.id);
    }
    return;
  }
  if (msg.type !== 'think') return;
  const signal = { aborted: false };
  running.set(msg.id, signal);
  const t0 = performance.now();
  try {
    const mod = getGame(msg.gameId);
    if (!mod) throw new Error(`unknown game ${msg.gameId}`);
    if (msg.mode === 'hint') {
      const h = await hintMove(mod, msg.state as any, msg.playerID, {
        level: msg.level as BotSpec,
        seed: msg.seed,
        now: () => performance.now(),
        yieldFn,
        signal,
      });
      post({ type: 'result', id: msg.id, choice: h.choice, ms: performance.now() - t0, iterations: 0, gain: h.gain });
      return;
    }
    const { choice, stats } = await chooseMoveDetailed(mod, msg.state as any, msg.playerID, {
      level: msg.level as BotSpec,
      seed: msg.seed,
      now: () => performance.now(),
      yieldFn,
      signal,
    });
    post({ type: 'result', id: msg.id, choice, ms: performance.now() - t0, iterations: stats.iterations });
  } catch (err) {
    if (isBotCancelled(err)) post({ type: 'cancelled', id: msg.id });
    else post({ type: 'error', id: msg.id, message: (err as Error)?.message ?? String(err) });
  } finally {
    running.delete(msg.id);
  }
};

post({ type: 'ready' });
