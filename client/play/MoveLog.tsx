import type { LogEntry } from 'boardgame.io';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isServerTakeback } from '../../games/common/replay';
import type { GameModule, NotationT } from '../../games/common/module';
import { notationT } from './notation-t';
import { withoutSeatLabel } from '../replay/MoveList';

/** The move as the rules know it ("place {\"space\":\"OWN_4\"}"): the log's tooltip. */
export function moveCode(move: string, args: unknown[] | null | undefined): string {
  const arg = args?.[0];
  return arg === undefined || arg === null ? move : `${move} ${JSON.stringify(arg)}`;
}

/** One line of the move log; `standIn`: played by a stand-in bot for an absent player (server/clock). */
export interface LogLine {
  key: string;
  playerID: string;
  text: string;
  code: string;
  standIn: boolean;
}

/** Moves of a log in the game's notation (first entry of each _stateID, moves only). */
export function logLines(mod: GameModule, log: LogEntry[] | undefined, t?: NotationT): LogLine[] {
  const seen = new Set<number>();
  const out: LogLine[] = [];
  // moves a takeback took back (games/common/replay.ts isServerTakeback) are not listed
  const undone = (log ?? []).flatMap((e) => {
    const to = isServerTakeback(e.action as never);
    return to === null ? [] : [[to, e._stateID] as const];
  });
  for (const e of log ?? []) {
    if (seen.has(e._stateID)) continue;
    seen.add(e._stateID);
    if (e.action.type !== 'MAKE_MOVE') continue;
    if (undone.some(([from, at]) => e._stateID >= from && e._stateID < at)) continue;
    const p = e.action.payload as { type: string; args: unknown[] | null; playerID: string; standIn?: boolean };
    let text: string;
    try {
      text = mod.notation(
        p.type,
        (p.args?.[0] ?? undefined) as Record<string, unknown> | undefined,
        p.playerID,
        t,
        (e as { metadata?: Record<string, unknown> }).metadata,
      );
    } catch {
      text = p.type;
    }
    out.push({
      key: `${e._stateID}`,
      playerID: p.playerID,
      text: withoutSeatLabel(text, p.playerID ?? null),
      code: moveCode(p.type, p.args),
      standIn: p.standIn === true,
    });
  }
  return out;
}

export function MoveLog({
  mod,
  log,
  names,
  hinted,
}: {
  mod: GameModule;
  log: LogEntry[] | undefined;
  names: Record<string, string>;
  hinted?: Set<number>;
}) {
  const { t, i18n } = useTranslation('app');
  const { t: ta } = useTranslation('analysis');
  const lines = logLines(mod, log, notationT(mod.id, i18n));
  // Keep the newest line in view inside the log's own box, never scrolling the page (on a phone
  // the log sits under the board: scrolling the page there would pull the board away).
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <section ref={box} className="log" aria-label={t('play.log')} tabIndex={0}>
      <h2>{t('play.log')}</h2>
      {lines.length === 0 ? <p className="muted">{t('play.noMoves')}</p> : null}
      <ol>
        {lines.map((l) => (
          <li key={l.key} title={l.code}>
            <b>{names[l.playerID] ?? l.playerID}</b> {l.text}
            {l.standIn ? <em className="stand-in-mark"> · {t('clock:standInMove')}</em> : null}
            {hinted?.has(Number(l.key)) ? <em className="hint-mark"> · {ta('hintUsed')}</em> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
