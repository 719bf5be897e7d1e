// "Finished games": online matches (server) and local ones (this browser), newest first, each
// opening its replay; plus importing a replay file.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOG as GAMES, gameInfo as getGame } from '../catalog';
import { useOnline } from '../pwa';
import type { GameOver, OutReason } from '../../games/common/module';
import { matchResult } from '../../games/common/result';
import type { FinishedSummary } from '../../server/storage/types';
import { ensureReplayI18n } from './i18n';
import { deleteFinishedLocal, listFinishedLocal, type LocalFinishedSummary } from './local-store';
import { fetchFinishedOnline, readReplayFile, replayHash, setImportedReplay } from './sources';
import './replay.css';
import { Icon } from '../icons';

interface Row {
  key: string;
  where: 'online' | 'local';
  gameId: string;
  /** matchID (online) or local record id. */
  id: string;
  players: { id: string; name: string }[];
  gameover: GameOver | undefined;
  date: number;
  plies: number;
  /** Seats out of the match (resigned, left for good). */
  out?: Record<string, OutReason>;
  /** A rated match settled without rating: why. */
  unrated?: string;
}

function fromOnline(m: FinishedSummary & { out?: Record<string, OutReason>; unrated?: string }): Row {
  return {
    key: `online/${m.matchID}`,
    where: 'online',
    gameId: m.gameName,
    id: m.matchID,
    players: m.players.map((p) => ({ id: p.id, name: p.name || `P${Number(p.id) + 1}` })),
    gameover: m.gameover as GameOver | undefined,
    date: m.updatedAt,
    plies: m.plies,
    out: m.out,
    unrated: m.unrated,
  };
}

function fromLocal(s: LocalFinishedSummary): Row {
  return {
    key: `local/${s.id}`,
    where: 'local',
    gameId: s.gameId,
    id: s.id,
    players: s.players,
    gameover: s.gameover,
    date: s.finishedAt,
    plies: s.plies,
    out: s.out,
  };
}

export function FinishedPage() {
  useState(() => ensureReplayI18n());
  const { t: tr } = useTranslation('results');
  const { t, i18n } = useTranslation('replay');
  const { t: ta } = useTranslation('app');
  const isOnline = useOnline();
  const [online, setOnline] = useState<FinishedSummary[] | null>(null);
  const [onlineError, setOnlineError] = useState<string | null>(null);
  const [local, setLocal] = useState<LocalFinishedSummary[]>(() => listFinishedLocal());
  const [filter, setFilter] = useState('');
  const [importState, setImportState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let live = true;
    fetchFinishedOnline().then(
      (list) => live && setOnline(list),
      (e) => {
        if (!live) return;
        setOnline([]);
        setOnlineError(String((e as Error).message ?? e));
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const rows = useMemo(() => {
    const all = [...(online ?? []).map(fromOnline), ...local.map(fromLocal)];
    return all.filter((r) => getGame(r.gameId) && (!filter || r.gameId === filter)).sort((a, b) => b.date - a.date);
  }, [online, local, filter]);

  const fmtDate = useMemo(() => {
    try {
      return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    } catch {
      return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
    }
  }, [i18n.language]);

  const onImport = async (file: File | undefined) => {
    if (!file) return;
    setImportState({ busy: true, error: null });
    const r = await readReplayFile(file);
    if (fileInput.current) fileInput.current.value = '';
    if (!r.ok) {
      setImportState({
        busy: false,
        error: t('finished.importFailed', { error: t(`errors.file.${r.code}`, { defaultValue: r.error }) }),
      });
      return;
    }
    setImportedReplay(r.replay);
    setImportState({ busy: false, error: null });
    window.location.hash = replayHash.file();
  };

  const onDelete = (id: string) => {
    if (!window.confirm(t('finished.confirmDelete'))) return;
    deleteFinishedLocal(id);
    setLocal(listFinishedLocal());
  };

  const title = (id: string) => t(`${id}:title`, { defaultValue: getGame(id)?.title ?? id });

  return (
    <div className="rh-replay rh-finished">
      <header className="rh-finished-head">
        <h1>{t('finished.title')}</h1>
        <p className="muted">{t('finished.intro')}</p>
        <div className="rh-finished-tools">
          <label>
            {t('finished.filter')}{' '}
            <select value={filter} onChange={(e) => setFilter(e.target.value)}>
              <option value="">{t('finished.allGames')}</option>
              {GAMES.map((g) => (
                <option key={g.id} value={g.id}>
                  {title(g.id)}
                </option>
              ))}
            </select>
          </label>
          <button
            className="button"
            type="button"
            onClick={() => fileInput.current?.click()}
            disabled={importState.busy}>
            {importState.busy ? t('finished.importing') : t('finished.import')}
          </button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json"
            hidden
            onChange={(e) => void onImport(e.target.files?.[0])}
            data-testid="replay-import"
          />
        </div>
        {importState.error ? (
          <p className="rh-error" role="alert">
            {importState.error}
          </p>
        ) : null}
        {!isOnline ? (
          <p className="offline-note" role="note">
            {ta('pwa.onlineListOffline')}
          </p>
        ) : onlineError ? (
          <p className="rh-warn-text">{t('finished.onlineUnavailable', { error: onlineError })}</p>
        ) : null}
      </header>
      {online === null ? <p className="muted">{t('finished.loading')}</p> : null}
      {online !== null && rows.length === 0 ? <p className="muted">{t('finished.empty')}</p> : null}
      {rows.length > 0 ? (
        <div className="table-scroll">
          <table className="rh-finished-table">
            <thead>
              <tr>
                <th>{t('finished.game')}</th>
                <th>{t('finished.players')}</th>
                <th>{t('finished.scores')}</th>
                <th>{t('finished.date')}</th>
                <th>{t('finished.length')}</th>
                <th>{t('finished.where')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                // the one result (games/common/result.ts): a seat that resigned or left for good is last
                const winners = r.gameover
                  ? matchResult(
                      r.gameover,
                      r.players.map((p) => p.id),
                      r.out,
                    ).winners
                  : [];
                const href =
                  r.where === 'online' ? replayHash.server(r.gameId, r.id) : replayHash.local(r.gameId, r.id);
                return (
                  <tr key={r.key}>
                    <td>
                      <a href={href}>{title(r.gameId)}</a>
                    </td>
                    <td>
                      {r.players.map((p, i) => (
                        <span key={p.id}>
                          {i > 0 ? ', ' : ''}
                          <span
                            className={winners.includes(p.id) ? 'rh-winner' : ''}
                            title={winners.includes(p.id) ? t('finished.winner') : undefined}>
                            {p.name}
                            {winners.includes(p.id) ? (
                              <>
                                {' '}
                                <Icon name="trophy" color="#b8860b" />
                              </>
                            ) : (
                              ''
                            )}
                          </span>
                        </span>
                      ))}
                    </td>
                    <td className="rh-num" data-label={t('finished.scores')}>
                      {r.players.map((p) => r.gameover?.scores?.[p.id] ?? '–').join(' · ')}
                      {r.unrated ? (
                        <span className="muted" data-testid="finished-unrated">
                          {' '}
                          · {tr('notRatedShort')}
                        </span>
                      ) : null}
                    </td>
                    <td data-label={t('finished.date')}>{fmtDate.format(new Date(r.date))}</td>
                    <td className="rh-num" data-label={t('finished.length')}>
                      {t('finished.moves', { count: r.plies })}
                    </td>
                    <td data-label={t('finished.where')}>
                      {r.where === 'online' ? t('finished.online') : t('finished.local')}
                    </td>
                    <td className="rh-row-actions">
                      <a className="button" href={href}>
                        {t('finished.watch')}
                      </a>
                      {r.where === 'local' ? (
                        <button type="button" className="rh-link-danger" onClick={() => onDelete(r.id)}>
                          {t('finished.delete')}
                        </button>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
