// "Quick match" on a game's card: the pace (live, 90 s a turn: the default; or turn-based, a day a
// turn), a player count, the button, and while the server looks for opponents a waiting indicator
// with the time waited and Cancel. The server keeps one wait per account
// (server/quickmatch/quickmatch.ts), so this page waits for one game at a time: every card shares
// one wait (below), and the other cards say which game is being waited for. Before anyone is
// seated the card says what a quick match is: rated, at the chosen pace. The page asks the server
// every 1.5 s while a live wait is on (a player who stops asking leaves that queue), every 10 s
// while a turn-based one is (that request waits a day with the page closed: the card says so);
// once seated, the seat is kept in this browser like any other and the play page opens. A wait
// survives a reload of the page, and a signed-in player's turn-based wait shows on a new visit.
// Offline, the button is off with the line the other online-only controls show.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './ratings.css';
import { QUICK_PACE } from '../../server/ratings/quick-pace';
import { gameInfo } from '../catalog';
import { lobby } from '../lobby-api';
import { useOnline } from '../pwa';
import { href, navigate } from '../router';
import { store } from '../store';
import { useAccount } from '../account/session';
import { ratingsApi, type QuickPace, type QuickState } from './api';
import { ErrorLine } from '../error-line';

const POLL_MS = 1500;
/** A turn-based wait (the server keeps it without asking) is asked about less often. */
const POLL_TURN_BASED_MS = 10_000;
/** The game this tab is waiting for (so a reload resumes the wait). */
const WAITING_KEY = 'rh_quick_waiting';

/** The one wait of this page, shared by every card: its state, and a failure of the wait's game. */
interface Shared {
  state: QuickState;
  failed: { gameId: string; message: string } | null;
}
let shared: Shared = { state: { status: 'idle' }, failed: null };
const listeners = new Set<(s: Shared) => void>();
let poll: ReturnType<typeof setInterval> | undefined;
let resumed = false;
let lastAsk = 0;

function set(next: Partial<Shared>) {
  shared = { ...shared, ...next };
  for (const fn of listeners) fn(shared);
  if (shared.state.status === 'waiting' && !poll) poll = setInterval(ask, POLL_MS);
  if (shared.state.status !== 'waiting' && poll) {
    clearInterval(poll);
    poll = undefined;
  }
  if (shared.state.status === 'seated') takeSeat(shared.state);
}

function ask() {
  if (
    shared.state.status === 'waiting' &&
    shared.state.pace === 'turnBased' &&
    Date.now() - lastAsk < POLL_TURN_BASED_MS
  )
    return;
  lastAsk = Date.now();
  const waitingFor = shared.state.status === 'waiting' ? shared.state.gameId : '';
  ratingsApi.quickState().then(
    (s) => {
      if (shared.state.status === 'waiting') set({ state: s });
    },
    (e) =>
      set({
        state: { status: 'idle' },
        failed: { gameId: waitingFor, message: e instanceof Error ? e.message : String(e) },
      }),
  );
}

let seating = '';
/** Seated: keep the seat in this browser and go to the table (once). */
function takeSeat(s: Extract<QuickState, { status: 'seated' }>) {
  if (seating === s.matchID) return;
  seating = s.matchID;
  sessionStorage.removeItem(WAITING_KEY);
  void lobby
    .match(s.gameId, s.matchID)
    .then(
      (m) => m.players.find((p) => String(p.id) === s.playerID)?.name ?? '',
      () => '',
    )
    .then((name) => {
      store.saveSeat({
        gameId: s.gameId,
        matchID: s.matchID,
        playerID: s.playerID,
        credentials: s.credentials,
        name,
        createdAt: Date.now(),
        rated: true,
      });
      set({ state: { status: 'idle' } });
      navigate('play', s.gameId, s.matchID);
    });
}

function useShared(signedIn: boolean): Shared {
  const [s, setS] = useState(shared);
  useEffect(() => {
    listeners.add(setS);
    setS(shared);
    return () => {
      listeners.delete(setS);
    };
  }, []);
  useEffect(() => {
    // resume a wait after a reload of this tab, or a turn-based wait made earlier (asked once for
    // the whole page); a seat is taken only by the tab that waited for it
    const reloaded = !!sessionStorage.getItem(WAITING_KEY);
    if (resumed || !(reloaded || signedIn)) return;
    resumed = true;
    ratingsApi.quickState().then(
      (q) => {
        if (q.status === 'waiting' || (q.status === 'seated' && reloaded)) set({ state: q });
        else sessionStorage.removeItem(WAITING_KEY);
      },
      () => sessionStorage.removeItem(WAITING_KEY),
    );
  }, [signedIn]);
  return s;
}

export function QuickMatch({
  gameId,
  minPlayers,
  maxPlayers,
}: {
  gameId: string;
  minPlayers: number;
  maxPlayers: number;
}) {
  const { t, i18n } = useTranslation('ratings');
  const { t: ta } = useTranslation('app');
  const online = useOnline();
  const account = useAccount();
  const { state, failed } = useShared(account.status === 'signed-in');
  const [numPlayers, setNumPlayers] = useState(minPlayers);
  const [pace, setPace] = useState<QuickPace>('live');
  const [message, setMessage] = useState<string | null>(null);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const [now, setNow] = useState(Date.now());
  const button = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const mine = state.status !== 'idle' && state.gameId === gameId;
  const other = state.status !== 'idle' && state.gameId !== gameId ? state.gameId : null;
  const waiting = mine && state.status === 'waiting';

  useEffect(() => {
    if (!waiting) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [waiting]);

  useEffect(() => {
    if (waiting) cancelButton.current?.focus();
  }, [waiting]);

  const start = async () => {
    setMessage(null);
    setNeedsSignIn(false);
    if (shared.state.status !== 'idle') return; // one game at a time
    try {
      const s = await ratingsApi.quickJoin(gameId, numPlayers, pace);
      sessionStorage.setItem(WAITING_KEY, gameId);
      setNow(Date.now());
      set({ state: s, failed: null });
    } catch (e) {
      const status = (e as { status?: number }).status;
      if (status === 401) setNeedsSignIn(true);
      else setMessage(t('quickFailed', { message: e instanceof Error ? e.message : String(e) }));
    }
  };

  const cancel = async () => {
    sessionStorage.removeItem(WAITING_KEY);
    set({ state: { status: 'idle' } });
    try {
      await ratingsApi.quickLeave();
    } catch (e) {
      // 409: seated meanwhile (the server keeps the seat and names the match): show it, not idle.
      if ((e as { status?: number }).status === 409) {
        const s = await ratingsApi.quickState().catch(() => null);
        if (s) set({ state: s, failed: null });
      }
    }
    button.current?.focus();
  };

  const liveNote = t('quickPace', { turn: QUICK_PACE.turnSeconds, bank: Math.round(QUICK_PACE.bankSeconds / 60) });
  const paceNote = pace === 'turnBased' ? t('quickTurnBasedNote') : liveNote;
  const turnBasedWait = state.status === 'waiting' && state.pace === 'turnBased';
  const until = (ms: number | null | undefined) =>
    ms ? new Date(ms).toLocaleString(i18n.language, { weekday: 'short', hour: '2-digit', minute: '2-digit' }) : '';
  const failure = message ?? (failed?.gameId === gameId ? t('quickFailed', { message: failed.message }) : null);
  const otherTitle = other ? ta(`${other}:title`, { defaultValue: gameInfo(other)?.title ?? other }) : '';

  return (
    <div className="quick-match" data-testid={`quick-${gameId}`}>
      {!mine ? (
        <>
          <fieldset className="quick-pace" disabled={!online || !!other}>
            <legend className="sr-only">{t('quickPaceLegend')}</legend>
            {(['live', 'turnBased'] as const).map((p) => (
              <label key={p} className="radio">
                <input
                  type="radio"
                  name={`quick-pace-${gameId}`}
                  value={p}
                  checked={pace === p}
                  onChange={() => setPace(p)}
                />{' '}
                {t(p === 'live' ? 'quickLive' : 'quickTurnBased')}
              </label>
            ))}
          </fieldset>
          <p className="quick-row">
            {maxPlayers > minPlayers ? (
              <select
                aria-label={t('quickPlayers')}
                value={numPlayers}
                onChange={(e) => setNumPlayers(Number(e.target.value))}
                disabled={!online || !!other}>
                {Array.from({ length: maxPlayers - minPlayers + 1 }, (_, i) => minPlayers + i).map((n) => (
                  <option key={n} value={n}>
                    {t('playersN', { n })}
                  </option>
                ))}
              </select>
            ) : null}
            <button
              ref={button}
              className="button"
              onClick={() => void start()}
              disabled={!online || !!other}
              aria-describedby={`quick-note-${gameId}`}>
              {t('quickMatch')}
            </button>
          </p>
          <p className="muted quick-note" id={`quick-note-${gameId}`} data-testid="quick-note">
            {!online
              ? `${t('quickMatch')}, ${ta('home.leaderboard')} — ${ta('pwa.onlineNeedsNetwork')}`
              : other
                ? t('quickOther', { game: otherTitle })
                : paceNote}
          </p>
        </>
      ) : (
        <div className="quick-waiting">
          <span className="spinner" aria-hidden />
          <span role="status">
            {state.status === 'seated'
              ? t('seated')
              : t(turnBasedWait ? 'waitingTurnBased' : 'waiting', { rating: state.rating })}
          </span>
          {state.status === 'waiting' ? (
            <>
              {turnBasedWait ? null : (
                <span className="muted" aria-hidden>
                  {' '}
                  {t('waited', { seconds: Math.max(0, Math.floor((now - state.since) / 1000)) })}
                </span>
              )}{' '}
              <button ref={cancelButton} className="button" onClick={() => void cancel()}>
                {turnBasedWait ? t('leaveQueue') : t('cancel')}
              </button>
            </>
          ) : null}
          <p className="muted quick-note" data-testid="quick-note">
            {turnBasedWait
              ? t('waitingTurnBasedNote', { until: until(state.status === 'waiting' ? state.until : null) })
              : state.pace === 'turnBased'
                ? t('quickTurnBasedNote')
                : liveNote}
          </p>
        </div>
      )}
      <ErrorLine>{failure}</ErrorLine>
      {needsSignIn ? (
        <p role="alert">
          {t('signInFirst')} <a href={href('signin')}>{t('signIn')}</a>
        </p>
      ) : null}
    </div>
  );
}
