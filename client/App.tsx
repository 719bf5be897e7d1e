import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameModule } from '../games/common/module';
import { gameInfo, useGame } from './catalog';
import { LANGUAGES, setLanguage, type Lang } from './i18n';
import { HomePage } from './pages/HomePage';
import { preloadPlay } from './play/board-loader';
import { NeedsNetwork, OfflineBadge, UpdatePrompt, useOnline } from './pwa';
import { REPLAY_ROUTES } from './replay-routes';
import { myTurnKeys, useMyTurns } from './play/clock/my-turns';
import { href, NOT_FOUND, useRoute } from './router';
import { NotFoundPage } from './pages/NotFoundPage';
import { AccountNav } from './account/AccountNav';

// Every page but the home page is its own chunk: boardgame.io's client, socket.io, the bots and
// the rules' Markdown come with the pages that use them.
const JoinPage = lazy(() => import('./pages/JoinPage').then((m) => ({ default: m.JoinPage })));
const LocalPlayPage = lazy(() => import('./pages/LocalPlayPage').then((m) => ({ default: m.LocalPlayPage })));
const MatchesPage = lazy(() => import('./pages/MatchesPage').then((m) => ({ default: m.MatchesPage })));
const NewTablePage = lazy(() => import('./pages/NewTablePage').then((m) => ({ default: m.NewTablePage })));
const OnlinePlayPage = lazy(() => import('./pages/OnlinePlayPage').then((m) => ({ default: m.OnlinePlayPage })));
const OpenTablesPage = lazy(() => import('./tables/OpenTablesPage').then((m) => ({ default: m.OpenTablesPage })));
const RulesPage = lazy(() => import('./pages/RulesPage').then((m) => ({ default: m.RulesPage })));
// rated play
const LeaderboardPage = lazy(() => import('./ratings/LeaderboardPage').then((m) => ({ default: m.LeaderboardPage })));
const ProfilePage = lazy(() => import('./ratings/ProfilePage').then((m) => ({ default: m.ProfilePage })));
// accounts
const SignInPage = lazy(() => import('./account/SignInPage').then((m) => ({ default: m.SignInPage })));
const SignUpPage = lazy(() => import('./account/SignUpPage').then((m) => ({ default: m.SignUpPage })));
const ResetPasswordPage = lazy(() =>
  import('./account/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
// moderation
const ModPage = lazy(() => import('./mod/ModPage').then((m) => ({ default: m.ModPage })));
const AccountPage = lazy(() => import('./account/AccountPage').then((m) => ({ default: m.AccountPage })));
const InboxPage = lazy(() => import('./social/InboxPage').then((m) => ({ default: m.InboxPage })));
const InboxBadge = lazy(() => import('./social/InboxLink').then((m) => ({ default: m.InboxBadge })));

/** A play page once its title's rules are in (the board chunk is fetched meanwhile). */
function WithGame({ gameId, children }: { gameId: string; children: (mod: GameModule) => ReactNode }) {
  const { t } = useTranslation('app');
  const mod = useGame(gameId);
  if (!gameInfo(gameId)) return <p>{t('play.unknownGame', { id: gameId })}</p>;
  if (mod instanceof Error) return <p className="error">{mod.message}</p>;
  if (!mod) return <p>{t('play.loadingBoard')}</p>;
  return children(mod);
}

function playPage(gameId: string, render: (mod: GameModule) => ReactNode): ReactNode {
  if (gameInfo(gameId)) preloadPlay(gameId);
  return <WithGame gameId={gameId}>{render}</WithGame>;
}

/** Pages that work only through the server. */
const ONLINE_ONLY = new Set([
  'tables',
  'join',
  'play',
  'watch',
  'signin',
  'signup',
  'account',
  'reset',
  'leaderboard',
  'player',
  'inbox',
  'mod',
]);

function page(route: string[], online: boolean): ReactNode {
  const [head, a, b, c] = route;
  if (!online && ONLINE_ONLY.has(head)) return <NeedsNetwork />;
  switch (head) {
    case undefined:
      return <HomePage />;
    case 'rules':
      return <RulesPage gameId={a} />;
    case 'new':
      return <NewTablePage gameId={a} />;
    case 'tables':
      return <OpenTablesPage key={a ?? ''} gameId={a} />;
    case 'join':
      return <JoinPage key={`${a}/${b}`} gameId={a} matchID={b} />;
    case 'play':
      return playPage(a, (mod) => <OnlinePlayPage key={`${a}/${b}`} gameId={a} matchID={b} mod={mod} />);
    case 'watch':
      return playPage(a, (mod) => <OnlinePlayPage key={`w/${a}/${b}`} gameId={a} matchID={b} spectate mod={mod} />);
    case 'local':
      return playPage(a, (mod) => <LocalPlayPage key={`${a}/${b}`} gameId={a} matchID={b} mod={mod} />);
    case 'matches':
      return <MatchesPage />;
    case 'leaderboard': // rated play
      return <LeaderboardPage gameId={a} />;
    case 'player':
      return <ProfilePage key={a} name={a ?? ''} />;
    case 'signin':
      return <SignInPage />;
    case 'signup':
      return <SignUpPage />;
    case 'account':
      return <AccountPage />;
    case 'inbox':
      return <InboxPage />;
    case 'reset':
      return <ResetPasswordPage key={a ?? ''} token={a ?? ''} />;
    case 'mod':
      return <ModPage />;
    case NOT_FOUND:
      return <NotFoundPage />;
    default: {
      const replay = REPLAY_ROUTES[head];
      return replay ? replay(a, b, c) : <HomePage />;
    }
  }
}

export function App() {
  const { t, i18n } = useTranslation('app');
  const route = useRoute();
  const online = useOnline();
  // On a phone the links fold under a Menu button (client/styles.css): the bar is one row, not three.
  const [menuOpen, setMenuOpen] = useState(false);
  const at = route.join('/');
  useEffect(() => setMenuOpen(false), [at]);
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
        <OfflineBadge />
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="topbar-links"
          onClick={() => setMenuOpen((o) => !o)}>
          {t('nav.menu')}
          <Suspense fallback={null}>
            <TurnCount />
          </Suspense>
          <Suspense fallback={null}>
            <InboxBadge />
          </Suspense>
        </button>
        <div id="topbar-links" className={menuOpen ? 'links open' : 'links'}>
          <a href={href()}>{t('nav.home')}</a>
          <a href={href('tables')}>{t('nav.tables')}</a>
          <Suspense fallback={<a href={href('matches')}>{t('nav.matches')}</a>}>
            <MatchesLink label={t('nav.matches')} />
          </Suspense>
          <a href={href('finished')}>{t('nav.finished')}</a>
          <a href={href('leaderboard')}>{t('nav.leaderboards')}</a>
          <span className="spacer" />
          <AccountNav />
          <label className="lang">
            <span className="sr-only">{t('nav.language')}</span>
            <select
              aria-label={t('nav.language')}
              value={i18n.language.startsWith('ja') ? 'ja' : 'en'}
              onChange={(e) => setLanguage(e.target.value as Lang)}>
              {LANGUAGES.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      </nav>
      <Suspense fallback={<p>{t('home.loading')}</p>}>{page(route, online)}</Suspense>
      <UpdatePrompt />
    </div>
  );
}

/** How many matches wait for this browser's move (nothing when none): on "My matches", and on the
 *  Menu button that folds it on a phone. */
function TurnCount() {
  const { t } = useTranslation('clock');
  const n = myTurnKeys(useMyTurns()).length;
  return n > 0 ? (
    <>
      <span className="badge" title={t('yourTurnCount', { count: n })} aria-hidden>
        {n}
      </span>
      <span className="sr-only">{t('yourTurnCount', { count: n })}</span>
    </>
  ) : null;
}

/** "My matches", with the number of matches where it is this browser's turn. */
function MatchesLink({ label }: { label: string }) {
  return (
    <a href={href('matches')}>
      {label}
      <TurnCount />
    </a>
  );
}
