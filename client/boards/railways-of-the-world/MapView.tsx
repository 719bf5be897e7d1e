// The zoomable hex map: terrain, rivers, ridges, cities with cubes, tracks and overlays [spec §8 Map].
import { memo, useEffect, useMemo, useRef, useState, type PointerEvent, type WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CITIES } from '../../../games/railways-of-the-world/data/map';
import { RIDGES } from '../../../games/railways-of-the-world/data/map';
import { allHexes, hexKey } from '../../../games/railways-of-the-world/hex';
import type { RotwState } from '../../../games/railways-of-the-world/types';
import { CUBE_FILL, CUBE_LETTER, S, TERRAIN_FILL, center, edgeCorners, edgeMid, hexPoints, trackPath } from './geometry';
import { Icon } from '../../icons';
import { clickable } from '../common/keyboard';

export interface Arrow {
  q: number; r: number; d: number; label?: string; title: string; kind: 'side' | 'place' | 'redirect' | 'continue'; onClick: () => void;
}
export interface Overlays {
  cityTargets: Record<string, () => void>;
  arrows: Arrow[];
  pathLinks: string[];
  pathCities: string[];
  westernTargets: Partial<Record<'KCY' | 'DSM', () => void>>;
}

const HEXES = allHexes().filter((h) => h.terrain !== 'none');
const xs = HEXES.map((h) => center(h.q, h.r)[0]);
const ys = HEXES.map((h) => center(h.q, h.r)[1]);
const BOUNDS = { x: Math.min(...xs) - 4 * S, y: Math.min(...ys) - 2 * S, w: Math.max(...xs) - Math.min(...xs) + 6 * S, h: Math.max(...ys) - Math.min(...ys) + 4 * S };

const Terrain = memo(function Terrain({ labels }: { labels: Record<string, string> }) {
  return (
    <g>
      {HEXES.filter((h) => h.terrain !== 'city').map((h) => {
        const [x, y] = center(h.q, h.r);
        return (
          <g key={hexKey(h.q, h.r)}>
            <polygon points={hexPoints(h.q, h.r)} fill={TERRAIN_FILL[h.terrain]} stroke="#9fb58a" strokeWidth={0.6}>
              <title>{`${labels[h.terrain]} (${h.q},${h.r})`}</title>
            </polygon>
            {h.terrain === 'water' ? <Icon name="water" label={labels.water} x={x - 5} y={y - 5} size={10} color="#3b8dc4" /> : null}
            {h.terrain === 'mountain' ? <text x={x} y={y + 4} fontSize={10} textAnchor="middle" fill="#6b6257" pointerEvents="none">▲</text> : null}
          </g>
        );
      })}
      {HEXES.filter((h) => h.terrain === 'city').map((h) => (
        <polygon key={hexKey(h.q, h.r)} points={hexPoints(h.q, h.r)} fill="#f4efe2" stroke="#9fb58a" strokeWidth={0.6} />
      ))}
      {RIDGES.map(([q, r, d]) => {
        const [[x1, y1], [x2, y2]] = edgeCorners(q, r, d);
        return (
          <line key={`${q},${r},${d}`} x1={x1} y1={y1} x2={x2} y2={y2} stroke="#5a3b1c" strokeWidth={3.5} strokeLinecap="round">
            <title>{labels.ridge}</title>
          </line>
        );
      })}
    </g>
  );
});

export function MapView({ G, colors, overlays, changed, names, focus }: { G: RotwState; colors: string[]; overlays: Overlays; changed: { hexes: string[]; links: string[]; cities: string[] }; names: Record<string, string>; focus?: { key: string; q: number; r: number } | null }) {
  const { t } = useTranslation('railways-of-the-world');
  const [vb, setVb] = useState(BOUNDS);
  const svgRef = useRef<SVGSVGElement>(null);
  const drag = useRef<{ x: number; y: number; vb: typeof BOUNDS; moved: boolean } | null>(null);
  // Zoom onto the hex being built once per build (the user can zoom out again).
  useEffect(() => {
    if (!focus) return;
    const [x, y] = center(focus.q, focus.r);
    const w = BOUNDS.w / 2.6, h = (w / BOUNDS.w) * BOUNDS.h;
    setVb({ x: x - w / 2, y: y - h / 2, w, h });
  }, [focus?.key]);
  const labels = useMemo(() => ({ open: t('terrain.open'), water: t('terrain.water'), mountain: t('terrain.mountain'), ridge: t('terrain.ridge') }), [t]);

  const zoom = (f: number, cx = vb.x + vb.w / 2, cy = vb.y + vb.h / 2) => {
    const w = Math.min(BOUNDS.w * 1.2, Math.max(BOUNDS.w / 8, vb.w * f));
    const h = (w / vb.w) * vb.h;
    setVb({ x: cx - ((cx - vb.x) / vb.w) * w, y: cy - ((cy - vb.y) / vb.h) * h, w, h });
  };
  const toSvg = (e: { clientX: number; clientY: number }) => {
    const rect = svgRef.current!.getBoundingClientRect();
    const scale = Math.max(vb.w / rect.width, vb.h / rect.height);
    return [vb.x + (e.clientX - rect.left) * scale, vb.y + (e.clientY - rect.top) * scale, scale];
  };
  const onWheel = (e: WheelEvent) => {
    const [x, y] = toSvg(e);
    zoom(e.deltaY > 0 ? 1.15 : 1 / 1.15, x, y);
  };
  const onDown = (e: PointerEvent) => { drag.current = { x: e.clientX, y: e.clientY, vb, moved: false }; };
  const onMove = (e: PointerEvent) => {
    const d = drag.current;
    if (!d || !svgRef.current) return;
    const dx = e.clientX - d.x, dy = e.clientY - d.y;
    if (!d.moved && Math.abs(dx) + Math.abs(dy) < 6) return;
    d.moved = true;
    const rect = svgRef.current.getBoundingClientRect();
    const scale = Math.max(d.vb.w / rect.width, d.vb.h / rect.height);
    setVb({ ...d.vb, x: d.vb.x - dx * scale, y: d.vb.y - dy * scale });
  };
  const onUp = () => { drag.current = null; };

  const links = Object.values(G.links);
  const pathSet = new Set(overlays.pathLinks);
  const changedHex = new Set(changed.hexes);
  const changedLinks = new Set(changed.links);

  return (
    <div className="rotw-map">
      <div className="rotw-zoom">
        <button type="button" onClick={() => zoom(1 / 1.3)} title={t('btn.zoomIn')} aria-label={t('btn.zoomIn')}>＋</button>
        <button type="button" onClick={() => zoom(1.3)} title={t('btn.zoomOut')} aria-label={t('btn.zoomOut')}>－</button>
        <button type="button" onClick={() => setVb(BOUNDS)} title={t('btn.reset')} aria-label={t('btn.reset')}>⟲</button>
      </div>
      <svg ref={svgRef} viewBox={`${vb.x} ${vb.y} ${vb.w} ${vb.h}`} className="rotw-svg" onWheel={onWheel}
        onPointerDown={onDown} onPointerMove={onMove} onPointerUp={onUp} onPointerLeave={onUp} role="group" aria-label={t('title')}>
        <rect x={BOUNDS.x - 400} y={BOUNDS.y - 400} width={BOUNDS.w + 800} height={BOUNDS.h + 800} fill="#a9cbe0" />
        <Terrain labels={labels} />
        {/* tracks */}
        {links.map((l) => {
          const col = colors[Number(l.owner)] ?? '#555';
          const hl = pathSet.has(l.id);
          return (
            <g key={l.id} opacity={overlays.pathLinks.length && !hl ? 0.45 : 1}>
              <title>{`${names[l.owner] ?? l.owner}: ${l.cityA}–${l.cityB ?? '…'}`}</title>
              {l.tiles.map((tile, i) => (
                <g key={i}>
                  {changedLinks.has(l.id) && changedHex.has(hexKey(tile.q, tile.r)) ? (
                    <path d={trackPath(tile.q, tile.r, tile.entry, tile.exit)} stroke="#ffd400" strokeWidth={9} fill="none" strokeLinecap="round" />
                  ) : null}
                  {hl ? <path d={trackPath(tile.q, tile.r, tile.entry, tile.exit)} stroke="#fff" strokeWidth={8} fill="none" /> : null}
                  <path d={trackPath(tile.q, tile.r, tile.entry, tile.exit)} stroke="#333" strokeWidth={5} fill="none" />
                  <path d={trackPath(tile.q, tile.r, tile.entry, tile.exit)} stroke={col} strokeWidth={3.4} fill="none"
                    strokeDasharray={l.complete ? undefined : '4 3'} />
                </g>
              ))}
              {l.tiles.length ? (() => {
                const tile = l.tiles[Math.floor((l.tiles.length - 1) / 2)];
                const [x, y] = center(tile.q, tile.r);
                return (
                  <g>
                    <rect x={x - 5} y={y - 5} width={10} height={10} rx={2} fill={col} stroke="#111" strokeWidth={0.8} />
                    <text x={x} y={y + 3.5} fontSize={8} textAnchor="middle" fill="#fff" fontWeight="bold" pointerEvents="none">{Number(l.owner) + 1}</text>
                  </g>
                );
              })() : null}
              {!l.complete && l.tiles.length ? (() => {
                const last = l.tiles[l.tiles.length - 1];
                const [x, y] = edgeMid(last.q, last.r, last.exit);
                return <circle cx={x} cy={y} r={3} fill="#fff" stroke={col} strokeWidth={2} />;
              })() : null}
            </g>
          );
        })}
        {/* crossings */}
        {Object.entries(G.hexTracks).filter(([, p]) => p.length > 1).map(([k]) => {
          const [q, r] = k.split(',').map(Number);
          const [x, y] = center(q, r);
          return <text key={k} x={x + 7} y={y - 6} fontSize={8} fill="#111" pointerEvents="none">✚</text>;
        })}
        {/* Western Link boxes */}
        {(['KCY', 'DSM'] as const).map((id) => {
          const c = CITIES.find((x) => x.id === id)!;
          const [x, y] = center(c.q - 1.6, c.r);
          const owner = G.westernLinks[id];
          const click = overlays.westernTargets[id];
          return (
            <g key={id} {...clickable(click, t('ui.westernBox', { city: t(`city.${c.id}`, { defaultValue: c.name }) }))} style={{ cursor: click ? 'pointer' : undefined }}>
              <title>{t('ui.westernBox', { city: t(`city.${c.id}`, { defaultValue: c.name }) })}{owner !== null ? ` — ${names[owner] ?? owner}` : ''}</title>
              <rect x={x - 14} y={y - 9} width={22} height={18} rx={3} fill={owner !== null ? colors[Number(owner)] : '#fff'}
                stroke={click ? '#ff00aa' : '#555'} strokeWidth={click ? 3 : 1} strokeDasharray={owner === null ? '3 2' : undefined} />
              <text x={x - 3} y={y + 4} fontSize={9} textAnchor="middle" fill={owner !== null ? '#fff' : '#333'} pointerEvents="none">W{owner !== null ? Number(owner) + 1 : ''}</text>
            </g>
          );
        })}
        {/* cities */}
        {CITIES.map((c) => {
          const st = G.cities[c.id];
          const [x, y] = center(c.q, c.r);
          const click = overlays.cityTargets[c.id] as (() => void) | undefined;
          const onPath = overlays.pathCities.includes(c.id);
          const cubes = (['red', 'yellow', 'blue', 'purple', 'black'] as const).flatMap((col) => Array.from({ length: st.cubes[col] }, () => col));
          const isChanged = changed.cities.includes(c.id);
          return (
            <g key={c.id} {...clickable(click, t(`city.${c.id}`, { defaultValue: c.name }))} style={{ cursor: click ? 'pointer' : undefined }}>
              <title>{`${t(`city.${c.id}`, { defaultValue: c.name })} (${c.id}) — ${t(`color.${st.color}`)}${st.emptyMarker ? ` — ${t('ui.empty')}` : ''}\n${t('ui.cubes')}: ${cubes.map((k) => t(`color.${k}`)).join(', ') || '—'}`}</title>
              {click || onPath || isChanged ? <circle cx={x} cy={y} r={S * 0.95} fill="none" stroke={isChanged && !click ? '#ffd400' : '#ff00aa'} strokeWidth={3} /> : null}
              <circle cx={x} cy={y} r={S * 0.62} fill={CUBE_FILL[st.color]} stroke="#111" strokeWidth={1} />
              <text x={x} y={y + 3.5} fontSize={9} textAnchor="middle" fill={st.color === 'yellow' || st.color === 'gray' ? '#111' : '#fff'} fontWeight="bold" pointerEvents="none">{c.id}</text>
              {cubes.map((col, i) => (
                <g key={i} pointerEvents="none">
                  <rect x={x - 13.5 + (i % 3) * 9} y={y + 10 + Math.floor(i / 3) * 9} width={8.5} height={8.5} fill={CUBE_FILL[col]} stroke="#fff" strokeWidth={0.7} />
                  <text x={x - 9.25 + (i % 3) * 9} y={y + 16.8 + Math.floor(i / 3) * 9} fontSize={6.5} fontWeight="bold" textAnchor="middle" fill={col === 'yellow' ? '#111' : '#fff'}>{CUBE_LETTER[col]}</text>
                </g>
              ))}
              {st.emptyMarker ? <text x={x + 11} y={y - 9} fontSize={10} pointerEvents="none">⊘</text> : null}
              {st.urbanized ? <text x={x - 15} y={y - 9} fontSize={8} pointerEvents="none">★</text> : null}
            </g>
          );
        })}
        {/* arrows */}
        {overlays.arrows.map((a, i) => {
          const [x1, y1] = a.kind === 'side' ? edgeMid(a.q, a.r, a.d, 0.62) : center(a.q, a.r);
          const [x2, y2] = edgeMid(a.q, a.r, a.d, a.kind === 'side' ? 1.25 : 0.92);
          const col = a.kind === 'redirect' ? '#d35400' : '#ff00aa';
          const [lx, ly] = edgeMid(a.q, a.r, a.d, a.kind === 'side' ? 1.6 : 1.32);
          return (
            <g key={i} {...clickable((e) => { e?.stopPropagation(); a.onClick(); }, a.label ? `${a.label}: ${a.title}` : a.title, 'rotw-arrow')} style={{ cursor: 'pointer' }}>
              <title>{a.title}</title>
              <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="transparent" strokeWidth={10} />
              <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={col} strokeWidth={2.6} markerEnd="url(#rotw-head)" />
              {a.label ? (
                <g>
                  <rect x={lx - 9} y={ly - 5} width={18} height={9} rx={2} fill="#fff" stroke={col} strokeWidth={0.6} />
                  <text x={lx} y={ly + 2.3} fontSize={6.5} textAnchor="middle" fill="#111" aria-hidden="true">{a.label}</text>
                </g>
              ) : null}
            </g>
          );
        })}
        <defs>
          <marker id="rotw-head" markerWidth="6" markerHeight="6" refX="3" refY="3" orient="auto">
            <path d="M0,0 L6,3 L0,6 z" fill="#ff00aa" />
          </marker>
        </defs>
      </svg>
    </div>
  );
}
