// The navigation bar's account links: "Sign in" and "Sign up" for a guest, the account's name
// (to the account page) once signed in, beside the inbox with its count of invitations.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '../router';
import { useAccount } from './session';

const InboxLink = lazy(() => import('../social/InboxLink').then((m) => ({ default: m.InboxLink })));

export function AccountNav() {
  const { t } = useTranslation('app');
  const account = useAccount();
  if (account.status === 'unknown') return null;
  if (account.status === 'signed-in') {
    return (
      <>
        <Suspense fallback={null}>
          <InboxLink />
        </Suspense>
        <a
          href={href('account')}
          className="account-link"
          aria-label={t('nav.account', { name: account.me.name })}
          data-testid="nav-account">
          {account.me.name}
        </a>
      </>
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
