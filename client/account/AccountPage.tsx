// #/account: the signed-in account: its name, its password (change or set), its passkeys (list,
// add, remove), signing this device out, and deleting the account.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href, navigate } from '../router';
import { accountApi, type Me } from './api';
import { explain, passwordProblem } from './errors';
import { addPasskey, passkeysSupported } from './passkeys';
import { accountGone, ADOPTED_KEY, refreshAccount, signOut, useAccount } from './session';
import './account.css';
import { ErrorLine } from '../error-line';
import { MailSettings } from '../notify/MailSettings';
import { PushSettings } from '../notify/PushSettings';
import { ModLink } from '../mod/ModLink';

export function AccountPage() {
  const { t } = useTranslation('account');
  const account = useAccount();
  if (account.status === 'unknown') return <p>{t('working')}</p>;
  if (account.status === 'guest') {
    return (
      <main className="account-page">
        <h1>{t('accountTitle')}</h1>
        <p>{t('notSignedIn')}</p>
        <p>
          <a className="button primary" href={href('signin')}>
            {t('signIn')}
          </a>{' '}
          <a className="button" href={href('signup')}>
            {t('createAccount')}
          </a>
        </p>
      </main>
    );
  }
  return <SignedInAccount me={account.me} />;
}

function SignedInAccount({ me }: { me: Me }) {
  const { t, i18n } = useTranslation('account');
  // said once, after the sign-up that adopted them (removed on commit: a render may be discarded)
  const [adopted] = useState(() => Number(sessionStorage.getItem(ADOPTED_KEY) ?? 0));
  useEffect(() => sessionStorage.removeItem(ADOPTED_KEY), []);
  const when = (ms: number) => new Date(ms).toLocaleString(i18n.language);
  return (
    <main className="account-page">
      <h1>{t('accountTitle')}</h1>
      <p data-testid="account-name">{t('signedInAs', { name: me.name })}</p>
      {adopted > 0 ? <p role="status">{t('seatsAdopted', { count: adopted })}</p> : null}
      <ModLink />
      <PasswordSection me={me} />
      <PasskeySection me={me} when={when} />
      <PushSettings />
      <MailSettings />
      <section aria-labelledby="device-h">
        <h2 id="device-h">{t('deviceSection')}</h2>
        <p className="help">{t('signOutHelp')}</p>
        <button
          className="button"
          type="button"
          onClick={() =>
            void signOut().then(
              () => navigate(),
              () => navigate(),
            )
          }>
          {t('signOut')}
        </button>
      </section>
      <DeleteSection me={me} />
    </main>
  );
}

function PasswordSection({ me }: { me: Me }) {
  const { t } = useTranslation('account');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  async function submit() {
    setNote(null);
    const problem = passwordProblem(next, t);
    if (problem) return setNote({ ok: false, text: problem });
    setBusy(true);
    try {
      await accountApi.changePassword(me.hasPassword ? current : undefined, next);
      setCurrent('');
      setNext('');
      setNote({ ok: true, text: t('passwordChanged') });
      await refreshAccount();
    } catch (e) {
      setNote({ ok: false, text: explain(e, t) ?? '' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <section aria-labelledby="password-h">
      <h2 id="password-h">{t('passwordSection')}</h2>
      {me.hasPassword ? null : <p className="help">{t('noPassword')}</p>}
      <form
        className="account-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}>
        {/* for password managers: whose password this is */}
        <input type="text" name="username" autoComplete="username" value={me.name} readOnly hidden />
        {me.hasPassword ? (
          <label>
            {t('currentPassword')}
            <input
              name="current"
              type="password"
              autoComplete="current-password"
              value={current}
              maxLength={256}
              onChange={(e) => setCurrent(e.target.value)}
            />
          </label>
        ) : null}
        <label>
          {t('newPassword')}
          <input
            name="new-password"
            type="password"
            autoComplete="new-password"
            value={next}
            maxLength={256}
            aria-describedby="new-password-help"
            onChange={(e) => setNext(e.target.value)}
          />
        </label>
        <p id="new-password-help" className="help">
          {t('passwordHelp')}
        </p>
        {note ? (
          <p className={note.ok ? 'ok' : 'error'} role={note.ok ? 'status' : 'alert'}>
            {note.text}
          </p>
        ) : null}
        <button className="button" type="submit" disabled={busy}>
          {me.hasPassword ? t('changePassword') : t('setPassword')}
        </button>
      </form>
    </section>
  );
}

function PasskeySection({ me, when }: { me: Me; when: (ms: number) => string }) {
  const { t } = useTranslation('account');
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => void passkeysSupported().then(setSupported, () => setSupported(false)), []);
  async function run(action: () => Promise<unknown>, ok: string) {
    setNote(null);
    setBusy(true);
    try {
      await action();
      await refreshAccount();
      setNote({ ok: true, text: ok });
    } catch (e) {
      const text = explain(e, t, true);
      if (text) setNote({ ok: false, text });
    } finally {
      setBusy(false);
    }
  }
  return (
    <section aria-labelledby="passkeys-h">
      <h2 id="passkeys-h">{t('passkeysSection')}</h2>
      <p className="help">{t('passkeyHelp')}</p>
      {me.passkeys.length === 0 ? <p className="muted">{t('noPasskeys')}</p> : null}
      <ul className="passkey-list">
        {me.passkeys.map((p) => (
          <li key={p.id} data-testid="passkey">
            <span>
              {t('passkeyItem', { created: when(p.createdAt) })} ·{' '}
              {p.lastUsedAt ? t('lastUsed', { when: when(p.lastUsedAt) }) : t('neverUsed')}
            </span>{' '}
            <button
              className="link"
              type="button"
              disabled={busy}
              aria-label={t('removeLabel', { created: when(p.createdAt) })}
              onClick={() => void run(() => accountApi.removePasskey(p.id), t('passkeyRemoved'))}>
              {t('remove')}
            </button>
          </li>
        ))}
      </ul>
      {note ? (
        <p className={note.ok ? 'ok' : 'error'} role={note.ok ? 'status' : 'alert'}>
          {note.text}
        </p>
      ) : null}
      {supported ? (
        <button
          className="button"
          type="button"
          disabled={busy}
          onClick={() => void run(addPasskey, t('passkeyAdded'))}
          data-testid="add-passkey">
          {t('addPasskey')}
        </button>
      ) : (
        <p className="muted">{t('errors.passkeyUnsupported')}</p>
      )}
    </section>
  );
}

function DeleteSection({ me }: { me: Me }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit() {
    setError(null);
    setBusy(true);
    try {
      await accountApi.deleteAccount(me.hasPassword ? password : undefined);
      accountGone();
      navigate();
    } catch (e) {
      setError(explain(e, t));
      setBusy(false);
    }
  }
  return (
    <section aria-labelledby="delete-h" className="danger-zone">
      <h2 id="delete-h">{t('deleteSection')}</h2>
      <p className="help">{t('deleteHelp')}</p>
      {!open ? (
        <button className="button" type="button" onClick={() => setOpen(true)}>
          {t('deleteConfirm')}…
        </button>
      ) : (
        <form
          className="account-form"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}>
          <p>
            <strong>{t('deleteAsk', { name: me.name })}</strong>
          </p>
          {me.hasPassword ? (
            <label>
              {t('deletePassword')}
              <input
                name="delete-password"
                type="password"
                autoComplete="current-password"
                value={password}
                maxLength={256}
                onChange={(e) => setPassword(e.target.value)}
                autoFocus
              />
            </label>
          ) : null}
          <ErrorLine>{error}</ErrorLine>
          <button className="button danger" type="submit" disabled={busy}>
            {t('deleteConfirm')}
          </button>
        </form>
      )}
    </section>
  );
}
