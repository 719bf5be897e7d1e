import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { syncSeats, useAccount } from '../account/session';
import { gameInfo } from '../catalog';
import { href, navigate } from '../router';
import { store } from '../store';
import { matchKey, myTurnKeys, timeLeft, useMyTurns } from '../play/clock/my-turns';
import { formatDuration } from '../play/clock/api';
import { useOnline } from '../pwa';
import { QuickQueueNote } from '../ratings/QuickQueueNote';
import './matches.css';

// My matches: this browser's online seats (with the account's, signed in), the matches waiting
// for you first and then by the least time left in the turn, each with its time left (counting
// down between the answers of /api/turns, client/play/clock/my-turns.ts); a turn-based quick
// match still looking for opponents; the local tables; watching a match by its link.

export function MatchesPage() {
  const { t } = useTranslation('app');
  const { t: tc } = useTranslation('clock');
  const [, refresh] = useState(0);
  const [watch, setWatch] = useState('');
  const turns = useMyTurns();
  const online = useOnline();
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, []);
  // accounts: the account's seats, from any device, merged into this browser's
  const account = useAccount();
  const accountId = account.status === 'signed-in' ? account.me.id : null;
  useEffect(() => {
    if (accountId)
      void syncSeats(accountId).then(
        () => refresh((n) => n + 1),
        () => undefined,
      );
  }, [accountId]);
  const mine = new Set(myTurnKeys(turns));
  // Matches where it is your turn first, then by the least time left (untimed and finished ones
  // after), the others as they were.
  const left = new Map(store.seats().map((s) => [s, timeLeft(turns, s.matchID, s.playerID, now)]));
  const rank = (s: (typeof seats)[number]) => [
    mine.has(matchKey(s.gameId, s.matchID)) ? 0 : 1,
    turns[s.matchID]?.over ? Number.POSITIVE_INFINITY : (left.get(s) ?? Number.MAX_SAFE_INTEGER),
  ];
  const seats = [...left.keys()].sort((a, b) => {
    const [x, y] = [rank(a), rank(b)];
    return x[0] - y[0] || x[1] - y[1];
  });
  const tables = store.tables();
  const title = (id: string) => t(`${id}:title`, { defaultValue: gameInfo(id)?.title ?? id });
  const when = (ms: number) => new Date(ms).toLocaleString();
  return (
    <div className="matches">
      <h1>{t('matches.title')}</h1>
      <h2>{t('matches.online')}</h2>
      {online ? null : (
        <p className="offline-note" role="note">
          {t('pwa.onlineListOffline')}
        </p>
      )}
      <AccountNote account={account} />
      {accountId ? (
        <QuickQueueNote
          onSeated={() =>
            void syncSeats(accountId).then(
              () => refresh((n) => n + 1),
              () => undefined,
            )
          }
        />
      ) : null}
      {seats.length === 0 ? <p className="muted">{t('matches.none')}</p> : null}
      <ul>
        {seats.map((s) => (
          <li key={s.gameId + s.matchID} data-testid="my-match" data-match={s.matchID}>
            {mine.has(matchKey(s.gameId, s.matchID)) ? (
              <strong className="your-turn">{tc('yourTurn')} · </strong>
            ) : null}
            <a href={href('play', s.gameId, s.matchID)}>{title(s.gameId)}</a>
            {left.get(s) != null && !turns[s.matchID]?.over ? (
              <span className="time-left" data-testid="time-left">
                {' '}
                · {tc('left', { time: formatDuration(left.get(s)!) })}
              </span>
            ) : null}{' '}
            · {s.name} · {when(s.createdAt)}
            {s.rated ? <span className="rated-mark"> · {t('matches.rated')}</span> : null}
            {turns[s.matchID]?.over ? <span className="muted"> · {tc('over')}</span> : null}{' '}
            <button className="link" onClick={() => (store.forgetSeat(s.gameId, s.matchID), refresh((n) => n + 1))}>
              {t('matches.remove')}
            </button>
          </li>
        ))}
      </ul>
      <h2>{t('matches.local')}</h2>
      {tables.length === 0 ? <p className="muted">{t('matches.none')}</p> : null}
      <ul>
        {tables.map((x) => (
          <li key={x.matchID}>
            <a href={href('local', x.gameId, x.matchID)}>{title(x.gameId)}</a> · {x.seats.map((s) => s.name).join(', ')}{' '}
            · {when(x.createdAt)} · {x.finished ? t('matches.finished') : t('matches.running')}{' '}
            <button className="link" onClick={() => (store.forgetTable(x.matchID), refresh((n) => n + 1))}>
              {t('matches.remove')}
            </button>
          </li>
        ))}
      </ul>
      <h2>{t('matches.spectateTitle')}</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const m = watch.match(/(?:join|play|watch)\/([\w-]+)\/([\w-]+)/);
          if (m) navigate('watch', m[1], m[2]);
        }}>
        <input
          value={watch}
          placeholder={t('matches.spectatePlaceholder')}
          onChange={(e) => setWatch(e.target.value)}
        />{' '}
        <button className="button">{t('matches.watch')}</button>
      </form>
    </div>
  );
}

/** Where the online seats are kept: with the account, or in this browser only. */
function AccountNote({ account }: { account: ReturnType<typeof useAccount> }) {
  const { t } = useTranslation('account');
  if (account.status === 'unknown') return null;
  if (account.status === 'signed-in')
    return (
      <p className="muted" data-testid="matches-account">
        {t('matchesSignedIn', { name: account.me.name })}
      </p>
    );
  return (
    <p className="muted">
      <Trans
        t={t}
        i18nKey="matchesGuest"
        components={[<a key="in" href={href('signin')} />, <a key="up" href={href('signup')} />]}
      />
    </p>
  );
}
