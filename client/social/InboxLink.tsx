// The navigation bar's "Inbox" link with the number of invitations waiting (a signed-in account),
// and the same number on the phone's Menu button that folds the links.
import { useTranslation } from 'react-i18next';
import { useAccount } from '../account/session';
import { href } from '../router';
import { useInboxCount } from './inbox-count';

function Count({ n, testId }: { n: number; testId?: string }) {
  const { t } = useTranslation('social');
  return n > 0 ? (
    <>
      <span className="badge" data-testid={testId} aria-hidden>
        {n}
      </span>
      <span className="sr-only">{t('inboxCount', { count: n })}</span>
    </>
  ) : null;
}

export function InboxLink() {
  const { t } = useTranslation('social');
  const n = useInboxCount(true);
  return (
    <a href={href('inbox')} data-testid="nav-inbox">
      {t('inbox')}
      <Count n={n} testId="inbox-count" />
    </a>
  );
}

/** The count alone, for a signed-in account (the Menu button). */
export function InboxBadge() {
  const signedIn = useAccount().status === 'signed-in';
  const n = useInboxCount(signedIn);
  return <Count n={n} />;
}
