// "Leave the table" and "Take my seat back" for the seat this browser holds.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockApi } from './api';
import type { LiveClock } from './use-clock';
import { ErrorLine } from '../../error-line';

export function SeatControls({ clock, matchID, seat, credentials }: { clock: LiveClock; matchID: string; seat: string; credentials: string }) {
  const { t } = useTranslation('clock');
  const [asking, setAsking] = useState(false);
  const [forGood, setForGood] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const s = clock.view?.seats[seat];
  if (!clock.view || !s || clock.view.over) return null;
  const run = async (fn: () => Promise<import('./api').ClockView>) => {
    setBusy(true);
    setError(null);
    try {
      clock.setView(await fn());
      setAsking(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="seat-controls">
      {s.abandoned ? (
        <p className="muted">{t('yourSeatAbandoned')}</p>
      ) : s.standIn ? (
        <p role="status">
          {t('yourSeatStandIn')}{' '}
          <button className="button primary" disabled={busy} onClick={() => void run(() => clockApi.back(matchID, seat, credentials))}>
            {t('takeBack')}
          </button>
        </p>
      ) : asking ? (
        <div className="leave-confirm" role="group" aria-label={t('leave')}>
          <p>{t('leaveHelp')}</p>
          <label className="check">
            <input type="checkbox" checked={forGood} onChange={(e) => setForGood(e.target.checked)} /> {t('leaveForGood')}
          </label>{' '}
          <button className="button" disabled={busy} onClick={() => void run(() => clockApi.leave(matchID, seat, credentials, forGood))}>
            {t('leaveConfirm')}
          </button>{' '}
          <button className="button" onClick={() => setAsking(false)}>
            {t('cancel')}
          </button>
        </div>
      ) : (
        <button className="button" onClick={() => setAsking(true)}>
          {t('leave')}
        </button>
      )}
      <ErrorLine inline>{error && t('failed', { message: error })}</ErrorLine>
    </div>
  );
}
