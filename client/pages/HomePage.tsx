import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOG as GAMES } from '../catalog';
import { href } from '../router';
import { useOnline } from '../pwa';

// rated play: the quick-match control, with its texts, in its own chunk
const QuickMatch = lazy(() => import('../ratings/QuickMatch').then((m) => ({ default: m.QuickMatch })));

export function HomePage() {
  const { t } = useTranslation('app');
  const online = useOnline();
  return (
    <div className="home">
      <p className="tagline">{t('tagline')}</p>
      <ul className="game-grid">
        {GAMES.map((g) => (
          <li key={g.id} className="game-card" data-game={g.id}>
            <h2>{t(`${g.id}:title`, { defaultValue: g.title })}</h2>
            <p className="meta">
              <span>
                <Icon d="M8 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm-6 7c0-3 3-5 6-5s6 2 6 5z" />{' '}
                {t('home.players', { min: g.minPlayers, max: g.maxPlayers })}
              </span>
              <span>
                <Icon d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm0 2v5l3.5 2-.7 1.2L6.5 9V3z" />{' '}
                {t('home.playTime', { min: g.playTime[0], max: g.playTime[1] })}
              </span>
            </p>
            <p className="desc">{t(`${g.id}:description`, { defaultValue: '' })}</p>
            <p className="actions">
              <a className="button primary" href={href('new', g.id)}>
                {t('home.newTable')}
              </a>
              <a className="button" href={href('rules', g.id)}>
                {t('home.rules')}
              </a>
              {online ? (
                <a className="button" href={href('leaderboard', g.id)}>
                  {t('home.leaderboard')}
                </a>
              ) : (
                // offline: the leaderboard needs the server (the card's quick-match line says so)
                <button type="button" className="button" disabled aria-describedby={`quick-note-${g.id}`}>
                  {t('home.leaderboard')}
                </button>
              )}
            </p>
            <p className="open-link">
              <a href={href('tables', g.id)}>{t('home.openTables')}</a>
            </p>
            <Suspense fallback={null}>
              <QuickMatch gameId={g.id} minPlayers={g.minPlayers} maxPlayers={g.maxPlayers} />
            </Suspense>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden style={{ verticalAlign: '-2px' }}>
      <path d={d} fill="currentColor" />
    </svg>
  );
}
