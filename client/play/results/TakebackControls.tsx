// Takebacks at an unrated online table (server/clock/keeper.ts askTakeback): this seat asks to take
// its last move back; the other people at the table see the request and accept or decline. The
// table's clock view carries the request; it is asked for every few seconds while the match runs,
// so a request reaches the others without waiting for a move.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockApi } from '../clock/api';
import type { LiveClock } from '../clock/use-clock';
import { ErrorLine } from '../../error-line';
import './results.css';

const POLL_MS = 3000;

export function TakebackControls({
  clock,
  matchID,
  seat,
  credentials,
  names,
}: {
  clock: LiveClock;
  matchID: string;
  seat: string;
  credentials: string;
  names: Record<string, string>;
}) {
  const { t } = useTranslation('results');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const over = !!clock.view?.over;
  // (the clock's setView is a new function at each render: the poll reads the latest)
  const setView = useRef(clock.setView);
  setView.current = clock.setView;
  useEffect(() => {
    if (over) return;
    const every = window.setInterval(
      () =>
        void clockApi.clock(matchID).then(
          (v) => setView.current(v),
          () => undefined,
        ),
      POLL_MS,
    );
    return () => window.clearInterval(every);
  }, [matchID, over]);
  if (!clock.view || over) return null;
  const me = clock.view.seats[seat];
  if (!me || me.abandoned) return null;
  const tb = clock.view.takeback ?? null;
  const end = clock.view.takebackEnd ?? null;
  const run = async (fn: () => Promise<import('../clock/api').ClockView>) => {
    setBusy(true);
    setError(null);
    try {
      clock.setView(await fn());
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="play-actions takeback" data-testid="takeback">
      {tb && tb.seat === seat ? (
        <p role="status">{t('takebackAsked')}</p>
      ) : tb && !tb.accepted.includes(seat) ? (
        <>
          <p role="status">{t('takebackAsk', { name: names[tb.seat] ?? tb.seat, move: tb.notation })}</p>
          <button
            type="button"
            className="button primary"
            disabled={busy}
            onClick={() => void run(() => clockApi.answerTakeback(matchID, seat, credentials, true))}>
            {t('takebackAccept')}
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void run(() => clockApi.answerTakeback(matchID, seat, credentials, false))}>
            {t('takebackDecline')}
          </button>
        </>
      ) : tb ? null : (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void run(() => clockApi.takeback(matchID, seat, credentials))}>
          {t('takeback')}
        </button>
      )}
      {!tb && end?.seat === seat && end.outcome === 'declined' ? (
        <p className="muted">{t('takebackDeclined')}</p>
      ) : null}
      {!tb && end?.outcome === 'done' ? (
        <p className="muted">{t('takebackDone', { name: names[end.seat] ?? end.seat })}</p>
      ) : null}
      <ErrorLine inline>{error && t('takebackFailed', { message: error })}</ErrorLine>
    </div>
  );
}
