// #/tables (every game) and #/tables/<game>: the listed online tables with a free seat
// (GET /api/open-tables, server/lobby/open-tables.ts), newest first, each with its seats, its
// players' ratings, its pace and whether it is rated; Join takes a free seat in one tap. Asked
// again every few seconds while the page is in view (none when the tab is hidden).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOG, gameInfo } from '../catalog';
import { lobby, type OpenTable } from '../lobby-api';
import { href, navigate } from '../router';
import { store } from '../store';
import { useAccount } from '../account/session';
import { ErrorLine } from '../error-line';
import { formatDuration } from '../play/clock/api';
import { shownName } from '../play/shown-name';
import './tables.css';

/** How often the list is asked for again while the page is visible. */
export const POLL_MS = 4000;

export function OpenTablesPage({ gameId }: { gameId?: string }) {
  const { t, i18n } = useTranslation('tables');
  const { t: ta } = useTranslation('app');
  const game = gameId ? gameInfo(gameId) : undefined;
  const account = useAccount();
  const me = account.status === 'signed-in' ? account.me : null;
  const [name, setName] = useState(store.name());
  const [tables, setTables] = useState<OpenTable[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [joining, setJoining] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const live = useRef(true);

  const load = useCallback(async () => {
    try {
      const r = await lobby.openTables(gameId);
      if (!live.current) return;
      setTables(r.tables);
      setLoadError(null);
    } catch (e) {
      if (live.current) setLoadError((e as Error).message);
    }
  }, [gameId]);

  // Poll while visible; at once when the tab comes back.
  useEffect(() => {
    live.current = true;
    let timer: number | undefined;
    const tick = async () => {
      window.clearTimeout(timer);
      if (document.visibilityState === 'visible') await load();
      if (live.current) timer = window.setTimeout(() => void tick(), POLL_MS);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void tick();
    };
    void tick();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live.current = false;
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [load]);

  if (gameId && !game) return <p>{ta('play.unknownGame', { id: gameId })}</p>;
  const title = (id: string) => ta(`${id}:title`, { defaultValue: gameInfo(id)?.title ?? id });

  async function join(tb: OpenTable) {
    const key = tb.matchID;
    setErrors((e) => ({ ...e, [key]: '' }));
    const playerName = (me?.name ?? name).trim();
    if (!playerName) return setErrors((e) => ({ ...e, [key]: t('nameNeeded') }));
    if (!me) store.setName(playerName);
    setJoining(key);
    try {
      const r = await lobby.join(tb.gameId, tb.matchID, playerName);
      // a rated table seats the account under its own name
      store.saveSeat({
        gameId: tb.gameId,
        matchID: tb.matchID,
        playerID: r.playerID,
        credentials: r.playerCredentials,
        name: playerName,
        createdAt: Date.now(),
        account: me?.id,
      });
      navigate('play', tb.gameId, tb.matchID);
    } catch (e) {
      setErrors((x) => ({ ...x, [key]: t('failed', { message: (e as Error).message }) }));
      setJoining(null);
      void load();
    }
  }

  const pace = (p: OpenTable['pace']) =>
    p.mode === 'live'
      ? t('paceLive', { turn: formatDuration(p.turnSeconds * 1000), bank: formatDuration(p.bankSeconds * 1000) })
      : p.mode === 'turnBased'
        ? t('paceTurnBased', { hours: p.hours })
        : t('paceUntimed');
  const rtf = new Intl.RelativeTimeFormat(i18n.language.startsWith('ja') ? 'ja' : 'en', { numeric: 'auto' });
  const ago = (ms: number) => {
    const min = Math.round((Date.now() - ms) / 60_000);
    return min < 60 ? rtf.format(-Math.max(0, min), 'minute') : rtf.format(-Math.round(min / 60), 'hour');
  };
  const signInHref = `${href('signin')}?next=${encodeURIComponent(gameId ? `tables/${gameId}` : 'tables')}`;

  return (
    <div className="open-tables">
      <h1>{game ? t('titleGame', { game: title(game.id) }) : t('title')}</h1>
      <p className="muted">{t('intro')}</p>
      <nav className="table-filter" aria-label={t('title')}>
        <a
          className={!gameId ? 'button primary' : 'button'}
          href={href('tables')}
          aria-current={!gameId ? 'page' : undefined}>
          {t('allGames')}
        </a>
        {CATALOG.map((g) => (
          <a
            key={g.id}
            className={gameId === g.id ? 'button primary' : 'button'}
            href={href('tables', g.id)}
            aria-current={gameId === g.id ? 'page' : undefined}>
            {title(g.id)}
          </a>
        ))}
      </nav>
      {me ? (
        <p className="joining-as">{t('joiningAs', { name: me.name })}</p>
      ) : (
        <label className="your-name">
          {t('yourName')}
          <input
            name="name"
            value={name}
            maxLength={40}
            autoComplete="nickname"
            onChange={(e) => setName(e.target.value)}
          />
        </label>
      )}
      <ErrorLine>{loadError && t('loadFailed', { message: loadError })}</ErrorLine>
      {tables === null ? (
        <p>{ta('home.loading')}</p>
      ) : tables.length === 0 ? (
        <div className="no-tables" data-testid="no-open-tables">
          <p>{t('none')}</p>
          <p className="muted">{t('noneHelp')}</p>
          <a className="button primary" href={href('new', gameId ?? CATALOG[0].id)}>
            {t('newTable')}
          </a>
        </div>
      ) : (
        <ul className="open-list" aria-live="polite">
          {tables.map((tb) => {
            const mine = store.seat(tb.gameId, tb.matchID);
            const needsAccount = tb.rated && !me;
            return (
              <li key={tb.matchID} className="open-table" data-match={tb.matchID} data-game={tb.gameId}>
                <div className="open-head">
                  <h2>{title(tb.gameId)}</h2>
                  <span className="muted">
                    {t('players', { count: tb.numPlayers })} · {t('free', { count: tb.free })} · {ago(tb.createdAt)}
                  </span>
                </div>
                <p className="open-options">
                  <span className={tb.rated ? 'tag rated' : 'tag'} title={tb.rated ? t('ratedHelp') : undefined}>
                    {tb.rated ? t('rated') : t('unrated')}
                  </span>
                  <span className="tag">{pace(tb.pace)}</span>
                  {tb.hints ? <span className="tag">{t('hints')}</span> : null}
                </p>
                <ul className="open-seats">
                  {tb.seats.map((s) => (
                    <li key={s.id} className={s.name ? 'taken' : 'free'}>
                      <span className="seat-no">{ta('play.seatLabel', { n: s.id + 1 })}</span>{' '}
                      {s.name ? (
                        <>
                          {s.bot ? s.name : <a href={href('player', s.name)}>{shownName(s.name, ta)}</a>}
                          {s.bot ? (
                            <span className="muted">
                              {' '}
                              · {t('bot', { level: ta(`table.levels.${s.bot}`, { defaultValue: s.bot }) })}
                            </span>
                          ) : null}
                          {s.rating !== undefined ? (
                            <span className="seat-rating" title={t('ratingTitle', { games: s.games ?? 0 })}>
                              {' '}
                              ({t('rating', { rating: s.rating })})
                            </span>
                          ) : null}
                        </>
                      ) : (
                        <em className="muted">{t('freeSeat')}</em>
                      )}
                    </li>
                  ))}
                </ul>
                <p className="open-actions">
                  {mine ? (
                    <a className="button primary" href={href('play', tb.gameId, tb.matchID)}>
                      {t('open')}
                    </a>
                  ) : needsAccount ? (
                    <a className="button primary" href={signInHref}>
                      {t('signInToJoin')}
                    </a>
                  ) : (
                    <button
                      type="button"
                      className="button primary"
                      disabled={joining !== null}
                      onClick={() => void join(tb)}>
                      {joining === tb.matchID ? t('joining') : t('join')}
                    </button>
                  )}
                  <a className="button" href={href('watch', tb.gameId, tb.matchID)}>
                    {t('watch')}
                  </a>
                </p>
                <ErrorLine>{errors[tb.matchID] || null}</ErrorLine>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
