// Server-side bot client for online seats. A bot is an ordinary player: a vanilla boardgame.io
// Client over SocketIO, joined with its seat's credentials, that sees only what the server sends
// that seat (its playerView) and plays through the normal move path. When its seat may act it
// chooses with chooseMove (games/common/bots) and sends the move.
//
//   const bot = runServerBot({ serverUrl, gameId, matchID, playerID, credentials, level, seed });
//   bot.stop();
//
// - The search runs in the bot pool (server/bots/pool.ts: worker processes at a lower priority,
//   a fair queue across matches), capped by the level's time cap; stop() cancels it.
// - Moves are sent only on server-confirmed states: the bot's client never applies moves
//   optimistically (every move is marked `client: false` for this client), so it never thinks on
//   a state the server may not reach.
// - One decision per server state (_stateID); a stale answer (the state moved on meanwhile, e.g.
//   another seat acted in a simultaneous stage) is dropped and the bot thinks again.
// - Watchdog: if a sent move is not answered within `retryMs` (refused or lost), the bot thinks
//   again; after two failures on the same state it falls back to a random legal move.
// - After gameover the client disconnects by itself (stop() stays safe to call).
// - No move before every seat of the table is taken (server/sockets/guard.ts refuses it).
import type { Game, State } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { performance } from 'node:perf_hooks';
import { getGame } from '../../games';
import { activeSeats } from '../../games/common/match';
import { isBotCancelled, type BotSpec } from '../../games/common/bots';
import { BotPool, type Thinking } from './pool';

export interface ServerBotOptions {
  serverUrl: string;
  /** Socket.IO `auth` of the bot's socket (the server's token for its own bots). */
  socketAuth?: Record<string, string>;
  gameId: string;
  matchID: string;
  playerID: string;
  credentials: string;
  /** 'random' | 'easy' | 'normal' | 'hard' (also 'greedy'). */
  level: string;
  seed: number | string;
  /** Re-think when a sent move got no answer after this long (ms). Default 8000. */
  retryMs?: number;
  /** Minimum time between seeing the state and sending the move (ms), so people at the table
   *  can follow bot moves. Default 400. */
  minThinkMs?: number;
  /** Diagnostics (errors, retries). */
  log?: (msg: string) => void;
  /** Where the bot thinks. Default: in this process (a pool of size 0). */
  pool?: BotPool;
  /** A person sits at this table (their bots are served before bots-only tables). Default true. */
  interactive?: boolean;
  /** Called once when the bot has stopped, by stop() or by itself after gameover. */
  onStopped?: () => void;
}

const inProcess = new BotPool(0);

const LEVELS: BotSpec[] = ['random', 'greedy', 'easy', 'normal', 'hard'];

/** Copy of a Game whose moves never run optimistically on this client (long form, client: false). */
export function serverOnlyMoves(game: Game): Game {
  const wrapMoves = (moves: any) => {
    if (!moves) return moves;
    const out: Record<string, unknown> = {};
    for (const [name, m] of Object.entries(moves)) {
      out[name] = typeof m === 'function' ? { move: m, client: false } : { ...(m as object), client: false };
    }
    return out;
  };
  const wrapTurn = (turn: any) => {
    if (!turn?.stages) return turn;
    const stages: Record<string, unknown> = {};
    for (const [name, st] of Object.entries<any>(turn.stages)) stages[name] = { ...st, moves: wrapMoves(st.moves) };
    return { ...turn, stages };
  };
  const phases: Record<string, unknown> | undefined = game.phases
    ? Object.fromEntries(
        Object.entries<any>(game.phases).map(([k, ph]) => [
          k,
          { ...ph, moves: wrapMoves(ph.moves), turn: wrapTurn(ph.turn) },
        ]),
      )
    : undefined;
  return { ...game, moves: wrapMoves(game.moves), turn: wrapTurn(game.turn), phases: phases as Game['phases'] };
}

export function runServerBot(opts: ServerBotOptions): { stop(): void } {
  const mod = getGame(opts.gameId);
  if (!mod) throw new Error(`unknown game ${opts.gameId}`);
  const level = (LEVELS as string[]).includes(opts.level) ? (opts.level as BotSpec) : 'normal';
  const log = opts.log ?? (() => undefined);
  const retryMs = opts.retryMs ?? 8000;
  const client = Client({
    game: serverOnlyMoves(mod.game),
    multiplayer: SocketIO({
      server: opts.serverUrl,
      socketOpts: { transports: ['websocket'], ...(opts.socketAuth ? { auth: opts.socketAuth } : {}) },
    }),
    matchID: opts.matchID,
    playerID: opts.playerID,
    credentials: opts.credentials,
    debug: false,
  });

  let stopped = false;
  let thinkingOn = -1; // _stateID of the search in progress
  let sentOn = -1; // _stateID a move was sent for
  let failures = 0;
  let lastSid = -1;
  let thinking: Thinking | undefined;
  const pool = opts.pool ?? inProcess;
  const key = `${opts.matchID}:${opts.playerID}`;
  let watchdog: ReturnType<typeof setTimeout> | undefined;

  const consider = () => {
    if (stopped) return;
    const state = client.getState() as (State & { isActive?: boolean }) | null;
    if (!state) return;
    if (state.ctx.gameover !== undefined) {
      setTimeout(() => stop(), 1000);
      return;
    }
    const sid = state._stateID;
    if (!activeSeats(state.ctx).includes(opts.playerID)) return;
    // no move before every seat is taken (the server refuses it): the seats' names arrive as
    // match data, which calls this again
    const seats = (client.matchData ?? []) as { name?: string }[];
    if (seats.some((p) => !p.name)) return;
    if (sid === thinkingOn || sid === sentOn) return;
    if (sid !== lastSid) failures = 0;
    lastSid = sid;
    if (mod.legalMoves(state.G, state.ctx, opts.playerID).length === 0) return;
    thinking?.cancel(); // a newer state: drop the older search
    thinkingOn = sid;
    const t0 = performance.now();
    const useLevel: BotSpec = failures >= 2 ? 'random' : level;
    const mine = (thinking = pool.think(
      key,
      opts.matchID,
      {
        gameId: opts.gameId,
        state: { G: state.G, ctx: state.ctx, plugins: state.plugins, _stateID: sid },
        playerID: opts.playerID,
        level: useLevel,
        seed: failures ? `${opts.seed}:retry${failures}` : opts.seed,
      },
      opts.interactive ?? true,
    ));
    mine.promise
      .then(async ({ choice }) => {
        const wait = (opts.minThinkMs ?? 400) - (performance.now() - t0);
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        if (stopped || thinking !== mine) return;
        const now = client.getState();
        if (!now || now._stateID !== sid) return; // stale: the subscription re-triggers
        sentOn = sid;
        const fn = (client.moves as Record<string, (...a: unknown[]) => void>)[choice.move];
        if (!fn) throw new Error(`no move ${choice.move}`);
        fn(...choice.args);
        if (watchdog) clearTimeout(watchdog);
        watchdog = setTimeout(() => {
          const cur = client.getState();
          if (stopped || !cur || cur._stateID !== sid) return;
          failures++;
          log(`bot ${opts.matchID}/${opts.playerID}: no answer to ${choice.move} at state ${sid}, retrying`);
          sentOn = -1;
          consider();
        }, retryMs);
      })
      .catch((e) => {
        if (isBotCancelled(e)) return;
        failures++;
        log(`bot ${opts.matchID}/${opts.playerID}: ${(e as Error).message}`);
        if (failures > 3)
          sentOn = sid; // give up on this state; a new state retries
        else setTimeout(consider, 100);
      })
      .finally(() => {
        if (thinkingOn === sid) thinkingOn = -1;
      });
  };

  const unsubscribe = client.subscribe(() => consider());
  client.start();

  function stop() {
    if (stopped) return;
    stopped = true;
    thinking?.cancel();
    if (watchdog) clearTimeout(watchdog);
    unsubscribe();
    client.stop();
    opts.onStopped?.();
  }
  return { stop };
}
