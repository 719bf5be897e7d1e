// "Resign", with a confirmation that says what it means at this table (online and local play).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorLine } from '../../error-line';
import './results.css';

export function ResignButton({ ask, onResign }: { ask: string; onResign: () => Promise<void> | void }) {
  const { t } = useTranslation('results');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const go = async () => {
    setBusy(true);
    setError(null);
    try {
      await onResign();
      setAsking(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  if (!asking) {
    return (
      <button type="button" className="button resign-button" onClick={() => setAsking(true)}>
        {t('resign')}
      </button>
    );
  }
  return (
    <div className="resign-confirm" role="group" aria-label={t('resign')}>
      <p>{ask}</p>
      <button type="button" className="button danger" disabled={busy} onClick={() => void go()}>
        {t('resignConfirm')}
      </button>{' '}
      <button type="button" className="button" onClick={() => setAsking(false)}>
        {t('cancel')}
      </button>
      <ErrorLine inline>{error}</ErrorLine>
    </div>
  );
}
