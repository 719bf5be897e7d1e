// #/leaderboard/<gameId>: a game's rated players by rating, 50 to a page, each name a link to
// the player's profile.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './ratings.css';
import { CATALOG, gameInfo } from '../catalog';
import { href, navigate } from '../router';
import { ratingsApi, type BoardRow, ratingText } from './api';
import { ErrorLine } from '../error-line';

const PAGE = 50;

export function LeaderboardPage({ gameId }: { gameId?: string }) {
  const { t } = useTranslation('ratings');
  const { t: ta } = useTranslation('app');
  const id = gameInfo(gameId) ? gameId! : CATALOG[0].id;
  const [offset, setOffset] = useState(0);
  const [rows, setRows] = useState<BoardRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setOffset(0), [id]);
  useEffect(() => {
    let live = true;
    setRows(null);
    setError(null);
    // one more than a page: whether there is a next page
    ratingsApi.leaderboard(id, PAGE + 1, offset).then(
      (r) => live && setRows(r),
      (e) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [id, offset]);
  const title = (g: string) => ta(`${g}:title`, { defaultValue: gameInfo(g)?.title ?? g });
  return (
    <div className="leaderboard">
      <h1>{t('leaderboardTitle', { game: title(id) })}</h1>
      <p>
        <label className="inline">
          {t('game')}{' '}
          <select value={id} onChange={(e) => navigate('leaderboard', e.target.value)}>
            {CATALOG.map((g) => (
              <option key={g.id} value={g.id}>
                {title(g.id)}
              </option>
            ))}
          </select>
        </label>
      </p>
      <p className="muted">{t('howRated')}</p>
      {error ? (
        <ErrorLine>{t('failed', { message: error })}</ErrorLine>
      ) : rows === null ? (
        <p>{t('loading')}</p>
      ) : rows.length === 0 ? (
        <p>{t('noneRated')}</p>
      ) : (
        <table className="ratings-table" data-testid="leaderboard">
          <caption className="sr-only">{t('leaderboardTitle', { game: title(id) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rank')}</th>
              <th scope="col">{t('player')}</th>
              <th scope="col">{t('rating')}</th>
              <th scope="col">{t('games')}</th>
              <th scope="col">{t('wins')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, PAGE).map((r, i) => (
              <tr key={r.name}>
                <td>{offset + i + 1}</td>
                <td>
                  <a href={href('player', r.name)}>{r.name}</a>
                </td>
                <td className="num" title={r.provisional ? t('provisional') : undefined}>
                  {ratingText(r.rating, r.provisional)}
                </td>
                <td className="num">{r.games}</td>
                <td className="num">{r.wins}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rows?.some((r) => r.provisional) ? <p className="muted">{t('provisionalNote')}</p> : null}
      <p className="pager">
        <button className="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
          {t('previous')}
        </button>{' '}
        <button className="button" disabled={!rows || rows.length <= PAGE} onClick={() => setOffset(offset + PAGE)}>
          {t('next')}
        </button>
      </p>
    </div>
  );
}
