// #/player/<name>: a player's ratings per game, their rating over time, and their recent rated
// matches with places, the rating change and a link to each replay.
import { ReportButton } from '../mod/ReportButton';
import { NEUTRAL_NAME, shownName } from '../play/shown-name';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './ratings.css';
import { gameInfo } from '../catalog';
import { href } from '../router';
import { ratingsApi, type Profile, ratingText } from './api';
import { RatingChart } from './RatingChart';
import { PracticeSummary } from '../practice/PracticeSummary';

// Follow and Block (client/social/), for a signed-in visitor
const PlayerActions = lazy(() => import('../social/PlayerActions').then((m) => ({ default: m.PlayerActions })));

export function ProfilePage({ name }: { name: string }) {
  const { t } = useTranslation('ratings');
  const { t: ta } = useTranslation('app');
  const [profile, setProfile] = useState<Profile | null>(null);
  const [error, setError] = useState<{ status?: number; message: string } | null>(null);
  useEffect(() => {
    let live = true;
    setProfile(null);
    setError(null);
    ratingsApi.player(name).then(
      (p) => live && setProfile(p),
      (e) =>
        live &&
        setError({ status: (e as { status?: number }).status, message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [name]);
  const title = (g: string) => ta(`${g}:title`, { defaultValue: gameInfo(g)?.title ?? g });
  if (error)
    return (
      <p className={error.status === 404 ? '' : 'error'}>
        {error.status === 404 ? t('noSuchPlayer', { name }) : t('failed', { message: error.message })}
      </p>
    );
  if (!profile) return <p>{t('loading')}</p>;
  const games = Object.keys(profile.ratings);
  const ratings = profile.matches.map((m) => m.ratingAfter).concat(profile.matches.map((m) => m.ratingBefore));
  return (
    <div className="profile">
      <h1>{t('profileTitle', { name: profile.name })}</h1>
      <Suspense fallback={null}>
        <PlayerActions name={profile.name} />
      </Suspense>
      <ReportButton target={{ name: profile.name, shownName: profile.name }} />
      <h2>{t('ratings')}</h2>
      {games.length === 0 ? (
        <p>{t('noRatings')}</p>
      ) : (
        <table className="ratings-table" data-testid="profile-ratings">
          <thead>
            <tr>
              <th scope="col">{t('game')}</th>
              <th scope="col">{t('rating')}</th>
              <th scope="col">{t('games')}</th>
              <th scope="col">{t('wins')}</th>
            </tr>
          </thead>
          <tbody>
            {games.map((g) => (
              <tr key={g} data-game={g}>
                <td>
                  <a href={href('leaderboard', g)}>{title(g)}</a>
                </td>
                <td className="num" title={profile.ratings[g].provisional ? t('provisional') : undefined}>
                  {ratingText(profile.ratings[g].rating, profile.ratings[g].provisional)}
                </td>
                <td className="num">{profile.ratings[g].games}</td>
                <td className="num">{profile.ratings[g].wins}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {games.some((g) => profile.ratings[g].provisional) ? <p className="muted">{t('provisionalNote')}</p> : null}
      <PracticeSummary name={profile.name} titleOf={title} />
      {profile.matches.length ? (
        <>
          <h2>{t('chartTitle')}</h2>
          <RatingChart
            matches={profile.matches}
            titleOf={title}
            label={t('chartLabel', { name: profile.name, from: Math.min(...ratings), to: Math.max(...ratings) })}
          />
          <h2>{t('recent')}</h2>
          <table className="ratings-table" data-testid="profile-matches">
            <thead>
              <tr>
                <th scope="col">{t('finished')}</th>
                <th scope="col">{t('game')}</th>
                <th scope="col">{t('place')}</th>
                <th scope="col">{t('players')}</th>
                <th scope="col">{t('change')}</th>
                <th scope="col">{t('replay')}</th>
              </tr>
            </thead>
            <tbody>
              {profile.matches.map((m) => {
                const when = new Date(m.finishedAt).toLocaleString();
                const delta = m.ratingAfter - m.ratingBefore;
                return (
                  <tr key={m.matchID} data-match={m.matchID}>
                    <td>{when}</td>
                    <td>{title(m.gameId)}</td>
                    <td>{t('placeN', { place: m.place, n: m.players.length })}</td>
                    <td>
                      {m.players.map((p, i) => (
                        <span key={p.playerID}>
                          {i ? ', ' : ''}
                          {p.place}.{' '}
                          {p.name === profile.name ? (
                            <strong>{p.name}</strong>
                          ) : p.name === NEUTRAL_NAME ? (
                            shownName(p.name, t)
                          ) : (
                            <a href={href('player', p.name)}>{p.name}</a>
                          )}
                        </span>
                      ))}
                    </td>
                    <td className="num">
                      {m.ratingBefore} → {m.ratingAfter}{' '}
                      <span className={delta >= 0 ? 'up' : 'down'}>
                        ({delta >= 0 ? '+' : '−'}
                        {Math.abs(delta)})
                      </span>
                    </td>
                    <td>
                      <a
                        href={`#/replay/server/${encodeURIComponent(m.gameId)}/${encodeURIComponent(m.matchID)}`}
                        aria-label={t('watchReplay', { when })}>
                        {t('replay')}
                      </a>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      ) : null}
    </div>
  );
}
