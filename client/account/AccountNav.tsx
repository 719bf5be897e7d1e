// The navigation bar's account links: "Sign in" and "Sign up" for a guest, the account's name
// (to the account page) once signed in.
import { useTranslation } from 'react-i18next';
import { href } from '../router';
import { useAccount } from './session';

export function AccountNav() {
  const { t } = useTranslation('app');
  const account = useAccount();
  if (account.status === 'unknown') return null;
  if (account.status === 'signed-in') {
    return (
      <a
        href={href('account')}
        className="account-link"
        aria-label={t('nav.account', { name: account.me.name })}
        data-testid="nav-account">
        {account.me.name}
      </a>
    );
  }
  return (
    <>
      <a href={href('signin')} data-testid="nav-signin">
        {t('nav.signIn')}
      </a>
      <a href={href('signup')} data-testid="nav-signup">
        {t('nav.signUp')}
      </a>
    </>
  );
}
