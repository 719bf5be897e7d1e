// Renders a game's own board read-only for one replay position; a board that throws on some
// position shows a message instead of taking the page down.
import { Component, type ReactNode } from 'react';
import type { State } from 'boardgame.io';
import { boardProps } from '../boards/props';
import type { BoardEntry } from '../boards/types';

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
  return (
    <Boundary resetKey={resetKey} fallback={fallback}>
      <Board {...boardProps({ state, G, playerID, matchID, names, readOnly: true })} />
    </Boundary>
  );
}
