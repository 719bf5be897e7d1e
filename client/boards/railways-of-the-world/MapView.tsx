// The zoomable hex map: terrain, rivers, ridges, cities with cubes, tracks and overlays [spec §8 Map].
import {
  memo,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type WheelEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { CITIES, CITY_BY_ID } from '../../../games/railways-of-the-world/data/map';
import { RIDGES } from '../../../games/railways-of-the-world/data/map';
import { allHexes, hexKey } from '../../../games/railways-of-the-world/hex';
import type { RotwState } from '../../../games/railways-of-the-world/types';
import {
  CUBE_FILL,
  CUBE_LETTER,
  S,
  TERRAIN_FILL,
  center,
  edgeCorners,
  edgeMid,
  hexPoints,
  trackPath,
} from './geometry';
import { Icon } from '../../icons';
import { clickable } from '../common/keyboard';

export interface Arrow {
  q: number;
  r: number;
  d: number;
  label?: string;
  title: string;
  kind: 'side' | 'place' | 'redirect' | 'continue';
  onClick: () => void;
}
/** A hex that can be tapped (the open end of an incomplete link to continue). */
export interface HexTarget {
  key: string;
  q: number;
  r: number;
  label: string;
  onClick: (e?: unknown) => void;
}
export interface Overlays {
  cityTargets: Record<string, (e?: unknown) => void>;
  hexTargets?: HexTarget[];
  /** The city or hex key chosen on the map (drawn as chosen). */
  selected?: string | null;
  arrows: Arrow[];
  pathLinks: string[];
  pathCities: string[];
  westernTargets: Partial<Record<'KCY' | 'DSM', () => void>>;
}

const HEXES = allHexes().filter((h) => h.terrain !== 'none');
const xs = HEXES.map((h) => center(h.q, h.r)[0]);
const ys = HEXES.map((h) => center(h.q, h.r)[1]);
const BOUNDS = {
  x: Math.min(...xs) - 4 * S,
  y: Math.min(...ys) - 2 * S,
  w: Math.max(...xs) - Math.min(...xs) + 6 * S,
  h: Math.max(...ys) - Math.min(...ys) + 4 * S,
};

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
            {h.terrain === 'water' ? (
              <Icon name="water" label={labels.water} x={x - 5} y={y - 5} size={10} color="#3b8dc4" />
            ) : null}
            {h.terrain === 'mountain' ? (
              <polygon
                points={`${x - 5},${y + 4} ${x + 5},${y + 4} ${x},${y - 4.5}`}
                fill="#6b6257"
                pointerEvents="none"
              />
            ) : null}
          </g>
        );
      })}
      {HEXES.filter((h) => h.terrain === 'city').map((h) => (
        <polygon
          key={hexKey(h.q, h.r)}
          points={hexPoints(h.q, h.r)}
          fill="#f4efe2"
          stroke="#9fb58a"
          strokeWidth={0.6}
        />
      ))}
      {RIDGES.map(([q, r, d]) => {
        const [[x1, y1], [x2, y2]] = edgeCorners(q, r, d);
        return (
          <line
            key={`${q},${r},${d}`}
            x1={x1}
            y1={y1}
            x2={x2}
            y2={y2}
            stroke="#5a3b1c"
            strokeWidth={3.5}
            strokeLinecap="round">
            <title>{labels.ridge}</title>
          </line>
        );
      })}
    </g>
  );
});

/** Arrows become controls of their own from this zoom on (screen px per map unit): their tips are
 *  then at least 22 px apart. Below it the city or hex they start from is the control. */
const ARROW_SCALE = 1.4;
/** Smallest text drawn on the map, in screen px; smaller labels are drawn larger or hidden. */
const MIN_TEXT = 9.2;
/** A tap or click this close (screen px) to a target acts on it (the nearest one wins). */
const REACH = 24;

interface View {
  cx: number;
  cy: number;
  w: number;
}
type Pt = { x: number; y: number };

export function MapView({
  G,
  colors,
  overlays,
  changed,
  names,
  focus,
  panel,
  onInspect,
  panelOver,
}: {
  G: RotwState;
  colors: string[];
  overlays: Overlays;
  changed: { hexes: string[]; links: string[]; cities: string[] };
  names: Record<string, string>;
  focus?: { key: string; q: number; r: number } | null;
  /** Shown over the bottom of the map (the choices of what was tapped). */
  panel?: ReactNode;
  /** A tap on a city that is no target: show what it holds. */
  onInspect?: (cityId: string | null) => void;
  /** The panel lies over the map's lower part (a phone): what is chosen is kept above it. */
  panelOver?: boolean;
}) {
  const { t } = useTranslation('railways-of-the-world');
  const svgRef = useRef<SVGSVGElement>(null);
  // The drawing's size on screen; the view keeps its aspect so one map unit is `scale` px both ways.
  const [box, setBox] = useState({ w: 600, h: 600 });
  useLayoutEffect(() => {
    const el = svgRef.current;
    if (!el) return;
    const read = () => {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0)
        setBox((b) =>
          Math.abs(b.w - r.width) < 0.5 && Math.abs(b.h - r.height) < 0.5 ? b : { w: r.width, h: r.height },
        );
    };
    read();
    const ro = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(read) : null;
    ro?.observe(el);
    return () => ro?.disconnect();
  }, []);
  const aspect = box.h / box.w;
  const fitW = Math.max(BOUNDS.w, BOUNDS.h / aspect);
  // The whole map; with a panel over the bottom (a phone) the map sits at the top of the box.
  const fit: View = {
    cx: BOUNDS.x + BOUNDS.w / 2,
    cy: panelOver ? BOUNDS.y + (fitW * aspect) / 2 : BOUNDS.y + BOUNDS.h / 2,
    w: fitW,
  };
  const [own, setView] = useState<View | null>(null);
  const view = own ?? fit;
  const vb = { x: view.cx - view.w / 2, y: view.cy - (view.w * aspect) / 2, w: view.w, h: view.w * aspect };
  const scale = box.w / view.w;
  const clampW = (w: number) => Math.min(fit.w * 1.2, Math.max(BOUNDS.w / 12, w));

  // Zoom onto the hex being built once per build (the user can zoom out again): close enough that
  // the arrows are controls and the labels readable, on a phone too.
  useEffect(() => {
    if (!focus) return;
    const [x, y] = center(focus.q, focus.r);
    const w = Math.min(BOUNDS.w / 2.6, box.w / (ARROW_SCALE + 0.1));
    setView({ cx: x, cy: y + (panelOver ? 0.2 * w * aspect : 0), w });
  }, [focus?.key]);
  // A place chosen low on the map would lie under the panel: bring it up to a third of the height.
  useEffect(() => {
    const key = overlays.selected;
    if (!panelOver || !key) return;
    const c = CITY_BY_ID[key];
    const h = c ? null : (overlays.hexTargets ?? []).find((x) => x.key === key);
    const at = c ? center(c.q, c.r) : h ? center(h.q, h.r) : null;
    if (!at) return;
    const v = viewRef.current,
      hh = v.w * aspect,
      top = v.cy - hh / 2;
    if ((at[1] - top) / hh > 0.42) setView({ ...v, cy: v.cy + (at[1] - (top + hh / 3)) });
  }, [overlays.selected]);
  const labels = useMemo(
    () => ({
      open: t('terrain.open'),
      water: t('terrain.water'),
      mountain: t('terrain.mountain'),
      ridge: t('terrain.ridge'),
    }),
    [t],
  );

  /** A label's font size in map units: as designed, or up to `grow` times larger so it is drawn at
   *  MIN_TEXT px at least; 0 (hidden) when even that is too small at this zoom. */
  const fs = (base: number, grow = 1) => {
    const need = MIN_TEXT / scale;
    return base >= need ? base : base * grow >= need ? need : 0;
  };

  const zoom = (f: number, px = view.cx, py = view.cy) => {
    const w = clampW(view.w * f);
    setView({ cx: px - (px - view.cx) * (w / view.w), cy: py - (py - view.cy) * (w / view.w), w });
  };
  const toSvg = (p: Pt, v: View = view): Pt => {
    const rect = svgRef.current!.getBoundingClientRect();
    const s = rect.width / v.w;
    return { x: v.cx - v.w / 2 + (p.x - rect.left) / s, y: v.cy - (v.w * aspect) / 2 + (p.y - rect.top) / s };
  };
  const onWheel = (e: WheelEvent) => {
    const p = toSvg({ x: e.clientX, y: e.clientY });
    zoom(e.deltaY > 0 ? 1.15 : 1 / 1.15, p.x, p.y);
  };

  // Gestures: one pointer drags the map, two pinch it (zoom about their midpoint, and pan with it).
  const ptrs = useRef(new Map<number, Pt>());
  const gesture = useRef<{ base: Map<number, Pt>; view: View; moved: boolean } | null>(null);
  const swallowClick = useRef(false);
  const restart = (moved: boolean) => {
    gesture.current = ptrs.current.size ? { base: new Map(ptrs.current), view: { ...viewRef.current }, moved } : null;
  };
  const viewRef = useRef(view);
  viewRef.current = view;
  const onDown = (e: PointerEvent) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    // A press on the map neither selects text nor moves the focus onto a target (the tap acts
    // through onClickCapture; the keyboard focus stays where it was).
    e.preventDefault();
    ptrs.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (ptrs.current.size === 1) swallowClick.current = false;
    restart(gesture.current?.moved ?? false);
  };
  const onMove = (e: PointerEvent) => {
    const g = gesture.current;
    if (!g || !ptrs.current.has(e.pointerId) || !svgRef.current) return;
    ptrs.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const rect = svgRef.current.getBoundingClientRect();
    const ids = [...g.base.keys()].filter((id) => ptrs.current.has(id));
    if (ids.length >= 2) {
      const [a0, b0] = [g.base.get(ids[0])!, g.base.get(ids[1])!];
      const [a1, b1] = [ptrs.current.get(ids[0])!, ptrs.current.get(ids[1])!];
      const d0 = Math.hypot(a0.x - b0.x, a0.y - b0.y),
        d1 = Math.hypot(a1.x - b1.x, a1.y - b1.y);
      if (d0 < 1 || d1 < 1) return;
      g.moved = true;
      const m0 = { x: (a0.x + b0.x) / 2, y: (a0.y + b0.y) / 2 },
        m1 = { x: (a1.x + b1.x) / 2, y: (a1.y + b1.y) / 2 };
      const p = toSvg(m0, g.view); // the map point under the fingers' midpoint stays under it
      const w = clampW(g.view.w * (d0 / d1));
      const s = rect.width / w;
      setView({ cx: p.x - (m1.x - rect.left) / s + w / 2, cy: p.y - (m1.y - rect.top) / s + (w * aspect) / 2, w });
      return;
    }
    const a0 = g.base.get(ids[0])!,
      a1 = ptrs.current.get(ids[0])!;
    const dx = a1.x - a0.x,
      dy = a1.y - a0.y;
    if (!g.moved && Math.abs(dx) + Math.abs(dy) < 8) return;
    g.moved = true;
    const s = rect.width / g.view.w;
    setView({ ...g.view, cx: g.view.cx - dx / s, cy: g.view.cy - dy / s });
  };
  const onUp = (e: PointerEvent) => {
    if (!ptrs.current.delete(e.pointerId)) return;
    const moved = gesture.current?.moved ?? false;
    if (moved) swallowClick.current = true;
    restart(moved);
  };

  const links = Object.values(G.links);
  const pathSet = new Set(overlays.pathLinks);
  const changedHex = new Set(changed.hexes);
  const changedLinks = new Set(changed.links);
  const hexTargets = overlays.hexTargets ?? [];
  const arrowsActive = scale >= ARROW_SCALE;
  /** Radius in map units of an invisible hit circle at least `px` screen px across. */
  const hitR = (min: number, px = 25) => Math.max(min, px / 2 / scale);

  // A click or tap goes to the nearest target within reach, however small it is drawn (keyboard
  // activation goes straight to the focused element); a drag or pinch is not a click.
  const onClickCapture = (e: MouseEvent) => {
    if (e.detail === 0) return; // keyboard or a programmatic click: the element acts itself
    e.stopPropagation();
    if (swallowClick.current) {
      swallowClick.current = false;
      return;
    }
    const p = toSvg({ x: e.clientX, y: e.clientY });
    let best: { d: number; act: () => void } | null = null;
    const offer = (x: number, y: number, r: number, act: () => void) => {
      const d = Math.hypot(p.x - x, p.y - y) * scale;
      if (d <= Math.max(REACH, r * scale) && (!best || d < best.d)) best = { d, act };
    };
    for (const [id, fn] of Object.entries(overlays.cityTargets)) {
      const c = CITY_BY_ID[id];
      if (c) offer(...center(c.q, c.r), S * 0.95, () => fn(e));
    }
    for (const h of hexTargets) offer(...center(h.q, h.r), S * 0.9, () => h.onClick(e));
    for (const [id, fn] of Object.entries(overlays.westernTargets)) {
      const c = CITY_BY_ID[id];
      if (c && fn) {
        const [x, y] = center(c.q - 1.6, c.r);
        offer(x - 3, y, 11, () => fn());
      }
    }
    if (arrowsActive) for (const a of overlays.arrows) offer(...arrowTip(a), 5, () => a.onClick());
    const hit = best as { d: number; act: () => void } | null;
    if (hit) {
      hit.act();
      return;
    }
    if (!onInspect) return;
    let near: { d: number; id: string } | null = null;
    for (const c of CITIES) {
      const [x, y] = center(c.q, c.r);
      const d = Math.hypot(p.x - x, p.y - y) * scale;
      if (d <= Math.max(REACH, S * scale) && (!near || d < near.d)) near = { d, id: c.id };
    }
    onInspect(near ? near.id : null);
  };

  return (
    <div className="rotw-map">
      <div className="rotw-zoom">
        <button type="button" onClick={() => zoom(1 / 1.3)} title={t('btn.zoomIn')} aria-label={t('btn.zoomIn')}>
          ＋
        </button>
        <button type="button" onClick={() => zoom(1.3)} title={t('btn.zoomOut')} aria-label={t('btn.zoomOut')}>
          －
        </button>
        <button type="button" onClick={() => setView(null)} title={t('btn.reset')} aria-label={t('btn.reset')}>
          ⟲
        </button>
      </div>
      <div className="rotw-svg-box">
        <svg
          ref={svgRef}
          viewBox={`${vb.x} ${vb.y} ${vb.w} ${vb.h}`}
          className="rotw-svg"
          onWheel={onWheel}
          onClickCapture={onClickCapture}
          onPointerDown={onDown}
          onPointerMove={onMove}
          onPointerUp={onUp}
          onPointerCancel={onUp}
          onPointerLeave={(e) => {
            if (e.pointerType === 'mouse') onUp(e);
          }}
          role="group"
          aria-label={t('title')}
          data-scale={scale.toFixed(3)}>
          <rect
            x={BOUNDS.x - 2000}
            y={BOUNDS.y - 2000}
            width={BOUNDS.w + 4000}
            height={BOUNDS.h + 4000}
            fill="#a9cbe0"
          />
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
                      <path
                        d={trackPath(tile.q, tile.r, tile.entry, tile.exit)}
                        stroke="#ffd400"
                        strokeWidth={9}
                        fill="none"
                        strokeLinecap="round"
                      />
                    ) : null}
                    {hl ? (
                      <path
                        d={trackPath(tile.q, tile.r, tile.entry, tile.exit)}
                        stroke="#fff"
                        strokeWidth={8}
                        fill="none"
                      />
                    ) : null}
                    <path
                      d={trackPath(tile.q, tile.r, tile.entry, tile.exit)}
                      stroke="#333"
                      strokeWidth={5}
                      fill="none"
                    />
                    <path
                      d={trackPath(tile.q, tile.r, tile.entry, tile.exit)}
                      stroke={col}
                      strokeWidth={3.4}
                      fill="none"
                      strokeDasharray={l.complete ? undefined : '4 3'}
                    />
                  </g>
                ))}
                {l.tiles.length
                  ? (() => {
                      const tile = l.tiles[Math.floor((l.tiles.length - 1) / 2)];
                      const [x, y] = center(tile.q, tile.r);
                      const f = fs(8, 1.25);
                      return (
                        <g>
                          <rect
                            x={x - 5}
                            y={y - 5}
                            width={10}
                            height={10}
                            rx={2}
                            fill={col}
                            stroke="#111"
                            strokeWidth={0.8}
                          />
                          {f ? (
                            <text
                              x={x}
                              y={y + f * 0.44}
                              fontSize={f}
                              textAnchor="middle"
                              fill="#fff"
                              fontWeight="bold"
                              pointerEvents="none">
                              {Number(l.owner) + 1}
                            </text>
                          ) : null}
                        </g>
                      );
                    })()
                  : null}
                {!l.complete && l.tiles.length
                  ? (() => {
                      const last = l.tiles[l.tiles.length - 1];
                      const [x, y] = edgeMid(last.q, last.r, last.exit);
                      return <circle cx={x} cy={y} r={3} fill="#fff" stroke={col} strokeWidth={2} />;
                    })()
                  : null}
              </g>
            );
          })}
          {/* crossings: a small cross beside the hex centre */}
          {Object.entries(G.hexTracks)
            .filter(([, p]) => p.length > 1)
            .map(([k]) => {
              const [q, r] = k.split(',').map(Number);
              const [x, y] = center(q, r);
              return (
                <path
                  key={k}
                  d={`M${x + 6},${y - 8.5} h6 M${x + 9},${y - 11.5} v6`}
                  stroke="#111"
                  strokeWidth={1.6}
                  pointerEvents="none"
                />
              );
            })}
          {/* Western Link boxes */}
          {(['KCY', 'DSM'] as const).map((id) => {
            const c = CITIES.find((x) => x.id === id)!;
            const [x, y] = center(c.q - 1.6, c.r);
            const owner = G.westernLinks[id];
            const click = overlays.westernTargets[id];
            const f = fs(9, 1.3);
            return (
              <g
                key={id}
                {...clickable(click, t('ui.westernBox', { city: t(`city.${c.id}`, { defaultValue: c.name }) }))}
                style={{ cursor: click ? 'pointer' : undefined }}>
                <title>
                  {t('ui.westernBox', { city: t(`city.${c.id}`, { defaultValue: c.name }) })}
                  {owner !== null ? ` — ${names[owner] ?? owner}` : ''}
                </title>
                {click ? <circle cx={x - 3} cy={y} r={hitR(11)} fill="transparent" /> : null}
                <rect
                  x={x - 14}
                  y={y - 9}
                  width={22}
                  height={18}
                  rx={3}
                  fill={owner !== null ? colors[Number(owner)] : '#fff'}
                  stroke={click ? '#ff00aa' : '#555'}
                  strokeWidth={click ? 3 : 1}
                  strokeDasharray={owner === null ? '3 2' : undefined}
                />
                {f ? (
                  <text
                    x={x - 3}
                    y={y + f * 0.4}
                    fontSize={f}
                    textAnchor="middle"
                    fill={owner !== null ? '#fff' : '#333'}
                    pointerEvents="none">
                    W{owner !== null ? Number(owner) + 1 : ''}
                  </text>
                ) : null}
              </g>
            );
          })}
          {/* hexes to tap: the open ends of incomplete links */}
          {hexTargets.map((h) => {
            const [x, y] = center(h.q, h.r);
            const sel = overlays.selected === h.key;
            return (
              <g key={h.key} {...clickable(h.onClick, h.label)} style={{ cursor: 'pointer' }}>
                <title>{h.label}</title>
                <circle cx={x} cy={y} r={hitR(S * 0.9)} fill="transparent" />
                <polygon
                  points={hexPoints(h.q, h.r)}
                  fill={sel ? '#ff00aa33' : 'none'}
                  stroke="#ff00aa"
                  strokeWidth={sel ? 3.5 : 2.5}
                  strokeDasharray={sel ? undefined : '4 2'}
                />
              </g>
            );
          })}
          {/* cities */}
          {CITIES.map((c) => {
            const st = G.cities[c.id];
            const [x, y] = center(c.q, c.r);
            const click = overlays.cityTargets[c.id] as ((e?: unknown) => void) | undefined;
            const onPath = overlays.pathCities.includes(c.id);
            const cubes = (['red', 'yellow', 'blue', 'purple', 'black'] as const).flatMap((col) =>
              Array.from({ length: st.cubes[col] }, () => col),
            );
            const isChanged = changed.cities.includes(c.id);
            const sel = overlays.selected === c.id;
            const f = fs(9, 1.7);
            const fc = fs(6.5);
            return (
              <g
                key={c.id}
                {...clickable(click, t(`city.${c.id}`, { defaultValue: c.name }))}
                style={{ cursor: click ? 'pointer' : undefined }}
                data-city={c.id}>
                <title>{`${t(`city.${c.id}`, { defaultValue: c.name })} (${c.id}) — ${t(`color.${st.color}`)}${st.emptyMarker ? ` — ${t('ui.empty')}` : ''}\n${t('ui.cubes')}: ${cubes.map((k) => t(`color.${k}`)).join(', ') || '—'}`}</title>
                {click ? <circle cx={x} cy={y} r={hitR(S * 0.95)} fill="transparent" /> : null}
                {sel ? <circle cx={x} cy={y} r={S * 1.1} fill="#ff00aa33" stroke="#ff00aa" strokeWidth={4} /> : null}
                {click || onPath || isChanged ? (
                  <circle
                    cx={x}
                    cy={y}
                    r={S * 0.95}
                    fill="none"
                    stroke={isChanged && !click ? '#ffd400' : '#ff00aa'}
                    strokeWidth={3}
                  />
                ) : null}
                <circle cx={x} cy={y} r={S * 0.62} fill={CUBE_FILL[st.color]} stroke="#111" strokeWidth={1} />
                {f ? (
                  <text
                    x={x}
                    y={y + f * 0.39}
                    fontSize={f}
                    textAnchor="middle"
                    fill={st.color === 'yellow' || st.color === 'gray' ? '#111' : '#fff'}
                    fontWeight="bold"
                    pointerEvents="none"
                    stroke={f > 9 ? (st.color === 'yellow' || st.color === 'gray' ? '#fff' : '#111') : undefined}
                    strokeWidth={f > 9 ? f / 12 : undefined}
                    paintOrder="stroke">
                    {c.id}
                  </text>
                ) : null}
                {cubes.map((col, i) => (
                  <g key={i} pointerEvents="none">
                    <rect
                      x={x - 13.5 + (i % 3) * 9}
                      y={y + 10 + Math.floor(i / 3) * 9}
                      width={8.5}
                      height={8.5}
                      fill={CUBE_FILL[col]}
                      stroke="#fff"
                      strokeWidth={0.7}
                    />
                    {fc ? (
                      <text
                        x={x - 9.25 + (i % 3) * 9}
                        y={y + 16.8 + Math.floor(i / 3) * 9}
                        fontSize={fc}
                        fontWeight="bold"
                        textAnchor="middle"
                        fill={col === 'yellow' ? '#111' : '#fff'}>
                        {CUBE_LETTER[col]}
                      </text>
                    ) : null}
                  </g>
                ))}
                {st.emptyMarker ? (
                  <g pointerEvents="none" stroke="#111" strokeWidth={1.4} fill="#fff">
                    <circle cx={x + 14} cy={y - 12} r={4} />
                    <line x1={x + 11} y1={y - 9} x2={x + 17} y2={y - 15} />
                  </g>
                ) : null}
                {st.urbanized ? (
                  <polygon
                    points={starPoints(x - 13, y - 12, 4.5)}
                    fill="#f2c500"
                    stroke="#111"
                    strokeWidth={0.7}
                    pointerEvents="none"
                  />
                ) : null}
              </g>
            );
          })}
          {/* arrows: controls of their own when large enough, else a picture of the choices */}
          {overlays.arrows.map((a, i) => {
            const [x1, y1] = a.kind === 'side' ? edgeMid(a.q, a.r, a.d, 0.62) : center(a.q, a.r);
            const [x2, y2] = arrowTip(a);
            const col = a.kind === 'redirect' ? '#d35400' : '#ff00aa';
            const [lx, ly] = edgeMid(a.q, a.r, a.d, a.kind === 'side' ? 1.6 : 1.32);
            const f = a.label ? fs(6.5, 1.45) : 0;
            const k = f / 6.5;
            const name = a.label ? `${a.label}: ${a.title}` : a.title;
            return (
              <g
                key={i}
                {...(arrowsActive ? clickable(() => a.onClick(), name, 'rotw-arrow') : { className: 'rotw-arrow' })}
                style={{ cursor: arrowsActive ? 'pointer' : undefined }}
                pointerEvents={arrowsActive ? undefined : 'none'}>
                <title>{a.title}</title>
                {arrowsActive ? <circle cx={x2} cy={y2} r={hitR(5, 26)} fill="transparent" /> : null}
                <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="transparent" strokeWidth={10} />
                <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={col} strokeWidth={2.6} markerEnd="url(#rotw-head)" />
                {f ? (
                  <g transform={`translate(${lx} ${ly}) scale(${k})`}>
                    <rect x={-9} y={-5} width={18} height={9} rx={2} fill="#fff" stroke={col} strokeWidth={0.6} />
                    <text x={0} y={2.3} fontSize={6.5} textAnchor="middle" fill="#111" aria-hidden="true">
                      {a.label}
                    </text>
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
        {panel ? <div className="rotw-tap">{panel}</div> : null}
      </div>
    </div>
  );
}

function arrowTip(a: Arrow): [number, number] {
  return edgeMid(a.q, a.r, a.d, a.kind === 'side' ? 1.25 : 0.92);
}

function starPoints(cx: number, cy: number, r: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const rr = i % 2 ? r * 0.45 : r;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}
