// The account page's e-mail notifications (shown only when the server sends mail: SMTP_URL): an
// address (verified by the link mailed to it) and the kinds that go by mail
// (server/notify/mail-routes.ts).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorLine } from '../error-line';
import { request } from '../lobby-api';

const MAIL_KINDS = ['your-turn', 'match-started'] as const;
type MailKind = (typeof MAIL_KINDS)[number];
interface MailState {
  enabled: boolean;
  address: string | null;
  verified: boolean;
  kinds: MailKind[];
}

export function MailSettings() {
  const { t, i18n } = useTranslation('notify');
  const [state, setState] = useState<MailState | null>(null);
  const [address, setAddress] = useState('');
  const [kinds, setKinds] = useState<MailKind[]>([...MAIL_KINDS]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void request<MailState>('GET', '/api/me/mail').then(
      (s) => {
        setState(s);
        if (s.address) {
          setAddress(s.address);
          setKinds(s.kinds);
        }
      },
      () => undefined,
    );
  }, []);
  if (!state?.enabled) return null;

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await request<{ address: string; verified: boolean; kinds: MailKind[] }>('POST', '/api/me/mail', {
        address,
        kinds,
        lang: i18n.language === 'ja' ? 'ja' : 'en',
      });
      setState({ ...state, ...r });
    } catch (e) {
      setError(t('mailFailed', { why: (e as Error).message }));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    await request<void>('DELETE', '/api/me/mail').catch(() => undefined);
    setState({ ...state, address: null, verified: false, kinds: [] });
    setAddress('');
    setBusy(false);
  };

  return (
    <section aria-labelledby="mail-h" className="notify-settings">
      <h2 id="mail-h">{t('mailTitle')}</h2>
      <p className="help">{t('mailHelp')}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}>
        <label htmlFor="notify-mail">{t('mailAddress')}</label>
        <input
          className="notify-mail"
          id="notify-mail"
          name="mail"
          type="email"
          autoComplete="email"
          value={address}
          onChange={(e) => setAddress(e.target.value)}
        />
        <fieldset>
          {MAIL_KINDS.map((k) => (
            <label key={k} className="check-row notify-check">
              <input
                type="checkbox"
                name={`mail-${k}`}
                checked={kinds.includes(k)}
                onChange={(e) => setKinds(e.target.checked ? [...kinds, k] : kinds.filter((x) => x !== k))}
              />{' '}
              {t(`mail.${k}`)}
            </label>
          ))}
        </fieldset>
        <p>
          <button className="button" type="submit" disabled={busy || !address}>
            {t('mailSave')}
          </button>{' '}
          {state.address ? (
            <button className="button" type="button" disabled={busy} onClick={() => void remove()}>
              {t('mailRemove')}
            </button>
          ) : null}
        </p>
      </form>
      {state.address ? (
        <p role="status">
          {state.verified ? t('mailVerified', { address: state.address }) : t('mailSent', { address: state.address })}
        </p>
      ) : null}
      {error ? <ErrorLine>{error}</ErrorLine> : null}
    </section>
  );
}
