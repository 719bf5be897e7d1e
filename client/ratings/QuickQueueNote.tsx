// On My matches: the signed-in player's turn-based quick match still looking for opponents (it
// waits with every page closed, up to a day: server/quickmatch/quickmatch.ts), with a button to
// leave the queue. A live wait is the home page's business (it lasts while that page asks). Once
// the wait ends in a seat, `onSeated` (My matches brings the account's seats in).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gameInfo } from '../catalog';
import { ErrorLine } from '../error-line';
import { ratingsApi, type QuickState } from './api';
import './ratings.css';

const POLL_MS = 30_000;

export function QuickQueueNote({ onSeated }: { onSeated?: () => void }) {
  const { t, i18n } = useTranslation('ratings');
  const { t: ta } = useTranslation('app');
  const [state, setState] = useState<QuickState>({ status: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const seatedHook = useRef(onSeated);
  seatedHook.current = onSeated;
  useEffect(() => {
    let live = true;
    let waited = false;
    const ask = () =>
      ratingsApi.quickState().then(
        (s) => {
          if (!live) return;
          if (s.status === 'waiting' && s.pace === 'turnBased') waited = true;
          else if (s.status === 'seated' && waited) {
            waited = false;
            seatedHook.current?.();
          }
          setState(s);
        },
        () => undefined,
      );
    void ask();
    const timer = window.setInterval(ask, POLL_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, []);
  if (state.status !== 'waiting' || state.pace !== 'turnBased') return null;
  const game = ta(`${state.gameId}:title`, { defaultValue: gameInfo(state.gameId)?.title ?? state.gameId });
  const until = state.until
    ? new Date(state.until).toLocaleString(i18n.language, { weekday: 'short', hour: '2-digit', minute: '2-digit' })
    : '';
  const leave = async () => {
    setError(null);
    try {
      await ratingsApi.quickLeave();
      setState({ status: 'idle' });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <section className="quick-queue" data-testid="quick-queue" aria-labelledby="quick-queue-title">
      <h3 id="quick-queue-title">{t('myQueueTitle')}</h3>
      <p>
        <span className="spinner" aria-hidden /> {t('myQueue', { game, n: state.numPlayers, until })}{' '}
        <button className="button" onClick={() => void leave()}>
          {t('leaveQueue')}
        </button>
      </p>
      <ErrorLine>{error}</ErrorLine>
    </section>
  );
}
