// #/signin: name and password, or a passkey (no name needed); then back to the page that sent
// the player here (`?next=`, ./return-to.ts), or My matches.
import { useTranslation } from 'react-i18next';
import { accountApi } from './api';
import { CredentialsForm } from './CredentialsForm';
import { signInWithPasskey } from './passkeys';
import { refreshAccount } from './session';
import { accountHref, goBack, returnTarget } from './return-to';
import './account.css';

export function SignInPage() {
  const { t } = useTranslation('account');
  return (
    <main className="account-page">
      <h1>{t('signInTitle')}</h1>
      <CredentialsForm
        kind="signin"
        check={(name, password, withPasskey) =>
          !withPasskey && (!name.trim() || !password) ? t('errors.wrongSignIn') : null
        }
        send={async (name, password, withPasskey) => {
          if (withPasskey) await signInWithPasskey();
          else await accountApi.signIn(name, password);
          await refreshAccount();
          goBack('matches');
        }}
        submitLabel={t('signIn')}
        passkeyLabel={t('signInPasskey')}
      />
      <p>
        {t('noAccount')} <a href={accountHref('signup', returnTarget())}>{t('signUpLink')}</a>
      </p>
    </main>
  );
}
