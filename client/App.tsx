import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Lang } from './i18n';
import { HomePage } from './pages/HomePage';
import { JoinPage } from './pages/JoinPage';
import { LocalPlayPage } from './pages/LocalPlayPage';
import { MatchesPage } from './pages/MatchesPage';
import { NewTablePage } from './pages/NewTablePage';
import { OnlinePlayPage } from './pages/OnlinePlayPage';
import { RulesPage } from './pages/RulesPage';
import { REPLAY_ROUTES } from './replay-routes';
import { myTurnKeys, useMyTurns } from './play/clock/my-turns';
import { href, useRoute } from './router';

function page(route: string[]): ReactNode {
  const [head, a, b, c] = route;
  switch (head) {
    case undefined:
      return <HomePage />;
    case 'rules':
      return <RulesPage gameId={a} />;
    case 'new':
      return <NewTablePage gameId={a} />;
    case 'join':
      return <JoinPage key={`${a}/${b}`} gameId={a} matchID={b} />;
    case 'play':
      return <OnlinePlayPage key={`${a}/${b}`} gameId={a} matchID={b} />;
    case 'watch':
      return <OnlinePlayPage key={`w/${a}/${b}`} gameId={a} matchID={b} spectate />;
    case 'local':
      return <LocalPlayPage key={`${a}/${b}`} gameId={a} matchID={b} />;
    case 'matches':
      return <MatchesPage />;
    default: {
      const replay = REPLAY_ROUTES[head];
      return replay ? replay(a, b, c) : <HomePage />;
    }
  }
}

export function App() {
  const { t, i18n } = useTranslation('app');
  const route = useRoute();
  return (
    <div className="app">
      <nav className="topbar">
        <a className="brand" href={href()}>
          <svg viewBox="0 0 32 32" width="24" height="24" aria-hidden>
            <circle cx="16" cy="16" r="14" fill="#e8c170" />
            <circle cx="16" cy="16" r="6" fill="#3b2f2a" />
          </svg>
          {t('brand')}
        </a>
        <a href={href()}>{t('nav.home')}</a>
        <MatchesLink label={t('nav.matches')} />
        <a href={href('finished')}>{t('nav.finished')}</a>
        <span className="spacer" />
        <label className="lang">
          <span className="sr-only">{t('nav.language')}</span>
          <select aria-label={t('nav.language')} value={i18n.language.startsWith('ja') ? 'ja' : 'en'} onChange={(e) => setLanguage(e.target.value as Lang)}>
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.label}
              </option>
            ))}
          </select>
        </label>
      </nav>
      <Suspense fallback={<p>{t('home.loading')}</p>}>{page(route)}</Suspense>
    </div>
  );
}

/** "My matches", with the number of matches where it is this browser's turn. */
function MatchesLink({ label }: { label: string }) {
  const { t } = useTranslation('clock');
  const n = myTurnKeys(useMyTurns()).length;
  return (
    <a href={href('matches')}>
      {label}
      {n > 0 ? (
        <>
          <span className="badge" title={t('yourTurnCount', { count: n })} aria-hidden>
            {n}
          </span>
          <span className="sr-only">{t('yourTurnCount', { count: n })}</span>
        </>
      ) : null}
    </a>
  );
}
