// The score table by category (GameModule.scoreBreakdown), at the end of play and of a replay.
import type { Ctx } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import type { GameModule, GameOver, ScoreBreakdown } from '../../games/common/module';
import { Icon } from '../icons';

/** The result in words ("Ann wins!", "A draw."): the score table's and the end-of-game panel's. */
export function resultText(ctx: Ctx, names: Record<string, string>, t: (key: string, o?: Record<string, unknown>) => string): string {
  const over = ctx.gameover as GameOver | undefined;
  const seats = ctx.playOrder;
  const winners = over?.winners ?? (over?.winner !== undefined ? [over.winner] : []);
  const who = winners.map((w) => names[w] ?? w).join(', ');
  return winners.length === 0 || (over?.draw && winners.length === seats.length)
    ? t('play.draw')
    : t(winners.length > 1 ? 'play.winners' : 'play.winner', { names: who });
}

/** `withResult` false: the result is said above already (the play page's end-of-game panel). */
export function ScoreTable({ mod, G, ctx, names, withResult = true }: { mod: GameModule; G: unknown; ctx: Ctx; names: Record<string, string>; withResult?: boolean }) {
  const { t } = useTranslation('app');
  const over = ctx.gameover as GameOver | undefined;
  let b: ScoreBreakdown | null = null;
  try {
    b = mod.scoreBreakdown(G, ctx);
  } catch {
    b = null;
  }
  const seats = ctx.playOrder.slice().sort((x, y) => Number(x) - Number(y));
  const winners = over?.winners ?? (over?.winner !== undefined ? [over.winner] : []);
  const result = resultText(ctx, names, t);
  return (
    <section className="score-table" aria-label={t('play.gameOver')}>
      {withResult ? (
        <>
          <h2>{t('play.gameOver')}</h2>
          <p className="result">{result}</p>
        </>
      ) : null}
      {b ? (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th>{t('play.category')}</th>
                {seats.map((s) => (
                  <th key={s} className={winners.includes(s) ? 'win' : ''}>
                    {names[s] ?? s}
                    {winners.includes(s) ? <> <Icon name="trophy" color="#b8860b" /></> : ''}
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
      ) : null}
    </section>
  );
}
