// A player's rating over their recent rated matches, one line per game, drawn in SVG. The x axis
// is the order of the matches (oldest left), the y axis the rating after each match (the first
// point of a line: the rating before its first match shown).
import type { ProfileMatch } from './api';

const COLORS = ['#8c3b1f', '#1f6feb', '#1e8449', '#7b3fa0', '#b8860b'];
const W = 640;
const H = 220;
const PAD = { left: 48, right: 12, top: 12, bottom: 24 };

export function RatingChart({
  matches,
  label,
  titleOf,
}: {
  matches: ProfileMatch[];
  label: string;
  titleOf: (gameId: string) => string;
}) {
  const ordered = [...matches].sort((a, b) => a.finishedAt - b.finishedAt || (a.matchID < b.matchID ? -1 : 1));
  if (!ordered.length) return null;
  const games = [...new Set(ordered.map((m) => m.gameId))];
  // per game: the rating before its first match here, then after each
  const series = games.map((g) => {
    const ms = ordered.filter((m) => m.gameId === g);
    const pts = [
      { x: ordered.indexOf(ms[0]), y: ms[0].ratingBefore, m: null as ProfileMatch | null },
      ...ms.map((m) => ({ x: ordered.indexOf(m) + 1, y: m.ratingAfter, m })),
    ];
    return { g, pts };
  });
  const ys = series.flatMap((s) => s.pts.map((p) => p.y));
  let lo = Math.min(...ys);
  let hi = Math.max(...ys);
  if (hi - lo < 40) [lo, hi] = [lo - 20, hi + 20];
  const n = ordered.length;
  const sx = (x: number) => PAD.left + (x / Math.max(1, n)) * (W - PAD.left - PAD.right);
  const sy = (y: number) => PAD.top + (1 - (y - lo) / (hi - lo)) * (H - PAD.top - PAD.bottom);
  const ticks = [lo, (lo + hi) / 2, hi].map(Math.round);
  return (
    <figure className="rating-chart">
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={label} data-testid="rating-chart">
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={sy(t)} y2={sy(t)} stroke="#d9cbb4" strokeDasharray="3 3" />
            <text x={PAD.left - 6} y={sy(t) + 4} textAnchor="end" fontSize="11" fill="#665a4f">
              {t}
            </text>
          </g>
        ))}
        {series.map((s, i) => (
          <g key={s.g} stroke={COLORS[i % COLORS.length]} fill={COLORS[i % COLORS.length]}>
            <polyline points={s.pts.map((p) => `${sx(p.x)},${sy(p.y)}`).join(' ')} fill="none" strokeWidth="2" />
            {s.pts.map((p) => (
              <circle key={p.x} cx={sx(p.x)} cy={sy(p.y)} r="3.5">
                <title>{`${titleOf(s.g)}: ${p.y}${p.m ? ` (${new Date(p.m.finishedAt).toLocaleDateString()})` : ''}`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <figcaption className="chart-legend">
        {series.map((s, i) => (
          <span key={s.g}>
            <svg width="14" height="10" aria-hidden>
              <rect width="14" height="10" fill={COLORS[i % COLORS.length]} />
            </svg>{' '}
            {titleOf(s.g)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
