// #/inbox: the signed-in account's invitations (Accept sits the player in the seat held for them
// and opens the table; Decline frees it), the players it follows (online, playing) and the players
// it blocks, each with a form to add one by name.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { gameInfo } from '../catalog';
import { ErrorLine } from '../error-line';
import { href, navigate } from '../router';
import { syncSeats, useAccount } from '../account/session';
import type { Me } from '../account/api';
import { socialApi, type Follow, type InboxItem } from './api';
import { refreshInboxCount } from './inbox-count';
import './social.css';

export function InboxPage() {
  const { t } = useTranslation('social');
  const account = useAccount();
  if (account.status === 'unknown') return <p>{t('working')}</p>;
  if (account.status === 'guest')
    return (
      <main className="social-page">
        <h1>{t('inboxTitle')}</h1>
        <p>{t('signInFirst')}</p>
        <p>
          <a className="button primary" href={href('signin')}>
            {t('signIn')}
          </a>
        </p>
      </main>
    );
  return <SignedInInbox me={account.me} />;
}

function SignedInInbox({ me }: { me: Me }) {
  const { t } = useTranslation('social');
  return (
    <main className="social-page">
      <h1>{t('inboxTitle')}</h1>
      <Invitations me={me} />
      <Follows />
      <Blocks />
    </main>
  );
}

/** Runs one request at a time, with its refusal kept to show. */
function useAction() {
  const { t } = useTranslation('social');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (fn: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (e) {
      setError(t('failed', { message: e instanceof Error ? e.message : String(e) }));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

function Invitations({ me }: { me: Me }) {
  const { t, i18n } = useTranslation('social');
  const [items, setItems] = useState<InboxItem[] | null>(null);
  const { busy, error, run } = useAction();
  const load = useCallback(async () => {
    setItems(await socialApi.inbox());
    void refreshInboxCount();
  }, []);
  useEffect(() => void run(load), []); // eslint-disable-line react-hooks/exhaustive-deps
  const game = (id: string) => t(`${id}:title`, { defaultValue: gameInfo(id)?.title ?? id });
  const accept = (item: InboxItem) =>
    run(async () => {
      await socialApi.accept(item.id);
      await syncSeats(me.id); // the seat is the account's: in this browser's seats too
      void refreshInboxCount();
      navigate('play', item.gameId, item.matchID);
    });
  const decline = (item: InboxItem) =>
    run(async () => {
      await socialApi.decline(item.id);
      await load();
    });
  return (
    <section aria-labelledby="invitations-h" className="social-section">
      <h2 id="invitations-h">{t('invitations')}</h2>
      {items?.length === 0 ? <p className="muted">{t('noInvitations')}</p> : null}
      <ul className="social-list" data-testid="invitations">
        {(items ?? []).map((item) => (
          <li key={item.id} data-testid="invitation">
            <span className="social-what">
              {t('invitedBy', { from: item.from, game: game(item.gameId) })}
              <span className="muted social-when">{new Date(item.at).toLocaleString(i18n.language)}</span>
            </span>
            <span className="social-actions">
              <button
                type="button"
                className="button primary"
                disabled={busy}
                aria-label={t('acceptLabel', { from: item.from, game: game(item.gameId) })}
                onClick={() => void accept(item)}>
                {t('accept')}
              </button>
              <button
                type="button"
                className="button"
                disabled={busy}
                aria-label={t('declineLabel', { from: item.from, game: game(item.gameId) })}
                onClick={() => void decline(item)}>
                {t('decline')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      <ErrorLine>{error}</ErrorLine>
    </section>
  );
}

/** A name field and its button (Follow, Block). */
function NameForm({
  id,
  label,
  busy,
  onName,
}: {
  id: string;
  label: string;
  busy: boolean;
  onName: (n: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('social');
  const [name, setName] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() && (await onName(name.trim()))) setName('');
  };
  return (
    <form className="social-name-form" onSubmit={(e) => void submit(e)}>
      <label htmlFor={id}>{t('playerName')}</label>
      <input id={id} value={name} maxLength={40} autoComplete="off" onChange={(e) => setName(e.target.value)} />
      <button type="submit" className="button" disabled={busy || !name.trim()}>
        {label}
      </button>
    </form>
  );
}

function Follows() {
  const { t } = useTranslation('social');
  const [follows, setFollows] = useState<Follow[] | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const { busy, error, run } = useAction();
  const load = useCallback(async () => setFollows(await socialApi.follows()), []);
  useEffect(() => void run(load), []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <section aria-labelledby="follows-h" className="social-section">
      <h2 id="follows-h">{t('following')}</h2>
      {follows?.length === 0 ? <p className="muted">{t('noFollows')}</p> : null}
      <ul className="social-list" data-testid="follows">
        {(follows ?? []).map((f) => (
          <li key={f.name}>
            <span className="social-what">
              <a href={href('player', f.name)}>{f.name}</a>{' '}
              <span className={f.online ? 'social-state on' : 'social-state'}>
                {f.playing ? t('playing') : f.online ? t('online') : t('offline')}
              </span>
            </span>
            <button
              type="button"
              className="button"
              disabled={busy}
              aria-label={t('unfollowLabel', { name: f.name })}
              onClick={() =>
                void run(async () => {
                  await socialApi.unfollow(f.name);
                  await load();
                })
              }>
              {t('unfollow')}
            </button>
          </li>
        ))}
      </ul>
      <NameForm
        id="follow-name"
        label={t('follow')}
        busy={busy}
        onName={async (name) => {
          let ok = false;
          await run(async () => {
            await socialApi.follow(name);
            await load();
            setSaid(t('followed', { name }));
            ok = true;
          });
          return ok;
        }}
      />
      {said ? <p role="status">{said}</p> : null}
      <ErrorLine>{error}</ErrorLine>
    </section>
  );
}

function Blocks() {
  const { t } = useTranslation('social');
  const [blocks, setBlocks] = useState<{ name: string }[] | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const { busy, error, run } = useAction();
  const load = useCallback(async () => setBlocks(await socialApi.blocks()), []);
  useEffect(() => void run(load), []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <section aria-labelledby="blocks-h" className="social-section">
      <h2 id="blocks-h">{t('blocked')}</h2>
      <p className="muted">{t('blockedHelp')}</p>
      {blocks?.length === 0 ? <p className="muted">{t('noBlocks')}</p> : null}
      <ul className="social-list" data-testid="blocks">
        {(blocks ?? []).map((b) => (
          <li key={b.name}>
            <span className="social-what">{b.name}</span>
            <button
              type="button"
              className="button"
              disabled={busy}
              aria-label={t('unblockLabel', { name: b.name })}
              onClick={() =>
                void run(async () => {
                  await socialApi.unblock(b.name);
                  await load();
                })
              }>
              {t('unblock')}
            </button>
          </li>
        ))}
      </ul>
      <NameForm
        id="block-name"
        label={t('block')}
        busy={busy}
        onName={async (name) => {
          let ok = false;
          await run(async () => {
            await socialApi.block(name);
            await load();
            setSaid(t('blockedNow', { name }));
            ok = true;
          });
          return ok;
        }}
      />
      {said ? <p role="status">{said}</p> : null}
      <ErrorLine>{error}</ErrorLine>
    </section>
  );
}
