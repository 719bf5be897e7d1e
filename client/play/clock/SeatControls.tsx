// "Leave the table", "Take my seat back" and "Resign" for the seat this browser holds. Leaving for
// good and resigning put the seat last in the result (games/common/result.ts); at a rated table
// the leave-for-good choice says so before it is pressed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockApi } from './api';
import type { LiveClock } from './use-clock';
import { ErrorLine } from '../../error-line';
import { ResignButton } from '../results/ResignButton';

export function SeatControls({
  clock,
  matchID,
  seat,
  credentials,
  rated = false,
}: {
  clock: LiveClock;
  matchID: string;
  seat: string;
  credentials: string;
  rated?: boolean;
}) {
  const { t } = useTranslation('clock');
  const { t: tr } = useTranslation('results');
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
      {s.resigned ? (
        <p className="muted">{tr('resignedYou')}</p>
      ) : s.abandoned ? (
        <p className="muted">{t('yourSeatAbandoned')}</p>
      ) : s.standIn ? (
        <p role="status">
          {t('yourSeatStandIn')}{' '}
          <button
            className="button primary"
            disabled={busy}
            onClick={() => void run(() => clockApi.back(matchID, seat, credentials))}>
            {t('takeBack')}
          </button>
        </p>
      ) : asking ? (
        <div className="leave-confirm" role="group" aria-label={t('leave')}>
          <p>{t('leaveHelp')}</p>
          <label className="check">
            <input type="checkbox" checked={forGood} onChange={(e) => setForGood(e.target.checked)} />{' '}
            {tr(rated ? 'leaveForGoodRated' : 'leaveForGood')}
          </label>{' '}
          <button
            className="button"
            disabled={busy}
            onClick={() => void run(() => clockApi.leave(matchID, seat, credentials, forGood))}>
            {t('leaveConfirm')}
          </button>{' '}
          <button className="button" onClick={() => setAsking(false)}>
            {t('cancel')}
          </button>
        </div>
      ) : (
        <span className="seat-actions">
          <button className="button" onClick={() => setAsking(true)}>
            {t('leave')}
          </button>{' '}
          <ResignButton
            ask={tr(rated ? 'resignAskRated' : 'resignAskOnline')}
            onResign={async () => clock.setView(await clockApi.resign(matchID, seat, credentials))}
          />
        </span>
      )}
      <ErrorLine inline>{error && t('failed', { message: error })}</ErrorLine>
    </div>
  );
}
