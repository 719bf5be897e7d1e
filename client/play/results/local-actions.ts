// Resign and Undo in a local game (hot-seat or against bots). The match lives in boardgame.io's
// Local master on this device; these change its stored match directly (the master takes moves
// from active seats only) and the play page then starts its clients again, which sync from it.
//
// - Resign: the seat is out of the match and last in its result (games/common/result.ts). The
//   game ends at once when at most one seat is left in it or no seat left in it is a person's (2
//   players: the other wins); the seats still in are placed by their scores then. Otherwise a
//   Normal bot plays the seat on. The same rule as online (server/clock/keeper.ts resign).
// - Undo: the viewer's last move and the bots' replies since are taken back
//   (games/common/takeback.ts), unless one of them drew randomness or revealed hidden
//   information: then nothing changes and the reason is given.
import type { LogEntry, Server, State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import type { GameModule, OutReason } from '../../../games/common/module';
import { endByResignation } from '../../../games/common/result';
import { planTakeback, type TakebackPlan } from '../../../games/common/takeback';
import { store, type LocalTable } from '../../store';
import type { BgioClient } from '../use-client';

interface LocalStorageAPI {
  fetch(
    matchID: string,
    opts: { state?: boolean; initialState?: boolean; log?: boolean; metadata?: boolean },
  ): { state?: State; initialState?: State; log?: LogEntry[]; metadata?: Server.MatchData };
  setState(matchID: string, state: State, deltalog?: LogEntry[]): void;
  setMetadata(matchID: string, metadata: Server.MatchData): void;
  log: Map<string, LogEntry[]>;
}

function storageOf(client: BgioClient | null): LocalStorageAPI {
  const s = (client as unknown as { transport?: { master?: { storageAPI?: LocalStorageAPI } } } | null)?.transport
    ?.master?.storageAPI;
  if (!s) throw new Error('local master unavailable');
  return s;
}

/** Whether Undo is offered: a local table with one person against bots. */
export function undoOffered(table: LocalTable): boolean {
  const people = table.seats.filter((s) => s.kind === 'human').length;
  return people === 1 && table.seats.length > people;
}

/** Take back `seat`'s last move (and the moves since). */
export function localUndo(mod: GameModule, client: BgioClient | null, matchID: string, seat: string): TakebackPlan {
  const st = storageOf(client);
  const { state, initialState, log } = st.fetch(matchID, { state: true, initialState: true, log: true });
  if (!state || !initialState || state.ctx.gameover !== undefined) return { ok: false, reason: 'nothing' };
  const plan = planTakeback(mod, initialState, log ?? [], seat, 'local');
  if (!plan.ok) return plan;
  st.log.set(matchID, (log ?? []).slice(0, plan.logLength));
  st.setState(matchID, plan.state);
  return plan;
}

/** `seat` resigns; returns the table as it is now (saved). */
export function localResign(mod: GameModule, client: BgioClient | null, table: LocalTable, seat: string): LocalTable {
  const st = storageOf(client);
  const { state, metadata } = st.fetch(table.matchID, { state: true, metadata: true });
  if (!state || state.ctx.gameover !== undefined) return table;
  const out: Record<string, OutReason> = { ...(table.out ?? {}), [seat]: 'resigned' };
  const seats = table.seats.map((_, i) => String(i));
  const left = seats.filter((s) => !Object.hasOwn(out, s));
  const people = left.filter((s) => table.seats[Number(s)].kind === 'human');
  let next: LocalTable = { ...table, out };
  if (left.length <= 1 || people.length === 0) {
    const reducer = CreateGameReducer({ game: mod.game });
    const { next: after, deltalog } = endByResignation(
      reducer as never,
      (G, ctx) => mod.scores(G, ctx),
      state,
      seats,
      out,
    );
    st.setState(table.matchID, after, deltalog);
    if (metadata) st.setMetadata(table.matchID, { ...metadata, gameover: after.ctx.gameover, updatedAt: Date.now() });
  } else {
    // a Normal bot plays the seat on
    next = {
      ...next,
      seats: table.seats.map((s, i) => (String(i) === seat ? { ...s, kind: 'bot', level: 'normal' } : s)),
    };
  }
  store.saveTable(next);
  return next;
}
