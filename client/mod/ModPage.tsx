// The moderators' page (#/mod): open reports with what was reported (close, delete the message,
// mute or suspend its author; a guest seat's message: mute that seat in that match), actions on
// any account by name, and the audit log. The server answers 403 to anyone but a moderator; the
// page says so.
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../account/session';
import { ApiError } from '../lobby-api';
import { href } from '../router';
import { type LogEntry, modApi, type Report } from './api';
import './mod.css';

type Load =
  | { status: 'loading' }
  | { status: 'denied'; code: number }
  | { status: 'ok'; reports: Report[]; log: LogEntry[] };

/** How many minutes a mute lasts (0 lifts it). */
function MinutesInput({ id, value, onChange }: { id: string; value: number; onChange: (m: number) => void }) {
  const { t } = useTranslation('mod');
  return (
    <label htmlFor={id}>
      {t('minutes')}
      <input
        id={id}
        type="number"
        min={0}
        max={43200}
        value={value}
        onChange={(e) => onChange(Math.max(0, Math.floor(Number(e.target.value) || 0)))}
      />
    </label>
  );
}

/** A guest seat's message: the seat, in that match, is all there is to mute (its name may be an
 *  account's too, so no account action is offered on it). */
function SeatActions({ messageId, onDone }: { messageId: string | null; onDone: (msg: string) => void }) {
  const { t } = useTranslation('mod');
  const [minutes, setMinutes] = useState(60);
  const [reason, setReason] = useState('');
  const id = useId();
  const mute = async () => {
    try {
      await modApi.muteAuthor(messageId!, minutes, reason);
      onDone(t('done'));
    } catch (e) {
      onDone(t('failed', { message: e instanceof ApiError ? e.message : String(e) }));
    }
  };
  return (
    <div className="mod-actions">
      <p className="muted">{t('guestSeat')}</p>
      {messageId ? (
        <>
          <MinutesInput id={`${id}-minutes`} value={minutes} onChange={setMinutes} />
          <label htmlFor={`${id}-reason`}>
            {t('actionReason')}
            <input id={`${id}-reason`} value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
          </label>
          <button type="button" className="button" onClick={() => void mute()}>
            {t('muteSeat')}
          </button>
        </>
      ) : null}
    </div>
  );
}

function AccountActions({ name, onDone }: { name?: string; onDone: (msg: string) => void }) {
  const { t } = useTranslation('mod');
  const [who, setWho] = useState(name ?? '');
  const [minutes, setMinutes] = useState(60);
  const [reason, setReason] = useState('');
  const id = useId();
  const act = async (what: () => Promise<void>) => {
    try {
      await what();
      onDone(t('done'));
    } catch (e) {
      onDone(t('failed', { message: e instanceof ApiError ? e.message : String(e) }));
    }
  };
  return (
    <div className="mod-actions">
      {name === undefined ? (
        <label htmlFor={`${id}-name`}>
          {t('account')}
          <input id={`${id}-name`} value={who} onChange={(e) => setWho(e.target.value)} autoComplete="off" />
        </label>
      ) : null}
      <MinutesInput id={`${id}-minutes`} value={minutes} onChange={setMinutes} />
      <button type="button" className="button" onClick={() => void act(() => modApi.mute(who, minutes, reason))}>
        {t('mute')}
      </button>
      <label htmlFor={`${id}-reason`}>
        {t('actionReason')}
        <input id={`${id}-reason`} value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
      </label>
      <button type="button" className="button" onClick={() => void act(() => modApi.suspend(who, reason))}>
        {t('suspend')}
      </button>
      <button type="button" className="button" onClick={() => void act(() => modApi.unsuspend(who))}>
        {t('unsuspend')}
      </button>
    </div>
  );
}

export function ModPage() {
  const { t } = useTranslation('mod');
  const account = useAccount();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [note, setNote] = useState<string | null>(null);
  const refresh = useCallback(() => {
    Promise.all([modApi.reports(), modApi.log()]).then(
      ([reports, log]) => setLoad({ status: 'ok', reports, log }),
      (e) => setLoad({ status: 'denied', code: e instanceof ApiError ? e.status : 0 }),
    );
  }, []);
  const signedIn = account.status === 'signed-in';
  useEffect(() => {
    if (signedIn) refresh();
  }, [signedIn, refresh]);
  const done = (msg: string) => {
    setNote(msg);
    refresh();
  };
  const act = (what: () => Promise<void>) =>
    what().then(
      () => done(t('done')),
      (e) => done(t('failed', { message: e instanceof ApiError ? e.message : String(e) })),
    );

  let body;
  if (account.status === 'unknown') body = <p>{t('loading')}</p>;
  else if (!signedIn)
    body = (
      <p>
        <a href={href('signin')}>{t('signInFirst')}</a>
      </p>
    );
  else if (load.status === 'loading') body = <p>{t('loading')}</p>;
  else if (load.status === 'denied') body = <p className="error">{t('notModerator')}</p>;
  else
    body = (
      <>
        {note ? (
          <p role="status" className="muted">
            {note}
          </p>
        ) : null}
        <section aria-labelledby="mod-reports">
          <h2 id="mod-reports">{t('reports')}</h2>
          {load.reports.length === 0 ? <p className="muted">{t('noReports')}</p> : null}
          <ul className="mod-reports" data-testid="mod-reports">
            {load.reports.map((r) => (
              <li key={r.id} className="mod-report">
                <p>
                  <b>{t('about', { name: r.name })}</b> · {t(`reasons.${r.reason}`, { defaultValue: r.reason })} ·{' '}
                  <time dateTime={new Date(r.at).toISOString()}>{new Date(r.at).toLocaleString()}</time>
                </p>
                <p className="muted">
                  {t('reportedBy', { reporter: r.reporter })}
                  {r.matchID ? ` · ${t('inMatch', { matchID: r.matchID })}` : ''}
                </p>
                {r.text ? <blockquote>{r.text}</blockquote> : null}
                {r.message ? (
                  <p>
                    {t('message')}: <b>{r.message.name}</b> <span>{r.message.text}</span>{' '}
                    {r.message.deleted ? <span className="muted">{t('deleted')}</span> : null}
                  </p>
                ) : null}
                <div className="mod-actions">
                  <button type="button" className="button primary" onClick={() => void act(() => modApi.close(r.id))}>
                    {t('close')}
                  </button>
                  {r.messageId && r.message && !r.message.deleted ? (
                    <button
                      type="button"
                      className="button"
                      onClick={() => void act(() => modApi.deleteMessage(r.messageId!))}>
                      {t('deleteMessage')}
                    </button>
                  ) : null}
                </div>
                {r.guest ? (
                  <SeatActions messageId={r.messageId} onDone={done} />
                ) : (
                  <AccountActions name={r.name} onDone={done} />
                )}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="mod-accounts">
          <h2 id="mod-accounts">{t('accounts')}</h2>
          <AccountActions onDone={done} />
        </section>
        <section aria-labelledby="mod-log">
          <h2 id="mod-log">{t('log')}</h2>
          <ul className="mod-log" data-testid="mod-log">
            {load.log.map((l) => (
              <li key={l.id}>
                <time dateTime={new Date(l.at).toISOString()}>{new Date(l.at).toLocaleString()}</time> —{' '}
                {t('logLine', { moderator: l.moderator, action: l.action, name: l.name ?? '' })}
                {l.detail ? <span className="muted"> · {l.detail}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      </>
    );
  return (
    <div className="mod-page">
      <h1>{t('pageTitle')}</h1>
      {body}
    </div>
  );
}
