import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gameInfo } from '../catalog';
import { lobby, type MatchInfo } from '../lobby-api';
import { loadBoard } from '../play/board-loader';
import { navigate } from '../router';
import { useAccountName } from '../account/use-account-name';
import { useAccount } from '../account/session';
import { accountHref } from '../account/return-to';
import { store } from '../store';
import { ErrorLine } from '../error-line';

export function JoinPage({ gameId, matchID }: { gameId: string; matchID: string }) {
  const { t } = useTranslation('app');
  const mod = gameInfo(gameId);
  const [info, setInfo] = useState<MatchInfo | null | 'missing'>(null);
  const [name, setName] = useState(store.name());
  const account = useAccountName(setName); // accounts: the account's name filled in
  const session = useAccount();
  const [seat, setSeat] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void loadBoard(gameId).catch(() => undefined);
    if (store.seat(gameId, matchID)) return navigate('play', gameId, matchID); // already seated: rejoin
    lobby.match(gameId, matchID).then(setInfo, () => setInfo('missing'));
  }, [gameId, matchID]);

  if (!mod) return <p>{t('play.unknownGame', { id: gameId })}</p>;
  const title = t(`${gameId}:title`, { defaultValue: mod.title });
  if (info === 'missing') return <p className="error">{t('join.notFound')}</p>;
  if (!info) return <p>{t('home.loading')}</p>;
  const free = info.players.filter((p) => !p.name);
  // A rated table seats signed-in players only, under the account's name (server/ratings/routes.ts
  // ratedJoin): a guest is sent to sign in (or sign up) and comes back here.
  const rated = info.rated === true;
  const me = session.status === 'signed-in' ? session.me : null;
  const here = ['join', gameId, matchID];

  async function join() {
    setError(null);
    const seatName = rated && me ? me.name : name.trim();
    if (!seatName) return setError(t('join.error', { message: t('join.name') }));
    if (!rated) store.setName(seatName);
    try {
      const r = await lobby.join(gameId, matchID, seatName, seat || undefined);
      store.saveSeat({
        gameId,
        matchID,
        playerID: r.playerID,
        credentials: r.playerCredentials,
        name: seatName,
        createdAt: Date.now(),
        account,
        rated: rated || undefined,
      });
      navigate('play', gameId, matchID);
    } catch (e) {
      setError(t('join.error', { message: (e as Error).message }));
    }
  }

  return (
    <form
      className="join"
      onSubmit={(e) => {
        e.preventDefault();
        void join();
      }}>
      <h1>{t('join.title', { game: title })}</h1>
      {info.tableOptions?.hints ? (
        <p className="table-options" data-testid="table-hints">
          {t('join.hintsOn')}
        </p>
      ) : null}
      {info.rated ? (
        <p className="table-options rated-mark" data-testid="table-rated">
          {t('join.rated')}
        </p>
      ) : null}
      <ul className="seat-list">
        {info.players.map((p) => (
          <li key={p.id}>
            {t('play.seatLabel', { n: p.id + 1 })}: {p.name ? t('join.taken', { name: p.name }) : '—'}
          </li>
        ))}
      </ul>
      {free.length === 0 || info.gameover ? (
        <p>{t('join.full')}</p>
      ) : rated && session.status === 'unknown' ? (
        <p>{t('home.loading')}</p>
      ) : rated && !me ? (
        <div className="rated-sign-in" data-testid="rated-sign-in">
          <p>{t('join.ratedSignIn')}</p>
          <p>
            <a className="button primary" href={accountHref('signin', here)}>
              {t('join.signInToSit')}
            </a>{' '}
            <a className="button" href={accountHref('signup', here)}>
              {t('join.signUpToSit')}
            </a>
          </p>
        </div>
      ) : (
        <>
          {rated && me ? (
            <p data-testid="rated-as">{t('join.ratedAs', { name: me.name })}</p>
          ) : (
            <label>
              {t('join.name')}
              <input name="name" value={name} maxLength={40} onChange={(e) => setName(e.target.value)} autoFocus />
            </label>
          )}
          <label>
            {t('join.seat')}
            <select value={seat} onChange={(e) => setSeat(e.target.value)}>
              <option value="">{t('join.anySeat')}</option>
              {free.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {t('play.seatLabel', { n: p.id + 1 })}
                </option>
              ))}
            </select>
          </label>
          <button className="button primary" type="submit">
            {t('join.join')}
          </button>
        </>
      )}
      <ErrorLine>{error}</ErrorLine>
      <p>
        <a className="button" href={`#/watch/${gameId}/${matchID}`}>
          {t('join.spectate')}
        </a>
      </p>
    </form>
  );
}
