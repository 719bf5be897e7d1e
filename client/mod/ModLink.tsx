// The way to the moderators' page (#/mod), on the account page of a moderator only: the server
// says whether the signed-in account holds the role (GET /api/me/moderator).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '../router';
import { modApi } from './api';

export function ModLink() {
  const { t } = useTranslation('mod');
  const [moderator, setModerator] = useState(false);
  useEffect(() => {
    let live = true;
    modApi.amModerator().then(
      (r) => live && setModerator(r.moderator === true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!moderator) return null;
  return (
    <p>
      <a className="button" href={href('mod')} data-testid="mod-link">
        {t('modLink')}
      </a>
    </p>
  );
}
