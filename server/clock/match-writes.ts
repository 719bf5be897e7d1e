// States the server itself makes in a running match, beside its players' moves: the end of a
// match on resignations. boardgame.io's Master takes actions from active seats only, so the
// server applies its own action with boardgame.io's reducer to the stored state, and stores the
// result as the Master would: a compare-and-set on _stateID (server/storage/base.ts; a move that
// got there first wins and the server's action is tried again on the new state), metadata.gameover
// written with the state, and the update published through the committed broadcasts
// (server/sockets/broadcast.ts: held until stored, then every client gets its own seat's view).
//
// The action is logged like any other, without a playerID (a client cannot send it: the socket
// guard lets only moves, undo and redo through), and replays apply it the same way
// (games/common/replay.ts).
import type { LogEntry, Server, State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import type { GameModule } from '../../games/common/module';
import type { RoundhouseStoreBase } from '../storage/base';

/** Where a stored update is published to the match's clients (CommittedBroadcasts). */
export interface UpdatePublisher {
  publish(channelId: string, payload: { type: 'update'; args: [string, State] }): void;
}

export { endAction } from '../../games/common/result';

export class MatchWrites {
  private reducers = new Map<string, ReturnType<typeof CreateGameReducer>>();

  constructor(
    private store: RoundhouseStoreBase,
    private games: GameModule[],
    private pubSub: UpdatePublisher | undefined,
    private log: (msg: string) => void = () => {},
  ) {}

  private reducer(mod: GameModule) {
    let r = this.reducers.get(mod.id);
    if (!r) this.reducers.set(mod.id, (r = CreateGameReducer({ game: mod.game })));
    return r;
  }

  /** The game of a match. */
  async gameOf(matchID: string): Promise<GameModule | undefined> {
    const { metadata } = (await this.store.fetch(matchID, { metadata: true })) as { metadata?: Server.MatchData };
    return metadata ? this.games.find((g) => g.id === metadata.gameName) : undefined;
  }

  /** Apply the change `make` returns for the stored state (null: nothing to do): the new state
   *  and its log. Returns the stored state it made, or null. */
  async apply(
    matchID: string,
    make: (
      state: State,
      metadata: Server.MatchData,
      mod: GameModule,
      reducer: ReturnType<typeof CreateGameReducer>,
    ) => { next: State; deltalog: LogEntry[]; what: string } | null,
  ): Promise<State | null> {
    for (let attempt = 0; attempt < 8; attempt++) {
      const { state, metadata } = (await this.store.fetch(matchID, { state: true, metadata: true })) as {
        state?: State;
        metadata?: Server.MatchData;
      };
      if (!state || !metadata || state.ctx.gameover !== undefined) return null;
      const mod = this.games.find((g) => g.id === metadata.gameName);
      if (!mod) return null;
      const made = make(state, metadata, mod, this.reducer(mod));
      if (!made) return null;
      const { next, deltalog } = made;
      if (next._stateID !== state._stateID + 1) throw new Error(`the server's ${made.what} is not the next state`);
      // held by the committed broadcasts until the write below is stored (dropped otherwise)
      this.pubSub?.publish(`MATCH-${matchID}`, { type: 'update', args: [matchID, { ...next, deltalog } as State] });
      await this.store.setState(matchID, next, deltalog);
      const after = (await this.store.fetch(matchID, { state: true })) as { state?: State };
      if (after.state?._stateID === next._stateID && JSON.stringify(after.state.ctx) === JSON.stringify(next.ctx)) {
        if (next.ctx.gameover !== undefined) {
          // the state write set metadata.gameover; keep the metadata this process holds in step
          const { metadata: md } = (await this.store.fetch(matchID, { metadata: true })) as {
            metadata?: Server.MatchData;
          };
          if (md && md.gameover === undefined)
            await this.store.setMetadata(matchID, { ...md, gameover: next.ctx.gameover, updatedAt: Date.now() });
        }
        return after.state;
      }
      this.log(`match ${matchID}: the server's ${made.what} met a move stored first; trying again`);
    }
    throw new Error("the match kept changing under the server's action");
  }
}
