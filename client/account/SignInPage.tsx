// #/signin: name and password, or a passkey (no name needed).
import { useTranslation } from 'react-i18next';
import { href, navigate } from '../router';
import { accountApi } from './api';
import { CredentialsForm } from './CredentialsForm';
import { signInWithPasskey } from './passkeys';
import { refreshAccount } from './session';
import './account.css';

export function SignInPage() {
  const { t } = useTranslation('account');
  return (
    <main className="account-page">
      <h1>{t('signInTitle')}</h1>
      <CredentialsForm
        kind="signin"
        check={(name, password, withPasskey) => (!withPasskey && (!name.trim() || !password) ? t('errors.wrongSignIn') : null)}
        send={async (name, password, withPasskey) => {
          if (withPasskey) await signInWithPasskey();
          else await accountApi.signIn(name, password);
          await refreshAccount();
          navigate('matches');
        }}
        submitLabel={t('signIn')}
        passkeyLabel={t('signInPasskey')}
      />
      <p>
        {t('noAccount')} <a href={href('signup')}>{t('signUpLink')}</a>
      </p>
    </main>
  );
}
