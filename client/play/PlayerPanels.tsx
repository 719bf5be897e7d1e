import type { Ctx } from 'boardgame.io';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameModule } from '../../games/common/module';
import { activeOf, DEFAULT_COLORS, SEAT_GLYPHS } from './seats';

export interface SeatInfo {
  id: string;
  name: string;
  /** undefined when unknown (local games). */
  connected?: boolean;
  bot?: string;
  /** The seat's clock, presence and stand-in line (online tables: client/play/clock). */
  status?: ReactNode;
  /** A link to the player's profile (online seats held by an account). */
  profile?: string;
}

export function PlayerPanels(props: {
  mod: GameModule;
  G: any;
  ctx: Ctx;
  seats: SeatInfo[];
  viewer: string | null;
  thinking: string[];
}) {
  const { t } = useTranslation('app');
  const { mod, G, ctx, seats, viewer, thinking } = props;
  let scores: Record<string, number> = {};
  try {
    scores = mod.scores(G, ctx);
  } catch {
    scores = {};
  }
  const active = activeOf(ctx);
  return (
    <section className="panels" aria-label={t('play.players')}>
      <h2>{t('play.players')}</h2>
      <ul>
        {seats.map((s) => {
          const i = Number(s.id);
          const color = mod.playerColors[i] ?? DEFAULT_COLORS[i % DEFAULT_COLORS.length];
          const classes = ['panel', active.includes(s.id) ? 'active' : '', s.id === viewer ? 'me' : ''].join(' ');
          // a bot's level, unless its name says it already ("Bot 2 (Normal)" in English)
          const level = s.bot ? t(`table.levels.${s.bot}`, { defaultValue: s.bot }) : null;
          return (
            <li key={s.id} className={classes} data-seat={s.id}>
              <span className="glyph" style={{ background: color }} aria-hidden>
                {SEAT_GLYPHS[i]}
              </span>
              <span className="pname">
                {s.profile ? <a href={s.profile}>{s.name}</a> : s.name}
                {s.id === viewer ? <em> ({t('table.you')})</em> : null}
                {level && !s.name?.endsWith(`(${level})`) ? <em className="muted"> · {level}</em> : null}
              </span>
              {s.connected !== undefined ? (
                <span
                  className={`conn ${s.connected ? 'on' : 'off'}`}
                  title={s.connected ? t('play.connected') : t('play.offline')}>
                  {s.connected ? '●' : '○'}
                </span>
              ) : null}
              {thinking.includes(s.id) ? (
                <span className="spinner" title={t('play.thinking', { name: s.name })} />
              ) : null}
              <span className="pscore" title={t('play.score')}>
                {scores[s.id] ?? 0}
              </span>
              {s.status ? <span className="pstatus">{s.status}</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
