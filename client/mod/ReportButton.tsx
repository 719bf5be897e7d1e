// "Report": a small button beside a chat message or on a profile that opens a short form (a
// reason and what happened) and sends it to the moderators (POST /api/reports). Shown to
// signed-in players only (the server refuses anyone else).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../account/session';
import { ApiError } from '../lobby-api';
import { modApi, REPORT_REASONS, type ReportReason } from './api';
import './mod.css';

export interface ReportTarget {
  /** The account reported (left out for a chat message: the server knows its author). */
  name?: string;
  /** Who the form names (the account, or a guest seat's name). */
  shownName: string;
  matchID?: string;
  messageId?: string;
}

export function ReportButton({ target, compact = false }: { target: ReportTarget; compact?: boolean }) {
  const { t } = useTranslation('mod');
  const account = useAccount();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>('abuse');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const id = useId();
  if (account.status !== 'signed-in' || account.me.name === target.name) return null;

  const send = async () => {
    setBusy(true);
    setStatus(null);
    try {
      await modApi.report({
        ...(target.name !== undefined ? { name: target.name } : {}),
        ...(target.matchID ? { matchID: target.matchID } : {}),
        ...(target.messageId ? { messageId: target.messageId } : {}),
        reason,
        text,
      });
      setStatus({ ok: true, text: t('sent') });
      setOpen(false);
      setText('');
    } catch (e) {
      setStatus({ ok: false, text: t('failed', { message: e instanceof ApiError ? e.message : String(e) }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="report">
      <button
        type="button"
        className={compact ? 'report-toggle compact' : 'button report-toggle'}
        aria-expanded={open}
        aria-controls={open ? `${id}-form` : undefined}
        aria-label={compact ? t('reportPlayer', { name: target.shownName }) : undefined}
        onClick={() => {
          setOpen(!open);
          setStatus(null);
        }}>
        {compact ? '⚑' : t('reportPlayer', { name: target.shownName })}
      </button>
      {open ? (
        <form
          id={`${id}-form`}
          className="report-form"
          aria-label={t('reportTitle', { name: target.shownName })}
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}>
          <p className="report-title">{t('reportTitle', { name: target.shownName })}</p>
          <label>
            {t('reason')}{' '}
            <select value={reason} onChange={(e) => setReason(e.target.value as ReportReason)}>
              {REPORT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`reasons.${r}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('details')}
            <textarea value={text} maxLength={1000} rows={3} onChange={(e) => setText(e.target.value)} />
          </label>
          <div className="report-actions">
            <button type="submit" className="button primary" disabled={busy}>
              {t('send')}
            </button>
            <button type="button" className="button" onClick={() => setOpen(false)}>
              {t('cancel')}
            </button>
          </div>
        </form>
      ) : null}
      {status ? (
        <span role="status" className={status.ok ? 'report-status' : 'report-status error'}>
          {status.text}
        </span>
      ) : null}
    </span>
  );
}
