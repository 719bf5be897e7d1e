// Online play over sockets: a seat this browser holds (credentials in localStorage, so a refresh
// or a dropped connection rejoins), or a spectator view. After gameover every viewer is told when
// someone asked for a rematch.
import { ChatPanel } from '../chat/ChatPanel';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameModule } from '../../games/common/module';
import { lobby } from '../lobby-api';
import { useBoard } from '../play/board-loader';
import { PlayView } from '../play/PlayView';
import { useClients, useClientState } from '../play/use-client';
import { useRematch } from '../play/use-rematch';
import { absoluteHref, href, navigate } from '../router';
import { store } from '../store';
import { clockApi, formatDuration } from '../play/clock/api';
import { NotifyPrompt } from '../play/clock/NotifyPrompt';
import { refreshTurns } from '../play/clock/my-turns';
import { useTurnNotice } from '../play/clock/notify';
import { SeatControls } from '../play/clock/SeatControls';
import { outOfView } from '../play/results/out';
import { TakebackControls } from '../play/results/TakebackControls';
import { SeatStatus } from '../play/clock/SeatStatus';
import { setTitleParts } from '../play/clock/title';
import { useMatchClock } from '../play/clock/use-clock';
import { activeOf } from '../play/seats';
import { ratingText, useTableRatings } from '../ratings/api'; // rated play
import { ErrorLine } from '../error-line';
import { useAccount } from '../account/session';

const InviteControl = lazy(() => import('../social/InvitePlayers').then((m) => ({ default: m.InviteControl })));
import { shownName } from '../play/shown-name';

export function OnlinePlayPage({
  gameId,
  matchID,
  spectate,
  mod,
}: {
  gameId: string;
  matchID: string;
  spectate?: boolean;
  mod: GameModule | undefined;
}) {
  const { t } = useTranslation('app');
  const entry = useBoard(gameId);
  const seat = spectate ? undefined : store.seat(gameId, matchID);
  const [copied, setCopied] = useState(false);
  const signedIn = useAccount().status === 'signed-in'; // invitations (client/social/)
  const [busy, setBusy] = useState(false);
  const [againError, setAgainError] = useState<string | null>(null);
  const clients = useClients(
    () => {
      if (!mod) return [];
      return [
        Client({
          game: mod.game,
          // WebSocket only: the same transport behind one process or several (docs/deploy.md).
          multiplayer: SocketIO({ server: window.location.origin, socketOpts: { transports: ['websocket'] } }),
          matchID,
          playerID: seat?.playerID,
          credentials: seat?.credentials,
          debug: false,
        }),
      ];
    },
    `${gameId}/${matchID}/${seat?.playerID ?? 'spectator'}`,
  );
  const client = clients[0] ?? null;
  const state = useClientState(client);
  const rematch = useRematch(gameId, matchID, !!state?.ctx.gameover, seat?.playerID);
  // The clock is fetched again on every move and whenever someone joins, connects or leaves.
  const presence = ((client?.matchData ?? []) as { name?: string; isConnected?: boolean }[])
    .map((m) => `${m.name ?? ''}:${!!m.isConnected}`)
    .join('|');
  const clock = useMatchClock(matchID, `${state?._stateID ?? -1}/${presence}`, !!state);
  const { t: tc } = useTranslation('clock');
  // rated play: each seat's rating next to its name at a rated table
  const accounts = useTableRatings(matchID, presence, !!state?.ctx.gameover);
  const tableRatings = accounts?.rated ? accounts : null;
  // The table's options (server/lobby/table-options.ts): hints, when allowed, run in this browser's
  // bot worker from this seat's own view, as in local games.
  const [hintsAllowed, setHintsAllowed] = useState(false);
  useEffect(() => {
    let live = true;
    setHintsAllowed(false);
    lobby.match(gameId, matchID).then(
      (m) => live && setHintsAllowed(m.tableOptions?.hints === true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [gameId, matchID]);
  const gameTitle = t(`${gameId}:title`, { defaultValue: mod?.title ?? gameId });
  // While a stand-in bot plays this seat, its turns are not announced as this player's.
  const standIn = !!seat && !!clock.view?.seats[seat.playerID]?.standIn;
  const myTurn = !!state && !!seat && !standIn && !state.ctx.gameover && activeOf(state.ctx).includes(seat.playerID);
  useTurnNotice(myTurn, tc('notifyTitle', { game: gameTitle }), tc('notifyBody', { game: gameTitle }));
  // The tab title: this seat's time while it runs; the "your turn" count follows each move.
  const mine = seat ? clock.left(seat.playerID) : null;
  const titleClock = mine ? formatDuration((mine.turnMs ?? 0) + mine.bankMs) : '';
  useEffect(() => setTitleParts({ clock: titleClock }), [titleClock]);
  useEffect(() => () => setTitleParts({ clock: '' }), []);
  useEffect(() => void refreshTurns(), [state?._stateID]);

  if (!mod) return <p>{t('play.unknownGame', { id: gameId })}</p>;
  if (entry instanceof Error) return <p className="error">{entry.message}</p>;
  if (!entry || !state || !client) return <p>{t('play.connecting')}</p>;

  const matchData = (client.matchData ?? []) as {
    id: number;
    name?: string;
    isConnected?: boolean;
    data?: { bot?: string };
  }[];
  const seats = Array.from({ length: state.ctx.numPlayers }, (_, i) => {
    const md = matchData.find((m) => m.id === i);
    const id = String(i);
    // A seat left for good shows so in the final result too.
    const name = md?.name ? shownName(md.name, t) : t('play.seatLabel', { n: i + 1 });
    // rated play: the seat's rating under its name (none beside a seat nobody has taken yet)
    const held = tableRatings?.seats[id];
    const rating =
      tableRatings && md?.name ? (
        <span
          className="seat-rating"
          data-testid="seat-rating"
          title={!held || held.provisional ? t('play.provisional') : undefined}>
          {t('play.rating', { rating: ratingText(held?.rating ?? 1000, held ? held.provisional : true) })}{' '}
        </span>
      ) : null;
    // a seat held by an account links to the player's profile
    const account = accounts?.seats[id];
    return {
      id,
      profile: account && account.name === md?.name ? href('player', account.name) : undefined,
      name: clock.view?.seats[id]?.abandoned ? `${name} (${tc('abandoned')})` : name,
      connected: md?.data?.bot ? true : !!md?.isConnected,
      bot: md?.data?.bot,
      status: (
        <>
          {rating}
          <SeatStatus clock={clock} seat={id} bot={!!md?.data?.bot} />
        </>
      ),
    };
  });
  const invite = absoluteHref('join', gameId, matchID);
  const taken = seats.filter((s) => !!matchData.find((m) => m.id === Number(s.id))?.name).length;
  const open = taken < seats.length;
  // Nobody moves before every seat is taken (the server refuses it too: server/sockets/guard.ts).
  const waitingForPlayers = open && !state.ctx.gameover ? { taken, seats: seats.length } : null;
  // The first-game tour opens by itself only at an untimed table (known once the clock is).
  const tourAuto = clock.view !== null && clock.view.pace.mode === 'untimed';

  // A rematch this viewer has not gone to yet (a seat there is kept in this browser).
  const notice = rematch && !(seat && store.seat(gameId, rematch.matchID)) ? rematch : null;

  const again = async () => {
    if (!seat || busy) return; // one request at a time (a double click would join twice)
    setAgainError(null);
    setBusy(true);
    try {
      const { nextMatchID } = await lobby.playAgain(gameId, matchID, seat.playerID, seat.credentials);
      // Been there already (then came back here): the seat is kept in this browser.
      if (store.seat(gameId, nextMatchID)) return navigate('play', gameId, nextMatchID);
      try {
        // Take the same seat at the next table; others follow through the same button.
        const r = await lobby.join(gameId, nextMatchID, seat.name, seat.playerID);
        store.saveSeat({ ...seat, matchID: nextMatchID, credentials: r.playerCredentials, createdAt: Date.now() });
        navigate('play', gameId, nextMatchID);
      } catch {
        navigate('join', gameId, nextMatchID);
      }
    } catch (e) {
      setAgainError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  // Seats out of the match (resigned, or left for good): last in the result (games/common/result.ts).
  const out = outOfView(clock.view);

  return (
    <PlayView
      mod={mod}
      entry={entry}
      state={state}
      out={out}
      unrated={tableRatings?.unrated}
      client={seat ? client : null}
      playerID={seat?.playerID ?? null}
      seats={seats}
      isMultiplayer
      waitingForPlayers={waitingForPlayers}
      tourAuto={tourAuto}
      hints={!!seat && hintsAllowed}
      standIn={standIn}
      // the server keeps where each seat asked for a hint: every viewer's move log and the replay mark them
      sharedHints={clock.view?.hints}
      onHint={(use) =>
        seat &&
        void clockApi.hint(matchID, seat.playerID, seat.credentials, use.stateID).then(clock.setView, () => undefined)
      }
      side={
        <ChatPanel
          matchID={matchID}
          seat={seat ? { playerID: seat.playerID, credentials: seat.credentials } : null}
          gameover={!!state.ctx.gameover}
        />
      }
      headerExtra={
        <>
          {hintsAllowed && !state.ctx.gameover ? (
            <p className="muted table-options" data-testid="table-hints">
              {t('play.hintsAllowed')}
            </p>
          ) : null}
          {tableRatings ? (
            <p className="muted table-options rated-mark" data-testid="table-rated">
              {t('play.rated')}
            </p>
          ) : null}
          {seat && !state.ctx.gameover ? (
            <SeatControls
              clock={clock}
              matchID={matchID}
              seat={seat.playerID}
              credentials={seat.credentials}
              rated={!!tableRatings}
            />
          ) : null}
          {seat && !state.ctx.gameover && accounts && !tableRatings ? (
            <TakebackControls
              clock={clock}
              matchID={matchID}
              seat={seat.playerID}
              credentials={seat.credentials}
              names={Object.fromEntries(seats.map((s) => [s.id, s.name]))}
            />
          ) : null}
          {seat && !state.ctx.gameover ? <NotifyPrompt /> : null}
          {notice ? (
            <div className="rematch" role="status">
              <span>
                {notice.names.length === 0
                  ? t('play.rematchReady')
                  : notice.names.length === 1
                    ? t('play.rematchBy', { name: notice.names[0] })
                    : t('play.rematchByMany', { names: notice.names.join(', ') })}
              </span>
              {seat ? (
                <button className="button primary" disabled={busy} onClick={() => void again()}>
                  {t('play.joinRematch')}
                </button>
              ) : (
                <a className="button primary" href={href('watch', gameId, notice.matchID)}>
                  {t('play.watchRematch')}
                </a>
              )}
            </div>
          ) : open && !state.ctx.gameover ? (
            <>
              {seat && signedIn ? (
                <Suspense fallback={null}>
                  <InviteControl matchID={matchID} seated={matchData.flatMap((m) => (m.name ? [m.name] : []))} />
                </Suspense>
              ) : null}
              <div className="invite">
                <label>
                  {t('play.invite')} <input readOnly value={invite} onFocus={(e) => e.target.select()} />
                </label>
                <button
                  className="button"
                  onClick={() => {
                    void navigator.clipboard?.writeText(invite).then(() => setCopied(true));
                  }}>
                  {copied ? t('play.copied') : t('play.copy')}
                </button>
              </div>
            </>
          ) : null}
        </>
      }
      endActions={
        state.ctx.gameover ? (
          <>
            {seat && !notice ? (
              <button className="button primary" disabled={busy} onClick={() => void again()}>
                {t('play.playAgain')}
              </button>
            ) : null}
            <a className="button" href={`#/replay/server/${gameId}/${matchID}`}>
              {t('play.replay')}
            </a>
            <a className="button" href={`#/replay/server/${gameId}/${matchID}?analyse=1`}>
              {t('play.analyse')}
            </a>
            <ErrorLine inline>{againError && t('play.playAgainFailed', { message: againError })}</ErrorLine>
          </>
        ) : null
      }
    />
  );
}
