// #/signup: a new account with a name and a password, or with a passkey and no password. The
// seats this browser holds as a guest come along (checked by the server).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href, navigate } from '../router';
import { accountApi } from './api';
import { explain, nameProblem, passwordProblem } from './errors';
import { passkeysSupported, signUpWithPasskey } from './passkeys';
import { ADOPTED_KEY, adoptGuestSeats, refreshAccount } from './session';
import './account.css';

export function SignUpPage() {
  const { t } = useTranslation('account');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [passkeys, setPasskeys] = useState(false);
  useEffect(() => void passkeysSupported().then(setPasskeys, () => setPasskeys(false)), []);

  async function done() {
    const adopted = await adoptGuestSeats().catch(() => 0);
    if (adopted) sessionStorage.setItem(ADOPTED_KEY, String(adopted));
    await refreshAccount();
    navigate('account');
  }

  async function submit(withPasskey: boolean) {
    setError(null);
    const problem = nameProblem(name, t) ?? (withPasskey ? null : passwordProblem(password, t));
    if (problem) return setError(problem);
    setBusy(true);
    try {
      if (withPasskey) await signUpWithPasskey(name.trim());
      else await accountApi.signUp(name.trim(), password);
      await done();
    } catch (e) {
      setError(explain(e, t, withPasskey));
      setBusy(false);
    }
  }

  return (
    <main className="account-page">
      <h1>{t('signUpTitle')}</h1>
      <p className="muted">{t('why')}</p>
      <form
        className="account-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit(false);
        }}
      >
        <label>
          {t('name')}
          <input name="name" autoComplete="username" value={name} maxLength={40} required aria-describedby="signup-name-help" onChange={(e) => setName(e.target.value)} autoFocus />
        </label>
        <p id="signup-name-help" className="help">
          {t('nameHelp')}
        </p>
        <label>
          {t('password')}
          <input name="password" type="password" autoComplete="new-password" value={password} maxLength={256} aria-describedby="signup-password-help" onChange={(e) => setPassword(e.target.value)} />
        </label>
        <p id="signup-password-help" className="help">
          {t('passwordHelp')}
        </p>
        {error ? (
          <p className="error" role="alert">
            {error}
          </p>
        ) : null}
        <button className="button primary" type="submit" disabled={busy}>
          {busy ? t('working') : t('createAccount')}
        </button>
        {passkeys ? (
          <div className="passkey-alt">
            <button className="button" type="button" disabled={busy} onClick={() => void submit(true)} data-testid="signup-passkey">
              {t('signUpPasskey')}
            </button>
            <p className="help">{t('passkeyHelp')}</p>
          </div>
        ) : null}
      </form>
      <p>
        {t('haveAccount')} <a href={href('signin')}>{t('signIn')}</a>
      </p>
    </main>
  );
}
