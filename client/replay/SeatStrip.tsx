// Seats with colour glyphs, who is to act, and the scores at the current step (as the chosen
// viewer saw them).
import type { Ctx } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import type { GameModule } from '../../games/common/module';

export const SEAT_GLYPHS = ['A', 'B', 'C', 'D', 'E', 'F'];
export const FALLBACK_COLORS = ['#c0392b', '#2471a3', '#1e8449', '#b9770e', '#7d3c98', '#5d6d7e'];

export function seatColors(mod: GameModule, n: number): string[] {
  return Array.from({ length: n }, (_, i) => mod.playerColors[i] ?? FALLBACK_COLORS[i % FALLBACK_COLORS.length]);
}

export function SeatStrip({
  mod,
  G,
  ctx,
  names,
  viewer,
}: {
  mod: GameModule;
  G: unknown;
  ctx: Ctx;
  names: Record<string, string>;
  viewer: string | null;
}) {
  const { t } = useTranslation('replay');
  let scores: Record<string, number> = {};
  try {
    scores = mod.scores(G, ctx);
  } catch {
    scores = {};
  }
  const active = ctx.gameover ? [] : ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
  const colors = seatColors(mod, ctx.numPlayers);
  const seats = ctx.playOrder.slice().sort((a, b) => Number(a) - Number(b));
  return (
    <section className="panels rh-seats" aria-label={t('viewer.scoresNow')}>
      <h2>{t('viewer.scoresNow')}</h2>
      <ul>
        {seats.map((s) => {
          const i = Number(s);
          return (
            <li
              key={s}
              className={`panel${active.includes(s) ? ' active' : ''}${s === viewer ? ' me' : ''}`}
              data-seat={s}>
              <span className="glyph" style={{ background: colors[i] }} aria-hidden>
                {SEAT_GLYPHS[i]}
              </span>
              <span className="pname">{names[s] ?? s}</span>
              <span className="pscore">{scores[s] ?? 0}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
