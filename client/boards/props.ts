// The props a game board receives (RoundhouseBoardProps), built one way for live play
// (client/play/PlayView) and for replays (client/replay/BoardFrame).
import type { State } from 'boardgame.io';
import type { RoundhouseBoardProps } from './types';

const noop = () => undefined;

/** What a live client adds: its moves, session and undo/redo. */
export type LiveBoardProps = Pick<
  RoundhouseBoardProps,
  'moves' | 'isActive' | 'isMultiplayer' | 'isConnected' | 'matchData' | 'log' | 'undo' | 'redo'
>;

export interface BoardPropsSource {
  /** The position shown: spread under everything else (boardgame.io's state fields). */
  state: State;
  /** The state the board sees (a seat's view in replays). */
  G: unknown;
  playerID: string | null;
  matchID: string;
  /** Seat names by playerID. */
  names: Record<string, string>;
  readOnly: boolean;
  /** A live client's part; without it the board gets a replay's: no moves, history or log. */
  live?: LiveBoardProps;
}

/** A replay's stand-in for the live part: nothing can be sent, every named seat counts as connected. */
function replayPart(
  names: Record<string, string>,
): LiveBoardProps & Pick<RoundhouseBoardProps, '_undo' | '_redo' | 'deltalog'> {
  const matchData = Object.keys(names).map((id) => ({ id: Number(id), name: names[id], isConnected: true }));
  return {
    _undo: [],
    _redo: [],
    deltalog: [],
    moves: {},
    isActive: false,
    isMultiplayer: false,
    isConnected: true,
    matchData,
    log: [],
    undo: noop,
    redo: noop,
  };
}

export function boardProps(s: BoardPropsSource): RoundhouseBoardProps {
  return {
    ...(s.state as any),
    G: s.G,
    ctx: s.state.ctx,
    ...(s.live ?? replayPart(s.names)),
    events: {},
    playerID: s.playerID,
    matchID: s.matchID,
    reset: noop,
    sendChatMessage: noop,
    chatMessages: [],
    readOnly: s.readOnly,
    playerNames: s.names,
  };
}
