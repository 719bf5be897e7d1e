// The score table by category (GameModule.scoreBreakdown), at the end of play and of a replay.
// The result line, the places and the trophies come from games/common/result.ts, as the ratings
// do: a seat out of the match (resigned, or left the table for good) is last whatever its score.
import type { Ctx } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import type { GameModule, OutReason, ScoreBreakdown } from '../../games/common/module';
import { matchResult } from '../../games/common/result';
import { Icon } from '../icons';

/** The result in words ("Ann wins!", "A draw."): the score table's and the end-of-game panel's. */
export function resultText(
  ctx: Ctx,
  names: Record<string, string>,
  t: (key: string, o?: Record<string, unknown>) => string,
  out?: Record<string, OutReason> | null,
): string {
  // every seat of the match (a game may narrow ctx.playOrder to the seats still to play a phase)
  const seats = Array.from({ length: ctx.numPlayers }, (_, i) => String(i));
  const r = matchResult(ctx.gameover, seats, out);
  const who = r.winners.map((w) => names[w] ?? w).join(', ');
  return r.winners.length === 0
    ? t('play.draw')
    : t(r.winners.length > 1 ? 'play.winners' : 'play.winner', { names: who });
}

export interface ScoreTableProps {
  mod: GameModule;
  G: unknown;
  ctx: Ctx;
  names: Record<string, string>;
  /** Seats out of the match by the match's record (online: the clock; local: the table). */
  out?: Record<string, OutReason> | null;
  /** Why a match created rated was settled without rating ('stand-ins' or 'void'). */
  unrated?: string | null;
  /** false: the result is said above already (the play page's end-of-game panel). */
  withResult?: boolean;
}

export function ScoreTable({ mod, G, ctx, names, out, unrated, withResult = true }: ScoreTableProps) {
  const { t } = useTranslation('app');
  const { t: tr } = useTranslation('results');
  let b: ScoreBreakdown | null = null;
  try {
    b = mod.scoreBreakdown(G, ctx);
  } catch {
    b = null;
  }
  // every seat of the match (a game may narrow ctx.playOrder to the seats still to play a phase)
  const seats = Array.from({ length: ctx.numPlayers }, (_, i) => String(i));
  const r = matchResult(ctx.gameover, seats, out);
  const scores = (ctx.gameover as { scores?: Record<string, number> } | undefined)?.scores;
  const result = resultText(ctx, names, t, out);
  const outNote = (s: string) =>
    r.out[s] === 'resigned' ? tr('outResigned') : r.out[s] === 'left' ? tr('outLeft') : null;
  return (
    <section className="score-table" aria-label={t('play.gameOver')}>
      {withResult ? (
        <>
          <h2>{t('play.gameOver')}</h2>
          <p className="result" data-testid="result-line">
            {result}
          </p>
        </>
      ) : null}
      {Object.keys(r.out).length ? (
        <p className="muted" data-testid="result-out">
          {Object.keys(r.out)
            .map((s) => tr(r.out[s] === 'resigned' ? 'resignedLast' : 'leftLast', { name: names[s] ?? s }))
            .join(' ')}
        </p>
      ) : null}
      {unrated ? (
        <p className="muted" data-testid="result-unrated">
          {tr(unrated === 'stand-ins' ? 'unratedStandIns' : 'unratedVoid')}
        </p>
      ) : null}
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th>{t('play.category')}</th>
              {seats.map((s) => (
                <th key={s} className={r.winners.includes(s) ? 'win' : ''}>
                  {names[s] ?? s}
                  {r.winners.includes(s) ? (
                    <>
                      {' '}
                      <Icon name="trophy" color="#b8860b" />
                    </>
                  ) : (
                    ''
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="place-row">
              <th scope="row">{tr('place')}</th>
              {seats.map((s) => (
                <td key={s} data-testid={`place-${s}`}>
                  {tr('placeN', { n: r.places[s] })}
                  {outNote(s) ? <span className="muted"> ({outNote(s)})</span> : null}
                </td>
              ))}
            </tr>
            {b
              ? b.categories.map((c) => (
                  <tr key={c}>
                    <td>{t(`${mod.id}:score.${c}`, { defaultValue: c })}</td>
                    {seats.map((s) => (
                      <td key={s}>{b.rows[s]?.[c] ?? 0}</td>
                    ))}
                  </tr>
                ))
              : null}
          </tbody>
          <tfoot>
            <tr>
              <th>{t('play.total')}</th>
              {seats.map((s) => (
                <th key={s}>{scores?.[s] ?? b?.totals[s] ?? ''}</th>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
