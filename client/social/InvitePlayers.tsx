// Inviting players (server/social/: each invitation holds a seat for its player, who finds it in
// the inbox). Two forms of the same control:
// - InvitePicker on New table: the players to invite once the table exists (followed players to
//   tick, any other name to add); New table sends the invitations after taking its seat;
// - InviteControl in the waiting room of an online table: a followed player's Invite button, or
//   any name, sent at once; the table's open invitations (each keeps its seat for 7 days), each
//   with Withdraw, read again when someone sits and every 30 s.
import i18next from 'i18next';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorLine } from '../error-line';
import { socialApi, type Follow, type TableInvite } from './api';
import './social.css';

function useFollows(): Follow[] {
  const [follows, setFollows] = useState<Follow[]>([]);
  useEffect(() => {
    let live = true;
    socialApi.follows().then(
      (f) => live && setFollows(f),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return follows;
}

const stateOf = (f: Follow, t: (k: string) => string) =>
  f.playing ? t('playing') : f.online ? t('online') : t('offline');

/** Choose players to invite (New table). */
export function InvitePicker({ value, onChange }: { value: string[]; onChange: (names: string[]) => void }) {
  const { t } = useTranslation('social');
  const follows = useFollows();
  const [name, setName] = useState('');
  const has = (n: string) => value.some((v) => v.toLowerCase() === n.toLowerCase());
  const toggle = (n: string, on: boolean) => onChange(on ? [...value, n] : value.filter((v) => v !== n));
  const add = (e: { preventDefault(): void }) => {
    e.preventDefault();
    const n = name.trim();
    if (n && !has(n)) onChange([...value, n]);
    setName('');
  };
  const others = value.filter((v) => !follows.some((f) => f.name === v));
  return (
    <fieldset className="invite-players" data-testid="invite-picker">
      <legend>{t('inviteTitle')}</legend>
      <p className="muted">{t('inviteHelp')}</p>
      {follows.length ? (
        <div role="group" aria-label={t('inviteFollowed')}>
          <p>{t('inviteFollowed')}</p>
          {follows.map((f) => (
            <label key={f.name} className="check">
              <input
                type="checkbox"
                checked={value.includes(f.name)}
                onChange={(e) => toggle(f.name, e.target.checked)}
              />
              {f.name} <span className={f.online ? 'social-state on' : 'social-state'}>{stateOf(f, t)}</span>
            </label>
          ))}
        </div>
      ) : null}
      <div className="social-name-form">
        <label htmlFor="invite-name">{t('inviteAnyone')}</label>
        <input
          id="invite-name"
          value={name}
          maxLength={40}
          autoComplete="off"
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') add(e);
          }}
        />
        <button type="button" className="button" disabled={!name.trim()} onClick={add}>
          {t('add')}
        </button>
      </div>
      {others.length ? (
        <ul className="chosen" aria-label={t('toInvite', { names: others.join(', ') })}>
          {others.map((n) => (
            <li key={n}>
              {n}
              <button
                type="button"
                className="button"
                aria-label={t('removeLabel', { name: n })}
                onClick={() => toggle(n, false)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

/** Send invitations to `names` for `matchID`; the refusals, said in words. */
export async function sendInvites(matchID: string, names: string[]): Promise<string[]> {
  const t = i18next.getFixedT(null, 'social');
  const failed: string[] = [];
  for (const name of names) {
    try {
      await socialApi.invite(matchID, name);
    } catch (e) {
      failed.push(t('inviteFailed', { name, message: e instanceof Error ? e.message : String(e) }));
    }
  }
  return failed;
}

/** Where New table leaves the invitations it could not send, for the waiting room to say once. */
export const INVITE_FAILURES = 'rh_invite_failures';

/** Invite players to an online table now (its waiting room); `seated`: the names at the table
 *  (followed players seated there already are not offered). */
export function InviteControl({ matchID, seated = [] }: { matchID: string; seated?: string[] }) {
  const { t } = useTranslation('social');
  const follows = useFollows().filter((f) => !seated.includes(f.name));
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>(() => {
    try {
      const kept = JSON.parse(sessionStorage.getItem(`${INVITE_FAILURES}:${matchID}`) ?? '[]');
      sessionStorage.removeItem(`${INVITE_FAILURES}:${matchID}`);
      return Array.isArray(kept) ? kept.filter((x) => typeof x === 'string') : [];
    } catch {
      return [];
    }
  });
  const [sent, setSent] = useState<string[]>([]);
  const [open, setOpen] = useState<TableInvite[]>([]);
  const reload = async () => {
    try {
      setOpen(await socialApi.tableInvites(matchID));
    } catch {
      // not seated here (or signed out): nothing to list
    }
  };
  // read again when someone sits (an invitee accepted) and every 30 s (an invitee declined)
  const seatedKey = seated.join('\n');
  useEffect(() => {
    void reload();
    const timer = setInterval(() => void reload(), 30_000);
    return () => clearInterval(timer);
  }, [matchID, seatedKey]);
  const invite = async (n: string) => {
    if (busy || !n.trim()) return;
    setBusy(true);
    setSaid(null);
    const failed = await sendInvites(matchID, [n.trim()]);
    setErrors(failed);
    if (!failed.length) {
      setSaid(t('invited', { name: n.trim() }));
      setSent((s) => [...s, n.trim()]);
      setName('');
    }
    await reload();
    setBusy(false);
  };
  const withdraw = async (inv: TableInvite) => {
    if (busy) return;
    setBusy(true);
    setSaid(null);
    try {
      await socialApi.withdraw(matchID, inv.id);
      setErrors([]);
      setSaid(t('withdrawn', { name: inv.name }));
      setSent((s) => s.filter((x) => x.toLowerCase() !== inv.name.toLowerCase()));
    } catch (e) {
      setErrors([t('withdrawFailed', { name: inv.name, message: e instanceof Error ? e.message : String(e) })]);
    }
    await reload();
    setBusy(false);
  };
  const until = (ms: number) =>
    new Date(ms).toLocaleDateString(i18next.language, { month: 'short', day: 'numeric', weekday: 'short' });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void invite(name);
  };
  return (
    <section className="invite-players" aria-labelledby="invite-players-h" data-testid="invite-control">
      <h2 id="invite-players-h">{t('inviteTitle')}</h2>
      {follows.length ? (
        <ul className="social-list">
          {follows.map((f) => (
            <li key={f.name}>
              <span className="social-what">
                {f.name} <span className={f.online ? 'social-state on' : 'social-state'}>{stateOf(f, t)}</span>
              </span>
              <button
                type="button"
                className="button"
                disabled={busy || sent.includes(f.name)}
                aria-label={t('inviteLabel', { name: f.name })}
                onClick={() => void invite(f.name)}>
                {t('invite')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form className="social-name-form" onSubmit={submit}>
        <label htmlFor="invite-now-name">{t('inviteAnyone')}</label>
        <input
          id="invite-now-name"
          value={name}
          maxLength={40}
          autoComplete="off"
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" className="button" disabled={busy || !name.trim()}>
          {t('invite')}
        </button>
      </form>
      {open.length ? (
        <>
          <h3 className="invites-open-h">{t('invitesOpen')}</h3>
          <ul className="social-list" data-testid="invites-open">
            {open.map((inv) => (
              <li key={inv.id}>
                <span className="social-what">{t('inviteUntil', { name: inv.name, until: until(inv.until) })}</span>
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  aria-label={t('withdrawLabel', { name: inv.name })}
                  onClick={() => void withdraw(inv)}>
                  {t('withdraw')}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {said ? <p role="status">{said}</p> : null}
      <ErrorLine>{errors.length ? errors.join(' ') : null}</ErrorLine>
    </section>
  );
}

/** The table option "invited players only" (New table, signed in). */
export function InvitedOnlyOption({ value, onChange }: { value: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation('social');
  return (
    <fieldset className="table-invited-only">
      <legend>{t('invitedOnlyTitle')}</legend>
      <label className="check">
        <input type="checkbox" name="invitedOnly" checked={value} onChange={(e) => onChange(e.target.checked)} />{' '}
        {t('invitedOnly')}
      </label>
      <p className="muted">{t('invitedOnlyHelp')}</p>
    </fieldset>
  );
}
