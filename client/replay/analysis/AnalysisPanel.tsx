// The viewer's analysis panel: start/stop, level, progress, the summary per seat, and at the
// current move what was played, what the bot prefers and what it cost.
import { useTranslation } from 'react-i18next';
import type { AnalysedPosition, AnalysisLevel } from '../../../games/common/analysis';
import { withoutSeatLabel } from '../MoveList';
import { summarise } from '../../../games/common/analysis';
import type { AnalysisState } from './use-analysis';
import { LABEL_COLOR } from './EvalGraph';

const pct = (x: number) => (x * 100).toFixed(1);

export function AnalysisPanel(props: {
  an: AnalysisState;
  level: AnalysisLevel;
  onLevel(l: AnalysisLevel): void;
  seats: string[];
  names: Record<string, string>;
  colors: string[];
  /** The analysed move shown now (the current step's), if any. */
  at: AnalysedPosition | null;
  previewing: boolean;
  onPreview(on: boolean): void;
}) {
  const { t } = useTranslation('analysis');
  const { an, level, onLevel, at, previewing, onPreview } = props;
  const levelName = t(level);
  return (
    <section className="an-panel" aria-label={t('analyse')}>
      <div className="an-row">
        {an.status === 'running' ? (
          <button className="button" type="button" onClick={an.stop}>
            {t('stop')}
          </button>
        ) : an.status !== 'done' ? (
          <button type="button" className="button primary" onClick={an.start}>
            {an.status === 'stopped' ? t('resume') : t('analyse')}
          </button>
        ) : null}
        <label>
          {t('level')}{' '}
          <select
            value={level}
            onChange={(e) => onLevel(e.target.value as AnalysisLevel)}
            disabled={an.status === 'running'}>
            <option value="normal">{t('normal')}</option>
            <option value="hard">{t('hard')}</option>
          </select>
        </label>
      </div>
      <p className="an-status" role="status">
        {an.status === 'running' ? t('progress', { done: an.positions.length, total: an.total }) : null}
        {an.status === 'stopped' ? t('stopped', { done: an.positions.length, total: an.total }) : null}
        {an.status === 'done' ? t('finished', { total: an.total, level: levelName }) : null}
        {an.status === 'error' ? <span className="rh-error">{t('failed', { error: an.error })}</span> : null}
      </p>
      {an.status === 'idle' ? <p className="muted an-help">{t('explain', { level: levelName })}</p> : null}
      {at ? (
        <div className="an-move" data-testid="analysis-move">
          <p>
            <b>{t('atMove', { ply: at.ply })}</b>{' '}
            {at.label ? (
              <span className="an-badge" style={{ background: LABEL_COLOR[at.label] }}>
                {t(at.label)}
              </span>
            ) : null}
          </p>
          <p>{t('played', { move: withoutSeatLabel(at.played.notation, at.seat) })}</p>
          {at.forced ? (
            <p className="muted">{t('forced')}</p>
          ) : sameMove(at) ? (
            <p className="muted">{t('bestPlayed')}</p>
          ) : (
            <>
              <p>{t('better', { move: withoutSeatLabel(at.best.notation, at.seat) })}</p>
              {at.loss > 0 ? <p className="muted">{t('loss', { pct: pct(at.loss) })}</p> : null}
              <button className="button" type="button" onClick={() => onPreview(!previewing)} aria-pressed={previewing}>
                {previewing ? t('hideBetter') : t('showBetter')}
              </button>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}

export function sameMove(p: AnalysedPosition): boolean {
  return p.played.move === p.best.move && JSON.stringify(p.played.args) === JSON.stringify(p.best.args);
}

/** The summary per seat (shown under the graph). */
export function AnalysisSummary(props: {
  positions: AnalysedPosition[];
  seats: string[];
  names: Record<string, string>;
  colors: string[];
  running?: boolean;
}) {
  const { t } = useTranslation('analysis');
  const { positions, seats, names, colors, running } = props;
  // shown from the start of a run (zeros), so the page below does not move again at its first result
  if (!positions.length && !running) return null;
  const summary = summarise(seats, positions);
  return (
    <table className="an-summary">
      <caption>{t('summary')}</caption>
      <thead>
        <tr>
          <th>{t('seat')}</th>
          <th>{t('decisions')}</th>
          <th>{t('inaccuracies')}</th>
          <th>{t('mistakes')}</th>
          <th>{t('blunders')}</th>
          <th>{t('avgLoss')}</th>
        </tr>
      </thead>
      <tbody>
        {seats.map((s, i) => (
          <tr key={s}>
            <td>
              <span className="rh-dot" style={{ background: colors[i] ?? '#888' }} aria-hidden />{' '}
              {names[s] ?? `P${i + 1}`}
            </td>
            <td>{summary[s].decisions}</td>
            <td>{summary[s].inaccuracies}</td>
            <td>{summary[s].mistakes}</td>
            <td>{summary[s].blunders}</td>
            <td>{pct(summary[s].avgLoss)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
