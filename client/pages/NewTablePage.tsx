import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gameInfo, loadGame } from '../catalog';
import type { VariantDef } from '../../games/common/module';
import { BOT_LEVELS, type BotLevel } from '../bots/levels';
import { levelRating } from '../bots/ratings';
import { lobby } from '../lobby-api';
import { preloadPlay } from '../play/board-loader';
import { navigate } from '../router';
import { PaceInput } from '../play/clock/PaceInput';
import type { Pace } from '../play/clock/api';
import { useAccountName } from '../account/use-account-name';
import { useAccount } from '../account/session';
import { accountHref } from '../account/return-to';
import { newId, store, type LocalSeat } from '../store';
import { useOnline } from '../pwa';
import { ErrorLine } from '../error-line';
import { INVITE_FAILURES, InvitePicker, InvitedOnlyOption, sendInvites } from '../social/InvitePlayers';

type Mode = 'local' | 'online';

export function NewTablePage({ gameId }: { gameId: string }) {
  const { t } = useTranslation('app');
  // the bot levels' ratings (client/bots/ratings.ts): plain level names until these texts are in
  const { t: tp, i18n, ready: practiceTexts } = useTranslation('practice', { useSuspense: false });
  const mod = gameInfo(gameId);
  const [numPlayers, setNumPlayers] = useState(mod ? Math.min(Math.max(mod.minPlayers, 3), mod.maxPlayers) : 2);
  const [seats, setSeats] = useState<LocalSeat[]>([]);
  const [mode, setMode] = useState<Mode>('local');
  const [pace, setPace] = useState<Pace>({ mode: 'untimed' });
  const [hints, setHints] = useState(false);
  const [listed, setListed] = useState(false);
  // invitations (client/social/): sent once the table exists and this player sits at it
  const [invitees, setInvitees] = useState<string[]>([]);
  const [invitedOnlyChoice, setInvitedOnly] = useState(false);
  const [name, setName] = useState(store.name());
  const account = useAccountName(setName); // accounts: the account's name filled in
  const session = useAccount();
  const me = session.status === 'signed-in' ? session.me : null;
  // A rated table (server/lobby/tables.ts): signed-in players only, people only, no hints.
  const [ratedChoice, setRated] = useState(false);
  const rated = ratedChoice && mode === 'online' && !!me;
  const invitedOnly = invitedOnlyChoice && mode === 'online' && !!me;
  const [variants, setVariants] = useState<Record<string, boolean | string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const online = useOnline();
  useEffect(() => {
    if (!online) setMode('local');
  }, [online]);

  // What a table on this device opens with, fetched while the form is filled in.
  useEffect(() => {
    preloadPlay(gameId);
    void loadGame(gameId).catch(() => undefined);
    void import('./LocalPlayPage');
  }, [gameId]);
  useEffect(() => {
    setSeats((prev) =>
      Array.from(
        { length: numPlayers },
        (_, i) => prev[i] ?? (i === 0 ? { kind: 'human', name: '' } : { kind: 'bot', name: '', level: 'normal' }),
      ),
    );
  }, [numPlayers]);
  useEffect(() => {
    if (mod) setVariants(Object.fromEntries(mod.variants.map((v) => [v.id, v.default])));
  }, [mod]);

  if (!mod) return <p>{t('play.unknownGame', { id: gameId })}</p>;
  const applicable = mod.variants.filter((v) => !v.players || v.players.includes(numPlayers));
  const setSeat = (i: number, s: Partial<LocalSeat>) =>
    setSeats((all) => all.map((x, j) => (j === i ? { ...x, ...s } : x)));
  const counts = Array.from({ length: mod.maxPlayers - mod.minPlayers + 1 }, (_, i) => mod.minPlayers + i);
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const levelText = (l: BotLevel) => {
    const r = levelRating(gameId, l);
    const level = t(`table.levels.${l}`);
    return r && practiceTexts
      ? tp('levelRating', { level, rating: `${number(r.rating)}${r.provisional ? '?' : ''}` })
      : level;
  };
  const levelsRated = BOT_LEVELS.some((l) => levelRating(gameId, l));

  async function create() {
    if (!mod) return;
    setBusy(true);
    setError(null);
    // at a rated table every player sits under the account's name
    const myName = rated && me ? me.name : name.trim() || `${t('table.human')} 1`;
    if (!rated) store.setName(myName);
    const setupData = { variants: Object.fromEntries(applicable.map((v) => [v.id, variants[v.id] ?? v.default])) };
    let err: string | undefined;
    try {
      err = (await loadGame(gameId)).game.validateSetupData?.(setupData, numPlayers);
    } catch (e) {
      err = (e as Error).message;
    }
    if (err) {
      setBusy(false);
      return setError(t('table.error', { message: err }));
    }
    try {
      if (mode === 'local') {
        const matchID = newId();
        const named = seats.map((s, i) =>
          s.kind === 'bot'
            ? { ...s, name: t('table.botName', { n: i + 1, level: t(`table.levels.${s.level}`) }) }
            : { ...s, name: i === 0 ? myName : s.name.trim() || `${t('table.human')} ${i + 1}` },
        );
        store.saveTable({ gameId, matchID, numPlayers, seats: named, setupData, createdAt: Date.now() });
        navigate('local', gameId, matchID);
      } else {
        const { matchID } = await lobby.createTable({
          gameId,
          numPlayers,
          setupData,
          seats: rated ? [] : seats.map((s) => (s.kind === 'bot' ? { bot: s.level } : {})),
          pace,
          hints: rated ? false : hints,
          unlisted: !listed || invitedOnly,
          ...(rated ? { rated: true } : {}),
          ...(invitedOnly ? { invitedOnly: true } : {}),
        });
        const joined = await lobby.join(gameId, matchID, myName, '0');
        store.saveSeat({
          gameId,
          matchID,
          playerID: joined.playerID,
          credentials: joined.playerCredentials,
          name: myName,
          createdAt: Date.now(),
          account,
          rated: rated || undefined,
        });
        if (me && invitees.length) {
          const failed = await sendInvites(matchID, invitees);
          if (failed.length) sessionStorage.setItem(`${INVITE_FAILURES}:${matchID}`, JSON.stringify(failed));
        }
        navigate('play', gameId, matchID);
      }
    } catch (e) {
      setError(t('table.error', { message: (e as Error).message }));
      setBusy(false);
    }
  }

  return (
    <form
      className="new-table"
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}>
      <h1>{t('table.title', { game: t(`${gameId}:title`, { defaultValue: mod.title }) })}</h1>
      {rated && me ? (
        <p data-testid="rated-as">{t('join.ratedAs', { name: me.name })}</p>
      ) : (
        <label>
          {t('table.name')}
          <input
            value={name}
            maxLength={40}
            placeholder={t('table.namePlaceholder')}
            onChange={(e) => setName(e.target.value)}
            name="name"
          />
        </label>
      )}
      <fieldset>
        <legend>{t('table.mode')}</legend>
        {(['local', 'online'] as Mode[]).map((m) => (
          <label key={m} className="radio">
            <input
              type="radio"
              name="mode"
              value={m}
              checked={mode === m}
              disabled={m === 'online' && !online}
              onChange={() => setMode(m)}
            />
            {m === 'local' ? t('table.modeLocal') : t('table.modeOnline')}
            {m === 'online' && !online ? <span className="muted"> — {t('pwa.onlineNeedsNetwork')}</span> : null}
          </label>
        ))}
      </fieldset>
      <label>
        {t('table.players')}
        <select value={numPlayers} onChange={(e) => setNumPlayers(Number(e.target.value))} name="players">
          {counts.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="seats">
        <legend>{t('table.seats')}</legend>
        {seats.map((s, i) => (
          <div key={i} className="seat-row" data-seat={i}>
            <span className="seat-label">{t('table.seat', { n: i + 1 })}</span>
            {i === 0 ? (
              <span>{t('table.you')}</span>
            ) : rated ? (
              <span>{t('table.ratedSeat')}</span>
            ) : (
              <>
                <select
                  aria-label={t('table.seat', { n: i + 1 })}
                  value={s.kind}
                  onChange={(e) => setSeat(i, { kind: e.target.value as LocalSeat['kind'] })}>
                  <option value="human">{t('table.human')}</option>
                  <option value="bot">{t('table.bot')}</option>
                </select>
                {s.kind === 'bot' ? (
                  <select
                    aria-label={t('table.level')}
                    value={s.level}
                    onChange={(e) => setSeat(i, { level: e.target.value as BotLevel })}>
                    {BOT_LEVELS.map((l) => (
                      <option key={l} value={l}>
                        {levelText(l)}
                      </option>
                    ))}
                  </select>
                ) : mode === 'local' ? (
                  <input
                    placeholder={t('table.name')}
                    value={s.name}
                    maxLength={40}
                    onChange={(e) => setSeat(i, { name: e.target.value })}
                  />
                ) : null}
              </>
            )}
          </div>
        ))}
        {levelsRated && practiceTexts && !rated && seats.some((s) => s.kind === 'bot') ? (
          <p className="muted bot-ratings-note">{tp('levelNote', { start: number(1000) })}</p>
        ) : null}
      </fieldset>
      {mode === 'online' ? (
        <fieldset className="table-rated">
          <legend>{t('table.ratedTitle')}</legend>
          {me ? (
            <label className="check">
              <input type="checkbox" name="rated" checked={ratedChoice} onChange={(e) => setRated(e.target.checked)} />{' '}
              {t('table.rated')}
            </label>
          ) : (
            <p>
              <a href={accountHref('signin', ['new', gameId])}>{t('table.ratedSignIn')}</a>
            </p>
          )}
          <p className="muted">{t('table.ratedHelp')}</p>
        </fieldset>
      ) : null}
      {mode === 'online' && me ? (
        <Suspense fallback={null}>
          <InvitePicker value={invitees} onChange={setInvitees} />
          <InvitedOnlyOption value={invitedOnlyChoice} onChange={setInvitedOnly} />
        </Suspense>
      ) : null}
      {mode === 'online' ? <PaceInput value={pace} onChange={setPace} /> : null}
      {mode === 'online' && !invitedOnly ? (
        <fieldset className="table-listed">
          <legend>{t('table.listedTitle')}</legend>
          <label className="check">
            <input type="checkbox" name="listed" checked={listed} onChange={(e) => setListed(e.target.checked)} />{' '}
            {t('table.listed')}
          </label>
          <p className="muted">{t('table.listedHelp')}</p>
        </fieldset>
      ) : null}
      {mode === 'online' && !rated ? (
        <fieldset className="table-hints">
          <legend>{t('table.hintsTitle')}</legend>
          <label className="check">
            <input type="checkbox" name="hints" checked={hints} onChange={(e) => setHints(e.target.checked)} />{' '}
            {t('table.hints')}
          </label>
          <p className="muted">{t('table.hintsHelp')}</p>
        </fieldset>
      ) : null}
      <fieldset>
        <legend>{t('table.variants')}</legend>
        {applicable.length === 0 ? <p className="muted">{t('table.noVariants')}</p> : null}
        {applicable.map((v) => (
          <VariantInput
            key={v.id}
            gameId={gameId}
            def={v}
            value={variants[v.id] ?? v.default}
            onChange={(x) => setVariants((all) => ({ ...all, [v.id]: x }))}
          />
        ))}
      </fieldset>
      <ErrorLine>{error}</ErrorLine>
      <button className="button primary" type="submit" disabled={busy}>
        {busy ? t('table.creating') : t('table.create')}
      </button>
    </form>
  );
}

function VariantInput({
  gameId,
  def,
  value,
  onChange,
}: {
  gameId: string;
  def: VariantDef;
  value: boolean | string;
  onChange: (v: boolean | string) => void;
}) {
  const { t } = useTranslation(gameId);
  const label = t(`variants.${def.id}`, { defaultValue: t(`variantLabel.${def.id}`, { defaultValue: def.id }) });
  if (def.kind === 'boolean') {
    return (
      <label className="check">
        <input
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
          name={`variant-${def.id}`}
        />
        {typeof label === 'string' ? label : def.id}
      </label>
    );
  }
  return (
    <label>
      {typeof label === 'string' ? label : def.id}
      <select value={String(value)} onChange={(e) => onChange(e.target.value)} name={`variant-${def.id}`}>
        {(def.choices ?? []).map((c) => (
          <option key={c} value={c}>
            {t(`variantChoice.${def.id}.${c}`, { defaultValue: c })}
          </option>
        ))}
      </select>
    </label>
  );
}
