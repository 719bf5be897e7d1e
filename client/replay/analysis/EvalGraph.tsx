// The evaluation graph: each seat's win chance after every move, one line per seat, the costly
// moves marked on the mover's line; a click jumps to the nearest move.
import type { AnalysedPosition, Label } from '../../../games/common/analysis';
import { useTranslation } from 'react-i18next';

const W = 600;
const H = 140;
const PAD = 6;

export const LABEL_COLOR: Record<Label, string> = { inaccuracy: '#d9a400', mistake: '#e06c00', blunder: '#c8102e' };

export function EvalGraph(props: {
  positions: AnalysedPosition[];
  start: Record<string, number>;
  last: number;
  current: number;
  seats: string[];
  colors: string[];
  names: Record<string, string>;
  onJump(step: number): void;
}) {
  const { t } = useTranslation('analysis');
  const { positions, start, last, current, seats, colors, names, onJump } = props;
  const x = (step: number) => PAD + ((W - 2 * PAD) * step) / Math.max(1, last);
  const y = (v: number) => PAD + (H - 2 * PAD) * (1 - v);
  const lines = seats.map((s) => {
    const pts = [`${x(0).toFixed(1)},${y(start[s] ?? 1 / seats.length).toFixed(1)}`];
    for (const p of positions) pts.push(`${x(p.ply).toFixed(1)},${y(p.values[s] ?? 0).toFixed(1)}`);
    return pts.join(' ');
  });
  const onClick = (e: React.MouseEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const step = Math.round((((e.clientX - box.left) / box.width) * W - PAD) / ((W - 2 * PAD) / Math.max(1, last)));
    onJump(Math.max(0, Math.min(last, step)));
  };
  return (
    <figure className="an-graph">
      <figcaption>
        <b>{t('graph')}</b>{' '}
        {seats.map((s, i) => (
          <span key={s} className="an-legend">
            <span className="rh-dot" style={{ background: colors[i] ?? '#888' }} aria-hidden />{' '}
            {t('legend', { name: names[s] ?? `P${i + 1}` })}
          </span>
        ))}
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('graphHelp')}
        onClick={onClick}
        data-testid="eval-graph">
        <rect x={0} y={0} width={W} height={H} className="an-bg" />
        <line x1={PAD} x2={W - PAD} y1={y(0.5)} y2={y(0.5)} className="an-mid" />
        <line x1={x(current)} x2={x(current)} y1={0} y2={H} className="an-now" />
        {lines.map((pts, i) => (
          <polyline
            key={seats[i]}
            points={pts}
            fill="none"
            stroke={colors[i] ?? '#888'}
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {positions
          .filter((p) => p.label)
          .map((p) => (
            <circle
              key={p.ply}
              cx={x(p.ply)}
              cy={y(p.values[p.seat] ?? 0)}
              r={4}
              fill={LABEL_COLOR[p.label!]}
              stroke="#fff"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
              data-label={p.label}>
              <title>{`${t('atMove', { ply: p.ply })}: ${t(p.label!)}`}</title>
            </circle>
          ))}
      </svg>
      <p className="muted an-help">{t('graphHelp')}</p>
    </figure>
  );
}
