// #/signin: name and password, or a passkey (no name needed).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href, navigate } from '../router';
import { accountApi } from './api';
import { explain } from './errors';
import { passkeysSupported, signInWithPasskey } from './passkeys';
import { refreshAccount } from './session';
import './account.css';

export function SignInPage() {
  const { t } = useTranslation('account');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [passkeys, setPasskeys] = useState(false);
  useEffect(() => void passkeysSupported().then(setPasskeys, () => setPasskeys(false)), []);

  async function submit(withPasskey: boolean) {
    setError(null);
    if (!withPasskey && (!name.trim() || !password)) return setError(t('errors.wrongSignIn'));
    setBusy(true);
    try {
      if (withPasskey) await signInWithPasskey();
      else await accountApi.signIn(name.trim(), password);
      await refreshAccount();
      navigate('matches');
    } catch (e) {
      setError(explain(e, t, withPasskey));
      setBusy(false);
    }
  }

  return (
    <main className="account-page">
      <h1>{t('signInTitle')}</h1>
      <form
        className="account-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit(false);
        }}
      >
        <label>
          {t('name')}
          <input name="name" autoComplete="username" value={name} maxLength={40} onChange={(e) => setName(e.target.value)} autoFocus />
        </label>
        <label>
          {t('password')}
          <input name="password" type="password" autoComplete="current-password" value={password} maxLength={256} onChange={(e) => setPassword(e.target.value)} />
        </label>
        {error ? (
          <p className="error" role="alert">
            {error}
          </p>
        ) : null}
        <button className="button primary" type="submit" disabled={busy}>
          {busy ? t('working') : t('signIn')}
        </button>
        {passkeys ? (
          <div className="passkey-alt">
            <button className="button" type="button" disabled={busy} onClick={() => void submit(true)} data-testid="signin-passkey">
              {t('signInPasskey')}
            </button>
          </div>
        ) : null}
      </form>
      <p>
        {t('noAccount')} <a href={href('signup')}>{t('signUpLink')}</a>
      </p>
    </main>
  );
}
