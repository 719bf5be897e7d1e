// Renders a game's own board read-only for one replay position; a board that throws on some
// position shows a message instead of taking the page down.
import { Component, type ReactNode } from 'react';
import type { State } from 'boardgame.io';
import type { BoardEntry } from '../boards/types';

const noop = () => undefined;

class Boundary extends Component<{ resetKey: string; fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function BoardFrame(props: {
  entry: BoardEntry;
  state: State;
  G: unknown;
  playerID: string | null;
  matchID: string;
  names: Record<string, string>;
  resetKey: string;
  fallback: ReactNode;
}) {
  const { entry, state, G, playerID, matchID, names, resetKey, fallback } = props;
  const Board = entry.Board;
  const matchData = Object.keys(names).map((id) => ({ id: Number(id), name: names[id], isConnected: true }));
  return (
    <Boundary resetKey={resetKey} fallback={fallback}>
      <Board
        {...(state as any)}
        G={G}
        ctx={state.ctx}
        _undo={[]}
        _redo={[]}
        deltalog={[]}
        moves={{}}
        events={{}}
        playerID={playerID}
        matchID={matchID}
        isActive={false}
        isMultiplayer={false}
        isConnected={true}
        matchData={matchData}
        playerNames={names}
        log={[]}
        readOnly
        undo={noop}
        redo={noop}
        reset={noop}
        sendChatMessage={noop}
        chatMessages={[]}
      />
    </Boundary>
  );
}
