// The navigation bar's "Inbox" link with the number of invitations waiting (a signed-in account).
import { useTranslation } from 'react-i18next';
import { href } from '../router';
import { useInboxCount } from './inbox-count';

export function InboxLink() {
  const { t } = useTranslation('social');
  const n = useInboxCount(true);
  return (
    <a href={href('inbox')} data-testid="nav-inbox">
      {t('inbox')}
      {n > 0 ? (
        <>
          <span className="badge" data-testid="inbox-count" aria-hidden>
            {n}
          </span>
          <span className="sr-only">{t('inboxCount', { count: n })}</span>
        </>
      ) : null}
    </a>
  );
}
