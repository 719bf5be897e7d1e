// A link that leads nowhere (a malformed escape such as `#/player/%zz`): say so, with the way home.
import { useTranslation } from 'react-i18next';
import { href } from '../router';

export function NotFoundPage() {
  const { t } = useTranslation('app');
  return (
    <section className="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <p>
        <a href={href()}>{t('notFound.home')}</a>
      </p>
    </section>
  );
}
