// The name-and-password form of the sign-in and sign-up pages, with the passkey alternative
// where the browser has passkeys: validation first, then the page's own request; a refusal is
// shown under the fields (explain), a cancelled passkey prompt is not.
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { explain } from './errors';
import { passkeysSupported } from './passkeys';
import { ErrorLine } from '../error-line';

export interface CredentialsFormProps {
  /** 'signin' or 'signup': the form's ids and the passkey button's test id. */
  kind: 'signin' | 'signup';
  /** What is wrong with the fields before anything is sent, or null. */
  check: (name: string, password: string, withPasskey: boolean) => string | null;
  /** The request; throws what `explain` turns into a message. */
  send: (name: string, password: string, withPasskey: boolean) => Promise<void>;
  submitLabel: string;
  passkeyLabel: string;
  /** Help under the name, the password and the passkey button (sign-up only). */
  help?: { name: string; password: string; passkey: string };
}

export function CredentialsForm({ kind, check, send, submitLabel, passkeyLabel, help }: CredentialsFormProps) {
  const { t } = useTranslation('account');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [passkeys, setPasskeys] = useState(false);
  useEffect(() => void passkeysSupported().then(setPasskeys, () => setPasskeys(false)), []);

  async function submit(withPasskey: boolean) {
    setError(null);
    const problem = check(name, password, withPasskey);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      await send(name.trim(), password, withPasskey);
    } catch (e) {
      setError(explain(e, t, withPasskey));
      setBusy(false);
    }
  }

  const described = (id: string): { 'aria-describedby'?: string } =>
    help ? { 'aria-describedby': `${kind}-${id}-help` } : {};
  const helpText = (id: string, text: ReactNode) =>
    help ? (
      <p id={`${kind}-${id}-help`} className="help">
        {text}
      </p>
    ) : null;

  return (
    <form
      className="account-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit(false);
      }}>
      <label>
        {t('name')}
        <input
          name="name"
          autoComplete="username"
          value={name}
          maxLength={40}
          required={kind === 'signup'}
          {...described('name')}
          onChange={(e) => setName(e.target.value)}
          autoFocus
        />
      </label>
      {helpText('name', help?.name)}
      <label>
        {t('password')}
        <input
          name="password"
          type="password"
          autoComplete={kind === 'signup' ? 'new-password' : 'current-password'}
          value={password}
          maxLength={256}
          {...described('password')}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      {helpText('password', help?.password)}
      <ErrorLine>{error}</ErrorLine>
      <button className="button primary" type="submit" disabled={busy}>
        {busy ? t('working') : submitLabel}
      </button>
      {passkeys ? (
        <div className="passkey-alt">
          <button
            className="button"
            type="button"
            disabled={busy}
            onClick={() => void submit(true)}
            data-testid={`${kind}-passkey`}>
            {passkeyLabel}
          </button>
          {help ? <p className="help">{help.passkey}</p> : null}
        </div>
      ) : null}
    </form>
  );
}
