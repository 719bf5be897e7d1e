// #/reset/<token>: a new password from a one-use link the site's administrator made
// (npm run admin -- reset-password; server/accounts/password-reset.ts). The token stays in the
// URL's fragment (never sent to a server in a request line) and goes only in the request's body.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorLine } from '../error-line';
import { ApiError } from '../lobby-api';
import { accountApi } from './api';
import { explain, passwordProblem } from './errors';
import { accountHref } from './return-to';
import './account.css';

export function ResetPasswordPage({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit() {
    setError(null);
    const problem = passwordProblem(password, t);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      const r = await accountApi.resetPassword(token, password);
      setDone(r.name);
    } catch (e) {
      setError(
        e instanceof ApiError && e.status === 400 && /reset link/.test(e.message)
          ? t('errors.badReset')
          : explain(e, t),
      );
    }
    setBusy(false);
  }

  return (
    <main className="account-page">
      <h1>{t('resetTitle')}</h1>
      {done ? (
        <p role="status">
          {t('resetDone', { name: done })} <a href={accountHref('signin', null)}>{t('signIn')}</a>
        </p>
      ) : (
        <form
          className="account-form"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}>
          <p className="muted">{t('resetHelp')}</p>
          <label>
            {t('newPassword')}
            <input
              name="password"
              type="password"
              autoComplete="new-password"
              value={password}
              maxLength={256}
              aria-describedby="reset-password-help"
              onChange={(e) => setPassword(e.target.value)}
              autoFocus
            />
          </label>
          <p id="reset-password-help" className="help">
            {t('passwordHelp')}
          </p>
          <ErrorLine>{error}</ErrorLine>
          <button className="button primary" type="submit" disabled={busy}>
            {busy ? t('working') : t('resetSave')}
          </button>
        </form>
      )}
    </main>
  );
}
