// #/signup: a new account with a name and a password, or with a passkey and no password. The
// seats this browser holds as a guest come along (checked by the server). Then back to the page
// that sent the player here (`?next=`, ./return-to.ts), or the account page.
import { useTranslation } from 'react-i18next';
import { accountApi } from './api';
import { CredentialsForm } from './CredentialsForm';
import { nameProblem, passwordProblem } from './errors';
import { signUpWithPasskey } from './passkeys';
import { ADOPTED_KEY, adoptGuestSeats, refreshAccount } from './session';
import { accountHref, goBack, returnTarget } from './return-to';
import './account.css';

export function SignUpPage() {
  const { t } = useTranslation('account');
  return (
    <main className="account-page">
      <h1>{t('signUpTitle')}</h1>
      <p className="muted">{t('why')}</p>
      <CredentialsForm
        kind="signup"
        check={(name, password, withPasskey) =>
          nameProblem(name, t) ?? (withPasskey ? null : passwordProblem(password, t))
        }
        send={async (name, password, withPasskey) => {
          if (withPasskey) await signUpWithPasskey(name);
          else await accountApi.signUp(name, password);
          const adopted = await adoptGuestSeats().catch(() => 0);
          if (adopted) sessionStorage.setItem(ADOPTED_KEY, String(adopted));
          await refreshAccount();
          goBack('account');
        }}
        submitLabel={t('createAccount')}
        passkeyLabel={t('signUpPasskey')}
        help={{ name: t('nameHelp'), password: t('passwordHelp'), passkey: t('passkeyHelp') }}
      />
      <p>
        {t('haveAccount')} <a href={accountHref('signin', returnTarget())}>{t('signIn')}</a>
      </p>
    </main>
  );
}
