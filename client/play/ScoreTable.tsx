import type { Ctx } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import type { GameModule, GameOver } from '../../games/common/module';

export function ScoreTable({ mod, G, ctx, names }: { mod: GameModule; G: any; ctx: Ctx; names: Record<string, string> }) {
  const { t } = useTranslation('app');
  const over = ctx.gameover as GameOver | undefined;
  const b = mod.scoreBreakdown(G, ctx);
  const seats = ctx.playOrder.slice().sort((a, b) => Number(a) - Number(b));
  const winners = over?.winners ?? [];
  const who = winners.map((w) => names[w] ?? w).join(', ');
  return (
    <section className="score-table" aria-label={t('play.gameOver')}>
      <h2>{t('play.gameOver')}</h2>
      <p className="result">{over?.draw && winners.length !== 1 ? (winners.length ? t('play.winners', { names: who }) : t('play.draw')) : t(winners.length > 1 ? 'play.winners' : 'play.winner', { names: who })}</p>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th>{t('play.category')}</th>
              {seats.map((s) => (
                <th key={s} className={winners.includes(s) ? 'win' : ''}>
                  {names[s] ?? s}
                  {winners.includes(s) ? ' ★' : ''}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {b.categories.map((c) => (
              <tr key={c}>
                <td>{t(`${mod.id}:score.${c}`, { defaultValue: c })}</td>
                {seats.map((s) => (
                  <td key={s}>{b.rows[s]?.[c] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th>{t('play.total')}</th>
              {seats.map((s) => (
                <th key={s}>{over?.scores?.[s] ?? b.totals[s]}</th>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
