// "Quick match" on a game's card: a player count, the button, and while the server looks for
// opponents a waiting indicator with the time waited and Cancel. The page asks the server every
// 1.5 s (a player who stops asking leaves the queue); once seated, the seat is kept in this
// browser like any other and the play page opens. A wait survives a reload of the page.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './ratings.css';
import { lobby } from '../lobby-api';
import { href, navigate } from '../router';
import { store } from '../store';
import { ratingsApi, type QuickState } from './api';
import { ErrorLine } from '../error-line';

const POLL_MS = 1500;
/** The game this tab is waiting for (so a reload resumes the wait). */
const WAITING_KEY = 'rh_quick_waiting';

export function QuickMatch({ gameId, minPlayers, maxPlayers }: { gameId: string; minPlayers: number; maxPlayers: number }) {
  const { t } = useTranslation('ratings');
  const [numPlayers, setNumPlayers] = useState(minPlayers);
  const [state, setState] = useState<QuickState>({ status: 'idle' });
  const [message, setMessage] = useState<string | null>(null);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const [now, setNow] = useState(Date.now());
  const button = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const waiting = state.status === 'waiting' || state.status === 'seated';

  // resume a wait after a reload
  useEffect(() => {
    if (sessionStorage.getItem(WAITING_KEY) !== gameId) return;
    ratingsApi.quickState().then(
      (s) => (s.status !== 'idle' && s.gameId === gameId ? setState(s) : sessionStorage.removeItem(WAITING_KEY)),
      () => sessionStorage.removeItem(WAITING_KEY),
    );
  }, [gameId]);

  useEffect(() => {
    if (state.status !== 'waiting') return;
    let live = true;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    const poll = setInterval(() => {
      ratingsApi.quickState().then(
        (s) => live && setState(s),
        (e) => live && (setMessage(t('quickFailed', { message: e instanceof Error ? e.message : String(e) })), setState({ status: 'idle' })),
      );
    }, POLL_MS);
    return () => {
      live = false;
      clearInterval(tick);
      clearInterval(poll);
    };
  }, [state.status, t]);

  // seated: keep the seat in this browser and go to the table
  useEffect(() => {
    if (state.status !== 'seated') return;
    sessionStorage.removeItem(WAITING_KEY);
    const s = state;
    void lobby.match(s.gameId, s.matchID).then(
      (m) => m.players.find((p) => String(p.id) === s.playerID)?.name ?? '',
      () => '',
    ).then((name) => {
      store.saveSeat({ gameId: s.gameId, matchID: s.matchID, playerID: s.playerID, credentials: s.credentials, name, createdAt: Date.now(), rated: true });
      navigate('play', s.gameId, s.matchID);
    });
  }, [state]);

  useEffect(() => {
    if (state.status === 'waiting') cancelButton.current?.focus();
  }, [state.status]);

  const start = async () => {
    setMessage(null);
    setNeedsSignIn(false);
    try {
      const s = await ratingsApi.quickJoin(gameId, numPlayers);
      sessionStorage.setItem(WAITING_KEY, gameId);
      setNow(Date.now());
      setState(s);
    } catch (e) {
      const status = (e as { status?: number }).status;
      if (status === 401) setNeedsSignIn(true);
      else setMessage(t('quickFailed', { message: e instanceof Error ? e.message : String(e) }));
    }
  };

  const cancel = async () => {
    sessionStorage.removeItem(WAITING_KEY);
    setState({ status: 'idle' });
    await ratingsApi.quickLeave().catch(() => undefined);
    button.current?.focus();
  };

  return (
    <div className="quick-match" data-testid={`quick-${gameId}`}>
      {!waiting ? (
        <p className="quick-row">
          {maxPlayers > minPlayers ? (
            <select aria-label={t('quickPlayers')} value={numPlayers} onChange={(e) => setNumPlayers(Number(e.target.value))}>
              {Array.from({ length: maxPlayers - minPlayers + 1 }, (_, i) => minPlayers + i).map((n) => (
                <option key={n} value={n}>
                  {t('playersN', { n })}
                </option>
              ))}
            </select>
          ) : null}
          <button ref={button} className="button" onClick={() => void start()}>
            {t('quickMatch')}
          </button>
        </p>
      ) : (
        <div className="quick-waiting">
          <span className="spinner" aria-hidden />
          <span role="status">{state.status === 'seated' ? t('seated') : t('waiting', { rating: state.rating })}</span>
          {state.status === 'waiting' ? (
            <>
              <span className="muted" aria-hidden>
                {' '}
                {t('waited', { seconds: Math.max(0, Math.floor((now - state.since) / 1000)) })}
              </span>{' '}
              <button ref={cancelButton} className="button" onClick={() => void cancel()}>
                {t('cancel')}
              </button>
            </>
          ) : null}
        </div>
      )}
      <ErrorLine>{message}</ErrorLine>
      {needsSignIn ? (
        <p role="alert">
          {t('signInFirst')} <a href={href('signin')}>{t('signIn')}</a>
        </p>
      ) : null}
    </div>
  );
}
