// The play page shared by every game: board, player panels, turn line, move log, refusals,
// and the final score table.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameModule, GameOver, OutReason } from '../../games/common/module';
import { boardProps } from '../boards/props';
import type { BoardEntry } from '../boards/types';
import type { BgioClient, ClientState } from './use-client';
import { MoveLog } from './MoveLog';
import { PlayerPanels, type SeatInfo } from './PlayerPanels';
import { ScoreTable, resultText } from './ScoreTable';
import { activeOf } from './seats';
import { BoardTour } from '../tour/BoardTour';
import type { BoardSuggestion } from '../boards/types';
import { askHint, isBotCancelled } from '../bots';
import { addHint, hintsOf } from './hints';
import { hintedMoves, type HintUse } from '../../games/common/replay';
import { hintLabel, hintMoveText } from './hint-text';
import { turnLine } from './turn-line';
import { shownGameover } from '../../games/common/result';

export interface PlayViewProps {
  mod: GameModule;
  entry: BoardEntry;
  state: ClientState;
  /** The client that sends this viewer's moves (null for spectators and replays). */
  client: BgioClient | null;
  playerID: string | null;
  seats: SeatInfo[];
  /** Seats whose bot is thinking now. */
  thinking?: string[];
  headerExtra?: ReactNode;
  /** Beside the board, under the players (online: the table chat). */
  side?: ReactNode;
  footer?: ReactNode;
  /** Once the game is over: Play again, Watch the replay, Analyse; shown with the result at the top
   *  of the page (scrolled into view when the game ends), above the score table and the board. */
  endActions?: ReactNode;
  isMultiplayer: boolean;
  /** Offer the Hint button (local games: against bots or hot-seat on this device; online tables
   *  created with "Allow hints"). */
  hints?: boolean;
  /** A stand-in bot plays this viewer's seat (online): its turn is not the viewer's to play. */
  standIn?: boolean;
  /** Hints asked for at this table by anyone (online: the server's record), marked in the move log
   *  beside this device's own. */
  sharedHints?: HintUse[];
  /** Told when this viewer asks for a hint (online: the server records it for every viewer). */
  onHint?: (use: HintUse) => void;
  /** An online table with seats nobody has taken yet: it shows "waiting for players" and takes
   *  no move (the server refuses them too: server/sockets/guard.ts). */
  waitingForPlayers?: { taken: number; seats: number } | null;
  /** Whether the first-game tour may open by itself (never at a table with a running clock). */
  tourAuto?: boolean;
  /** Seats out of the match (resigned, or left for good): last in the result (games/common/result.ts). */
  out?: Record<string, OutReason>;
  /** A rated match settled without rating: why. */
  unrated?: string;
}

export function PlayView({
  mod,
  entry,
  state,
  client,
  playerID,
  seats,
  thinking = [],
  headerExtra,
  side,
  footer,
  endActions,
  isMultiplayer,
  hints = false,
  standIn = false,
  sharedHints,
  onHint,
  waitingForPlayers = null,
  tourAuto = true,
  out,
  unrated,
}: PlayViewProps) {
  const { t, i18n } = useTranslation('app');
  const { t: ta } = useTranslation('analysis');
  const [refusal, setRefusal] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const { G, ctx } = state;
  const gameover = ctx.gameover as GameOver | undefined;
  const names = useMemo(() => Object.fromEntries(seats.map((s) => [s.id, s.name])), [seats]);

  const refuse = useCallback(
    (code: string) => {
      const reason =
        code === 'waiting-for-players'
          ? t('play.waitingReason')
          : t(`${mod.id}:reason.${code}`, { defaultValue: code });
      setRefusal(t('play.refused', { reason }));
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setRefusal(null), 5000);
    },
    [mod.id, t],
  );

  // Every move goes through the game's own legality check first, so a refusal has a reason.
  const waiting = !!waitingForPlayers;
  const moves = useMemo(() => {
    if (!client || playerID === null) return {};
    const out: Record<string, (arg?: Record<string, unknown>) => void> = {};
    for (const name of Object.keys(client.moves)) {
      out[name] = (arg?: Record<string, unknown>) => {
        const current = client.getState();
        if (!current) return;
        if (current.ctx.gameover) return refuse('game-over');
        if (waiting) return refuse('waiting-for-players');
        if (!activeOf(current.ctx).includes(playerID)) return refuse('not-your-turn');
        const why = mod.whyIllegal(current.G, current.ctx, playerID, name, arg);
        if (why) return refuse(why);
        setRefusal(null);
        if (arg === undefined) client.moves[name]();
        else client.moves[name](arg);
      };
    }
    return out;
  }, [client, playerID, mod, refuse, waiting]);

  // Automation handle (browser tests, accessibility tools): the same move path as the board. It
  // offers moves once the board shows the client's latest state (states render as transitions,
  // client/play/use-client.ts), so what it offers is what a player sees.
  const rendered = useRef(-1);
  useEffect(() => {
    rendered.current = state._stateID;
  }, [state._stateID]);
  useEffect(() => {
    const w = window as unknown as { roundhouse?: unknown };
    w.roundhouse = {
      gameId: mod.id,
      playerID,
      legalMoves: () => {
        const s = client?.getState();
        if (!s || s._stateID !== rendered.current) return [];
        return playerID !== null && !s.ctx.gameover && !waiting ? mod.legalMoves(s.G, s.ctx, playerID) : [];
      },
      play: (move: string, arg?: Record<string, unknown>) => moves[move]?.(arg),
      stateID: () => client?.getState()?._stateID ?? -1,
      /** The state the board shows (behind stateID while a transition plays). */
      renderedID: () => rendered.current,
    };
    return () => {
      delete w.roundhouse;
    };
  }, [mod, client, playerID, moves, waiting]);

  const active = activeOf(ctx);
  const seatToAct = playerID !== null && active.includes(playerID) && !gameover;
  const isActive = seatToAct && !standIn && !waiting;
  const Board = entry.Board;

  // Hints (local games, online tables that allow them): the Normal bot's preferred move for this
  // seat, highlighted on the board. The marks of hints used are kept on this device per match (an
  // online table's option may arrive after the first render).
  const matchID = client?.matchID ?? '';
  const [hinted, setHinted] = useState<HintUse[]>(() => (matchID ? hintsOf(matchID) : []));
  const [hint, setHint] = useState<{ stateID: number; seat: string; suggestion: BoardSuggestion | null } | null>(null);
  const hintRun = useRef<{ cancel(): void } | null>(null);
  useEffect(() => () => hintRun.current?.cancel(), []);
  const askForHint = () => {
    if (!client || playerID === null) return;
    const current = client.getState();
    if (!current) return;
    const stateID = current._stateID;
    setHinted(addHint(matchID, { stateID, seat: playerID }));
    onHint?.({ stateID, seat: playerID });
    setHint({ stateID, seat: playerID, suggestion: null });
    hintRun.current?.cancel();
    const run = askHint(mod.id, current as any, playerID, stateID);
    hintRun.current = run;
    run.done.then(
      ({ choice, gain }) => {
        // the hint is this seat's alone: it may name the seat's own secret choice (client/play/hint-text.ts)
        const label = hintLabel(hintMoveText(mod, entry, current.G, playerID, choice, i18n), gain, i18n);
        setHint((h) =>
          h && h.stateID === stateID ? { ...h, suggestion: { move: choice.move, args: choice.args, label } } : h,
        );
      },
      (e) => {
        if (!isBotCancelled(e)) setHint(null);
      },
    );
  };
  // A hint holds until this seat moves (others may move meanwhile in simultaneous stages).
  const movedSince = (stateID: number) =>
    (state.log ?? []).some(
      (e) =>
        e._stateID >= stateID &&
        e.action.type === 'MAKE_MOVE' &&
        (e.action.payload as { playerID?: string }).playerID === playerID,
    );
  const hintNow = hint && hint.seat === playerID && isActive && !movedSince(hint.stateID) ? hint : null;

  // The end of the game comes into view wherever the page was scrolled to (on a phone the last
  // move is often made far down the board).
  const endPanel = useRef<HTMLElement>(null);
  const over = !!gameover;
  useEffect(() => {
    if (over) endPanel.current?.scrollIntoView({ block: 'start' });
  }, [over]);

  // the board names the winner of the one result (games/common/result.ts)
  const boardState = useMemo(
    () =>
      gameover && out && Object.keys(out).length
        ? {
            ...state,
            ctx: {
              ...ctx,
              gameover: shownGameover(
                gameover,
                Array.from({ length: ctx.numPlayers }, (_, i) => String(i)),
                out,
              ),
            },
          }
        : state,
    [state, ctx, gameover, out],
  );
  const line = turnLine({ gameover: !!gameover, seatToAct, standIn, thinking, active, names, waitingForPlayers }, t);

  return (
    <div className="play">
      <header className="play-header">
        <h1>{t(`${mod.id}:title`, { defaultValue: mod.title })}</h1>
        <div className={`turn-line${isActive ? ' mine' : ''}`} role="status" aria-live="polite">
          {line}
          {playerID === null && !gameover ? <span className="muted"> · {t('play.spectating')}</span> : null}
          {isMultiplayer && !state.isConnected ? <span className="warn"> · {t('play.disconnected')}</span> : null}
        </div>
        {headerExtra}
        {hints && isActive ? (
          <div className="hint-line">
            <button className="button" type="button" onClick={askForHint} disabled={!!hintNow && !hintNow.suggestion}>
              {ta('hint')}
            </button>{' '}
            {hintNow ? (
              <span role="status" data-testid="hint-text">
                {hintNow.suggestion?.label ?? ta('hintThinking')}
              </span>
            ) : null}
          </div>
        ) : null}
        <BoardTour gameId={mod.id} autoStart={tourAuto && playerID !== null && !gameover} />
      </header>
      {gameover ? (
        <section ref={endPanel} className="game-end" aria-label={t('play.gameOver')} data-testid="game-end">
          <p className="game-end-result">
            <b>{t('play.gameOver')}</b> · <span data-testid="end-result">{resultText(ctx, names, t, out)}</span>
          </p>
          {endActions ? <div className="end-actions">{endActions}</div> : null}
        </section>
      ) : null}
      {refusal ? (
        <div className="refusal" role="alert" onClick={() => setRefusal(null)}>
          {refusal}
        </div>
      ) : null}
      <div className="play-body">
        <main className="board-area">
          {gameover ? (
            <ScoreTable mod={mod} G={G} ctx={ctx} names={names} out={out} unrated={unrated} withResult={false} />
          ) : null}
          <Board
            {...boardProps({
              state: boardState,
              G,
              playerID,
              matchID: client?.matchID ?? '',
              names,
              readOnly: playerID === null || !!gameover,
              live: {
                moves,
                isActive,
                isMultiplayer,
                isConnected: state.isConnected,
                matchData: client?.matchData,
                log: state.log,
                undo: () => client?.undo(),
                redo: () => client?.redo(),
              },
            })}
            suggestion={hintNow?.suggestion ?? null}
          />
        </main>
        <aside className="side">
          <PlayerPanels mod={mod} G={G} ctx={ctx} seats={seats} viewer={playerID} thinking={thinking} />
          {side}
          <MoveLog
            mod={mod}
            log={state.log}
            names={names}
            hinted={hintedMoves(state.log, sharedHints?.length ? [...hinted, ...sharedHints] : hinted)}
          />
        </aside>
      </div>
      {footer}
    </div>
  );
}
