// One hex map (the supply board or a player sheet): regions, cities, towns, walls, track,
// highlights and delivery path previews [spec §8].
import { useTranslation } from 'react-i18next';
import { DIRS, HEXES, HEX_KEYS, NODE_HEX, parseHex } from '../../../games/steam-rollers/data/board';
import type { Chain } from '../../../games/steam-rollers/rules/network';
import type { Cube, NodeId } from '../../../games/steam-rollers/types';
import {
  CHANGED,
  CUBE_FILL,
  CUBE_GLYPH,
  CUBE_TEXT,
  DIE_FACE,
  HL,
  REGION_FILL,
  centre,
  edgeCorners,
  hexPoints,
  mapSize,
  segmentPath,
} from './ui';
import { clickable } from '../common/keyboard';

export interface HexMapProps {
  s: number;
  walls: string[];
  track?: Record<string, [number, number]>;
  chains?: readonly Chain[];
  /** Supply mode: cubes per city number. */
  cubes?: Record<string, Cube[]>;
  /** Cubes that can be clicked: key `${city}:${color}`. */
  cubeTargets?: Set<string>;
  onCube?: (city: number, color: Cube) => void;
  selectedCube?: string | null;
  /** Hexes to highlight and make clickable. */
  targets?: Set<string>;
  onHex?: (hex: string) => void;
  /** Destination cities to highlight (delivery). */
  nodeTargets?: Set<NodeId>;
  onNode?: (node: NodeId) => void;
  /** Delivery preview: node path and the track hexes along it. */
  path?: NodeId[] | null;
  pathHexes?: Set<string>;
  changedHexes?: Set<string>;
  /** Segment preview in one hex. */
  preview?: { hex: string; edges: [number, number] } | null;
  label?: string;
  /** A phone: the map is drawn about 20 px a hex, so its numbers are drawn larger, and the supply
   *  cubes are coloured marks only (their letters and buttons are in CubeList beside the map). */
  compact?: boolean;
}

export function HexMap(p: HexMapProps) {
  const { t } = useTranslation('steam-rollers');
  const { s, compact } = p;
  const [w, h] = mapSize(s);
  const wallLines = p.walls.map((k) => {
    const [a, b] = k.split('|');
    const [qa, ra] = parseHex(a);
    const [qb, rb] = parseHex(b);
    const inA = HEXES[a] !== undefined;
    const from = inA ? a : b;
    const dq = inA ? qb - qa : qa - qb;
    const dr = inA ? rb - ra : ra - rb;
    const e = DIRS.findIndex(([x, y]) => x === dq && y === dr);
    const [cx, cy] = centre(from, s);
    const [[x1, y1], [x2, y2]] = edgeCorners(cx, cy, s, e);
    return (
      <line key={k} x1={x1} y1={y1} x2={x2} y2={y2} stroke="#111" strokeWidth={s / 5} strokeLinecap="round">
        <title>{t('ui.wall')}</title>
      </line>
    );
  });
  const scored = new Set<string>();
  for (const c of p.chains ?? []) if (c.points > 0) c.hexes.forEach((x) => scored.add(x));

  return (
    <svg viewBox={`0 0 ${w.toFixed(0)} ${h.toFixed(0)}`} className="sr-map" role="group" aria-label={p.label}>
      {HEX_KEYS.map((k) => {
        const info = HEXES[k];
        const [cx, cy] = centre(k, s);
        const target = p.targets?.has(k);
        const changed = p.changedHexes?.has(k);
        const tip =
          info.kind === 'city'
            ? t('ui.cityTip', { n: info.region })
            : info.kind === 'town'
              ? t('ui.townTip', { n: info.region })
              : t('ui.hexTip', { n: info.region, hex: k });
        return (
          <g
            key={k}
            {...clickable(target && p.onHex ? () => p.onHex!(k) : undefined, tip, target ? 'sr-click' : undefined)}>
            <polygon
              points={hexPoints(cx, cy, s * 0.97)}
              fill={REGION_FILL[info.region]}
              stroke={target ? HL : changed ? CHANGED : '#fff'}
              strokeWidth={target || changed ? s / 8 : 1}
            />
            {info.kind === 'plain' && !p.track?.[k] ? (
              <text
                x={cx}
                y={cy + s * (compact ? 0.24 : 0.15)}
                fontSize={s * (compact ? 0.68 : 0.42)}
                textAnchor="middle"
                fill="#0005">
                {info.region}
              </text>
            ) : null}
            {info.kind === 'town' ? <circle cx={cx} cy={cy} r={s * 0.22} fill="#111" /> : null}
            <title>{tip}</title>
          </g>
        );
      })}
      {/* track */}
      {p.track
        ? Object.entries(p.track).map(([k, [a, b]]) => {
            const [cx, cy] = centre(k, s);
            const onPath = p.pathHexes?.has(k);
            const good = scored.has(k);
            return (
              <path
                key={`t${k}`}
                d={segmentPath(cx, cy, s, a, b)}
                fill="none"
                stroke={onPath ? HL : good ? '#1b1b1b' : '#555'}
                strokeWidth={onPath ? s / 4 : s / 6}
                strokeDasharray={good || onPath ? undefined : `${s / 4} ${s / 6}`}
                strokeLinecap="round"
                pointerEvents="none"
              />
            );
          })
        : null}
      {p.preview
        ? (() => {
            const [cx, cy] = centre(p.preview.hex, s);
            return (
              <path
                d={segmentPath(cx, cy, s, p.preview.edges[0], p.preview.edges[1])}
                fill="none"
                stroke={HL}
                strokeWidth={s / 5}
                strokeLinecap="round"
                pointerEvents="none"
              />
            );
          })()
        : null}
      {wallLines}
      {/* cities */}
      {[1, 2, 3, 4, 5, 6].map((n) => {
        const node = `C${n}` as NodeId;
        const [cx, cy] = centre(NODE_HEX[node], s);
        const target = p.nodeTargets?.has(node);
        return (
          <g
            key={node}
            {...clickable(
              target && p.onNode ? () => p.onNode!(node) : undefined,
              DIE_FACE[n],
              target ? 'sr-click' : undefined,
            )}>
            <circle
              cx={cx}
              cy={cy}
              r={s * 0.62}
              fill="#fff"
              stroke={target ? HL : '#222'}
              strokeWidth={target ? s / 6 : s / 14}
            />
            <text x={cx} y={cy + s * 0.22} fontSize={s * 0.75} textAnchor="middle" fill="#111">
              {DIE_FACE[n]}
            </text>
            <title>{t('ui.cityTip', { n })}</title>
          </g>
        );
      })}
      {/* delivery path preview: numbered stops */}
      {p.path?.map((node, i) => {
        const [cx, cy] = centre(NODE_HEX[node], s);
        return (
          <g key={`p${i}`} pointerEvents="none">
            <circle cx={cx + s * 0.5} cy={cy - s * 0.5} r={s * (compact ? 0.42 : 0.3)} fill={HL} />
            <text
              x={cx + s * 0.5}
              y={cy - s * (compact ? 0.28 : 0.38)}
              fontSize={s * (compact ? 0.64 : 0.36)}
              textAnchor="middle"
              fill="#fff">
              {i}
            </text>
          </g>
        );
      })}
      {/* supply cubes */}
      {p.cubes
        ? [1, 2, 3, 4, 5, 6].map((n) => {
            const [cx, cy] = centre(NODE_HEX[`C${n}` as NodeId], s);
            const list = p.cubes![n] ?? [];
            const cs = s * 0.42;
            return list.map((c, i) => {
              const col = i % 4;
              const row = Math.floor(i / 4);
              const x = cx - s * 0.95 + col * (cs + 2);
              const y = cy + s * 0.65 + row * (cs + 2);
              const key = `${n}:${c}`;
              const target = p.cubeTargets?.has(key);
              const sel = p.selectedCube === key;
              if (compact)
                return (
                  <rect
                    key={`c${n}-${i}`}
                    x={x}
                    y={y}
                    width={cs}
                    height={cs}
                    rx={2}
                    fill={CUBE_FILL[c]}
                    stroke={sel ? CHANGED : target ? HL : '#000'}
                    strokeWidth={sel || target ? 3 : 0.8}
                    aria-hidden="true"
                    pointerEvents="none"
                  />
                );
              return (
                <g
                  key={`c${n}-${i}`}
                  {...clickable(
                    target && p.onCube ? () => p.onCube!(n, c) : undefined,
                    t('ui.cubeTip', { color: t(`cube.${c}`), n }),
                    target ? 'sr-click' : undefined,
                  )}>
                  <rect
                    x={x}
                    y={y}
                    width={cs}
                    height={cs}
                    rx={2}
                    fill={CUBE_FILL[c]}
                    stroke={sel ? CHANGED : target ? HL : '#000'}
                    strokeWidth={sel || target ? 3 : 0.8}
                  />
                  <text
                    x={x + cs / 2}
                    y={y + cs * 0.72}
                    fontSize={cs * 0.62}
                    textAnchor="middle"
                    fill={CUBE_TEXT[c]}
                    pointerEvents="none">
                    {CUBE_GLYPH[c]}
                  </text>
                  <title>{t('ui.cubeTip', { color: t(`cube.${c}`), n })}</title>
                </g>
              );
            });
          })
        : null}
    </svg>
  );
}

export interface CubeListProps {
  cubes: Record<string, Cube[]>;
  cubeTargets?: Set<string>;
  onCube?: (city: number, color: Cube) => void;
  selectedCube?: string | null;
}

/** The supply cubes on a phone, city by city, as buttons a finger can take (on the map they are
 *  coloured marks too small to read or tap). */
export function CubeList(p: CubeListProps) {
  const { t } = useTranslation('steam-rollers');
  return (
    <ul className="sr-cubelist" aria-label={t('ui.supplyCubes')}>
      {[1, 2, 3, 4, 5, 6].map((n) => (
        <li key={n}>
          <span className="sr-cubelist-city" title={t('ui.cityTip', { n })}>
            {DIE_FACE[n]}
          </span>
          {(p.cubes[n] ?? []).map((c, i) => {
            const key = `${n}:${c}`;
            const target = !!p.cubeTargets?.has(key) && !!p.onCube;
            const sel = p.selectedCube === key;
            return (
              <button
                key={i}
                type="button"
                className={`sr-cube sr-cube-big${sel ? ' sel' : ''}`}
                disabled={!target}
                onClick={target ? () => p.onCube!(n, c) : undefined}
                style={{
                  background: CUBE_FILL[c],
                  color: CUBE_TEXT[c],
                  outline: sel ? `3px solid ${CHANGED}` : target ? `3px solid ${HL}` : undefined,
                }}
                title={t('ui.cubeTip', { color: t(`cube.${c}`), n })}
                aria-label={`${CUBE_GLYPH[c]}: ${t('ui.cubeTip', { color: t(`cube.${c}`), n })}`}>
                {CUBE_GLYPH[c]}
              </button>
            );
          })}
        </li>
      ))}
    </ul>
  );
}
