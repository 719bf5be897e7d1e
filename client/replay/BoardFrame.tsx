// Renders a game's own board read-only for one replay position; a board that throws on some
// position shows a message instead of taking the page down.
import { Component, memo, type ReactNode } from 'react';
import type { State } from 'boardgame.io';
import { boardProps } from '../boards/props';
import type { OutReason } from '../../games/common/module';
import { shownGameover } from '../../games/common/result';
import type { BoardEntry, BoardSuggestion } from '../boards/types';

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

/** Memoised: the analysis filling in re-renders the page, not the board. */
export const BoardFrame = memo(
  function BoardFrame(props: {
    entry: BoardEntry;
    state: State;
    G: unknown;
    playerID: string | null;
    matchID: string;
    names: Record<string, string>;
    resetKey: string;
    fallback: ReactNode;
    /** A move to point out on the board (the analysis' preferred move). */
    suggestion?: BoardSuggestion | null;
    /** Seats out of the match: the board names the winner of the one result (games/common/result.ts). */
    out?: Record<string, OutReason>;
  }) {
    const { entry, G, playerID, matchID, names, resetKey, fallback, suggestion, out } = props;
    const state =
      props.state.ctx.gameover !== undefined && out
        ? {
            ...props.state,
            ctx: {
              ...props.state.ctx,
              gameover: shownGameover(
                props.state.ctx.gameover,
                Array.from({ length: props.state.ctx.numPlayers }, (_, i) => String(i)),
                out,
              ),
            },
          }
        : props.state;
    const Board = entry.Board;
    return (
      <Boundary resetKey={resetKey} fallback={fallback}>
        <Board
          {...boardProps({ state, G, playerID, matchID, names, readOnly: true })}
          suggestion={suggestion ?? null}
        />
      </Boundary>
    );
  },
  // G and the fallback are made afresh on every render of the page, but G follows from the state and
  // the view, which `resetKey` names (step/view/preview).
  (a, b) =>
    a.entry === b.entry &&
    a.state === b.state &&
    a.playerID === b.playerID &&
    a.resetKey === b.resetKey &&
    a.names === b.names &&
    a.matchID === b.matchID &&
    JSON.stringify(a.suggestion ?? null) === JSON.stringify(b.suggestion ?? null),
);
