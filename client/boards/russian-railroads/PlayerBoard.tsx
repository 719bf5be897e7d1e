// One player board: three railways with virtual fill, markers, reach, specials, doublers and the
// industry track; live predicted points per railway [spec §8 "Player boards"].
import { useTranslation } from 'react-i18next';
import {
  FACTORIES,
  INDUSTRY_GAP,
  INDUSTRY_VP,
  KIEV_STARS,
  ROUTE_LENGTH,
} from '../../../games/russian-railroads/data/board';
import { ENGINEERS } from '../../../games/russian-railroads/data/engineers';
import { industryTarget } from '../../../games/russian-railroads/rules/industry';
import { roundScore } from '../../../games/russian-railroads/rules/scoring';
import { reach, stepTarget } from '../../../games/russian-railroads/rules/track';
import { COLORS, ROUTES } from '../../../games/russian-railroads/types';
import type { Color, Route, RRState } from '../../../games/russian-railroads/types';
import type { LegalMove } from '../../../games/common/module';
import { Icon, iconLabel, type IconName } from '../../icons';
import { useNarrow } from '../common/narrow';
import { CHANGED, effectText, HILITE, NS, SEAT_GLYPH, TRACK_FILL, TRACK_TEXT } from './ui';

interface Props {
  G: RRState;
  seat: string;
  me: string | null;
  name: string;
  color: string;
  legal: LegalMove[];
  prev: RRState | null;
  send: (move: string, arg?: Record<string, unknown>) => void;
}

/** Where the board draws what: the desktop board has the three railways and the industry track
 *  as one row each (790 units wide); the phone board wraps them at 9 boxes under a heading line
 *  each (364 units, drawn about 0.92:1 on a 390 px screen), with its marks at 13 units. */
interface Layout {
  phone: boolean;
  width: number;
  height: number;
  /** box width (pitch) and height */
  w: number;
  h: number;
  /** the size of a box's small marks: number, special, star */
  font: number;
  cell(r: Route, i: number): [number, number];
  ind(i: number): [number, number];
  indH: number;
  /** the heading of a railway / the industry track: [x, y] of its name, of its locomotive line */
  head(r: Route | 'IND'): { name: [number, number]; line: [number, number] };
  doubler(i: number): [number, number];
}

const ROW_Y: Record<Route, number> = { TS: 40, SP: 100, KV: 150 };
const IND_Y = 214;
const DESKTOP: Layout = {
  phone: false,
  width: 790,
  height: 270,
  w: 42,
  h: 36,
  font: 9,
  cell: (r, i) => [118 + i * 42, ROW_Y[r]],
  ind: (i) => [118 + i * 42 - 42, IND_Y],
  indH: 34,
  head: (r) =>
    r === 'IND'
      ? { name: [4, IND_Y + 14], line: [4, IND_Y + 30] }
      : { name: [4, ROW_Y[r] + 14], line: [18, ROW_Y[r] + 30] },
  doubler: (i) => [118 + i * 42 + 4, 12],
};

const PHONE_COLS = 9;
const PHONE: Layout = (() => {
  const w = 40;
  const h = 48;
  const heads = {} as Record<Route | 'IND', number>;
  const rows = {} as Record<Route | 'IND', number>;
  let y = 34; // under the doubler slots
  for (const r of [...ROUTES, 'IND'] as const) {
    heads[r] = y + 16;
    rows[r] = y + 24;
    const n = r === 'IND' ? 16 : ROUTE_LENGTH[r];
    y = rows[r] + Math.ceil(n / PHONE_COLS) * (h + (r === 'IND' ? 18 : 4)) + 4;
  }
  const at = (r: Route | 'IND', i: number): [number, number] => [
    2 + (i % PHONE_COLS) * w,
    rows[r] + Math.floor(i / PHONE_COLS) * (h + (r === 'IND' ? 18 : 4)),
  ];
  return {
    phone: true,
    width: 2 + PHONE_COLS * w + 2,
    height: y,
    w,
    h,
    font: 13.5,
    cell: (r, i) => at(r, i),
    ind: (i) => at('IND', i),
    indH: h,
    head: (r) => ({ name: [2, heads[r]], line: [200, heads[r]] }),
    doubler: (i) => [2 + i * w + 4, 4],
  };
})();
const SPECIALS: Record<Route, Record<number, string>> = {
  TS: { 2: 'TS2', 3: 'TS3', 6: 'TS6', 10: 'TS10', 13: 'TS13', 15: 'TS15' },
  SP: { 4: 'SP4', 6: 'SP6', 7: 'SP7', 9: 'SP9' },
  KV: { 5: 'KV5', 7: 'KV7', 9: 'KV9' },
};
/** The mark of a special space: a short text, and an icon drawn after it. */
const SPECIAL_ICON: Record<string, { text: string; icon?: IconName }> = {
  TS2: { text: '+G' },
  TS3: { text: '+', icon: 'worker' },
  TS6: { text: '+B' },
  TS10: { text: '+N' },
  TS13: { text: '?' },
  TS15: { text: '+W' },
  SP4: { text: '?' },
  SP6: { text: '?' },
  SP7: { text: '×2' },
  SP9: { text: '', icon: 'flag' },
  KV5: { text: '', icon: 'medal' },
  KV7: { text: '+', icon: 'worker' },
  KV9: { text: '', icon: 'flag' },
};

export function PlayerBoard({ G, seat, me, name, color, legal, prev, send }: Props) {
  const { t, i18n } = useTranslation(NS);
  const L = useNarrow() ? PHONE : DESKTOP;
  const W = L.w;
  const F = L.font;
  const p = G.players[seat];
  const old = prev?.players[seat];
  const mine = seat === me;
  const steps = mine
    ? legal.filter((l) => l.move === 'trackStep').map((l) => l.args[0] as { route: Route; color: Color })
    : [];
  const indSteps = mine
    ? legal.filter((l) => l.move === 'industryStep').map((l) => (l.args[0] as { marker: number }).marker)
    : [];
  const rs = roundScore(p);
  const fillAt = (r: Route, s: number): Color | null => {
    let c: Color | null = null;
    for (const k of COLORS) if (p.pos[r][k] >= s) c = k;
    return c;
  };
  const cells = ROUTES.flatMap((r) => {
    const rc = reach(p, r);
    return Array.from({ length: ROUTE_LENGTH[r] }, (_, i) => {
      const s = i + 1;
      const [x, y] = L.cell(r, i);
      const c = fillAt(r, s);
      const marker = COLORS.find((k) => p.pos[r][k] === s);
      const target = steps.find((st) => st.route === r && stepTarget(p, r, st.color) === s);
      const changed = old && COLORS.some((k) => (old.pos[r][k] === s) !== (p.pos[r][k] === s));
      const sp = SPECIALS[r][s];
      const star = r === 'KV' ? KIEV_STARS.find(([n]) => n === s) : undefined;
      const tip = [
        `${t(`route.${r}`)} ${s}`,
        c ? t(`color.${c}`) : '',
        marker ? `(${t(`color.${marker}`)})` : '',
        s > rc ? `✗ ${t('ui.reach', { n: rc })}` : `✓ ${t('ui.reach', { n: rc })}`,
        sp ? `— ${t(`special.${sp}`)}${p.done[sp] ? ` ✓ ${t('ui.done')}` : ''}` : '',
        star ? `— ${t('special.star', { n: star[1] })}` : '',
      ]
        .filter(Boolean)
        .join(' ');
      return (
        <g
          key={`${r}${s}`}
          style={target ? { cursor: 'pointer' } : undefined}
          onClick={target ? () => send('trackStep', { route: r, color: target.color }) : undefined}>
          <title>{tip}</title>
          <rect
            x={x}
            y={y}
            width={W - 3}
            height={L.h}
            rx={4}
            fill={c ? TRACK_FILL[c] : '#f3efe6'}
            stroke={target ? HILITE : changed ? CHANGED : '#8a7a5a'}
            strokeWidth={target || changed ? 3 : 1}
            strokeDasharray={changed && !target ? '4 2' : undefined}
          />
          {s > rc && <rect x={x} y={y} width={W - 3} height={L.h} rx={4} fill="url(#rr-hatch)" pointerEvents="none" />}
          <text x={x + 3} y={y + F + 2} fontSize={F} fill={c ? TRACK_TEXT[c] : '#555'}>
            {s}
          </text>
          {marker && (
            <g>
              <circle
                cx={x + 20}
                cy={y + L.h / 2 + (L.phone ? 0 : 3)}
                r={10}
                fill={TRACK_FILL[marker]}
                stroke={TRACK_TEXT[marker]}
                strokeWidth={2}
              />
              <text
                x={x + 20}
                y={y + L.h / 2 + (L.phone ? 4.5 : 7)}
                fontSize={L.phone ? 13.5 : 11}
                fontWeight={700}
                textAnchor="middle"
                fill={TRACK_TEXT[marker]}>
                {t(`colorGlyph.${marker}`)}
              </text>
            </g>
          )}
          {target && (
            <text x={x + 20} y={y + L.h / 2 + (L.phone ? 5 : 8)} fontSize={16} textAnchor="middle" fill={HILITE}>
              ＋
            </text>
          )}
          {sp &&
            (() => {
              const mark = SPECIAL_ICON[sp];
              // desktop: top right, beside its done mark; phone: along the box's foot (the number fills the top)
              const right = x + W - 5 - (p.done[sp] && !L.phone ? 7 : 0);
              const base = L.phone ? y + L.h - 3 : y + 11;
              const fill = c ? TRACK_TEXT[c] : '#333';
              const is = L.phone ? 13 : 10;
              return (
                <g>
                  <text x={mark.icon ? right - is : right} y={base} fontSize={F} textAnchor="end" fill={fill}>
                    {mark.text}
                  </text>
                  {mark.icon && (
                    <Icon
                      name={mark.icon}
                      label={t(`special.${sp}`)}
                      x={right - is}
                      y={base - is + (L.phone ? 2 : 1)}
                      size={is}
                      color={fill}
                    />
                  )}
                  {p.done[sp] && (
                    <text x={x + W - 5} y={y + F + 2} fontSize={F} textAnchor="end" fill={fill}>
                      ✓
                    </text>
                  )}
                </g>
              );
            })()}
          {star && (
            <text
              x={x + W - 5}
              y={L.phone ? y + F + 2 : y + 34}
              fontSize={F}
              textAnchor="end"
              fill={c ? TRACK_TEXT[c] : '#b8860b'}>
              ★{star[1]}
            </text>
          )}
        </g>
      );
    });
  });
  const reachLines = ROUTES.map((r) => {
    const rc = reach(p, r);
    if (!rc) return null;
    const [cx, cy] = L.cell(r, rc - 1);
    const x = cx + W - 2;
    return (
      <line key={r} x1={x} x2={x} y1={cy - 3} y2={cy + L.h + 3} stroke={color} strokeWidth={4}>
        <title>{t('ui.reach', { n: rc })}</title>
      </line>
    );
  });
  const locoText = (r: Route) => {
    const l = r === 'TS' ? p.locos.TS : p.locos[r] ? [p.locos[r] as number] : [];
    return l.length ? l.join('+') : '—';
  };
  const ind = Array.from({ length: 16 }, (_, i) => {
    const [x, iy] = L.ind(i);
    const gap = INDUSTRY_GAP[i];
    const f = gap !== null ? p.factories[gap] : null;
    const mk = p.industry.indexOf(i);
    const target = indSteps.find((m) => industryTarget(p, m) === i);
    const changed = old && old.industry.join() !== p.industry.join() && p.industry.includes(i);
    const tip = [
      `${t('ui.industry')} ${i}: ${INDUSTRY_VP[i]} VP`,
      gap !== null
        ? f
          ? t('ui.factoryBack', { n: f, text: effectText(FACTORIES[f], t) })
          : `(${t('ui.factories')}: ${t('ui.empty')})`
        : '',
      i === 10 ? t('special.IND') : '',
    ]
      .filter(Boolean)
      .join(' — ');
    return (
      <g
        key={i}
        style={target !== undefined ? { cursor: 'pointer' } : undefined}
        onClick={target !== undefined ? () => send('industryStep', { marker: target }) : undefined}>
        <title>{tip}</title>
        <rect
          x={x}
          y={iy}
          width={W - 3}
          height={L.indH}
          rx={4}
          fill={gap !== null ? (f ? '#d7ccc8' : '#fff') : '#efe7d6'}
          stroke={target !== undefined ? HILITE : changed ? CHANGED : '#8a7a5a'}
          strokeWidth={target !== undefined || changed ? 3 : 1}
          strokeDasharray={gap !== null && !f ? '4 3' : undefined}
        />
        <text x={x + 3} y={iy + F + 2} fontSize={F} fill="#555">
          {i === 10 ? `? ${p.done.IND ? '✓' : ''}` : i}
        </text>
        {f && (
          <text x={x + W - 5} y={L.phone ? iy + L.indH - 4 : iy + 11} fontSize={F} textAnchor="end" fill="#4e342e">
            F{f}
          </text>
        )}
        {mk >= 0 && (
          <g>
            <circle
              cx={x + 19}
              cy={iy + L.indH / 2 + (L.phone ? 2 : 4)}
              r={L.phone ? 10 : 9}
              fill={color}
              stroke="#000"
            />
            <text
              x={x + 19}
              y={iy + L.indH / 2 + (L.phone ? 6.5 : 8)}
              fontSize={L.phone ? 13.5 : 11}
              fontWeight={700}
              textAnchor="middle"
              fill="#fff">
              {mk + 1}
            </text>
          </g>
        )}
        <text
          x={x + 19}
          y={iy + L.indH + (L.phone ? 14 : 14)}
          fontSize={L.phone ? 13.5 : 10}
          textAnchor="middle"
          fill="#555">
          {INDUSTRY_VP[i]}
        </text>
      </g>
    );
  });
  const doublerSlots = Array.from({ length: 8 }, (_, i) => (
    <g key={i}>
      <title>{`${t('ui.doublers')} ${i + 1}${i < p.doublers ? ' ×2' : ''}`}</title>
      <rect
        x={L.doubler(i)[0]}
        y={L.doubler(i)[1]}
        width={W - 11}
        height={22}
        rx={3}
        fill={i < p.doublers ? '#ffd54f' : 'none'}
        stroke="#8a7a5a"
        strokeDasharray={i < p.doublers ? undefined : '3 2'}
      />
      {i < p.doublers && (
        <text
          x={L.doubler(i)[0] + 14}
          y={L.doubler(i)[1] + 16}
          fontSize={L.phone ? 13.5 : 11}
          textAnchor="middle"
          fontWeight={700}>
          ×2
        </text>
      )}
    </g>
  ));
  const routeScore: Record<Route, number> = { TS: rs.TS, SP: rs.SP, KV: rs.KV };
  const workers = `${p.ownAvailable}/${p.ownTotal}`;
  return (
    <div className="rr-pb rr-panel" style={{ borderLeft: `6px solid ${color}` }}>
      <h3>
        <span style={{ color }}>{SEAT_GLYPH[Number(seat)]}</span> {name}
        {mine ? ` (${t('ui.you')})` : ''} — {t('ui.score')} {p.score}
        {' · '}
        {t('ui.predicted', { n: rs.total })}
        {p.passed ? ` · ${t('ui.passed')}` : ''}
      </h3>
      <div className="rr-svg-wrap">
        <svg
          className={`rr-svg${L.phone ? ' phone' : ''}`}
          viewBox={`0 0 ${L.width} ${L.height}`}
          role="img"
          aria-label={`${name}`}>
          <defs>
            <pattern id="rr-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <rect width="6" height="6" fill="rgba(255,255,255,0.25)" />
              <line x1="0" y1="0" x2="0" y2="6" stroke="rgba(120,100,70,0.55)" strokeWidth="2" />
            </pattern>
          </defs>
          {doublerSlots}
          {ROUTES.map((r) => (
            <g key={r}>
              <title>{`${t(`route.${r}`)}: ${iconLabel('loco', i18n.language)} ${locoText(r)} — ${t('ui.reach', { n: reach(p, r) })} — ${t('ui.thisRound')} +${routeScore[r]}`}</title>
              <text x={L.head(r).name[0]} y={L.head(r).name[1]} fontSize={L.phone ? 14 : 12} fontWeight={700}>
                {t(`routeShort.${r}`)}
              </text>
              <Icon
                name="loco"
                label={iconLabel('loco', i18n.language)}
                x={L.head(r).line[0] - 14}
                y={L.head(r).line[1] - (L.phone ? 12 : 10)}
                size={L.phone ? 14 : 12}
              />
              <text x={L.head(r).line[0]} y={L.head(r).line[1]} fontSize={L.phone ? 14 : 11}>
                {locoText(r)} · +{routeScore[r]}
              </text>
              {r === 'SP' && p.pos.SP.grey >= 7 && reach(p, 'SP') >= 7 && (
                <text x={L.phone ? 150 : 90} y={L.head(r).name[1]} fontSize={L.phone ? 14 : 11} fill="#c62828">
                  ×2
                </text>
              )}
            </g>
          ))}
          {cells}
          {reachLines}
          <g>
            <title>{`${t('ui.industry')}: +${rs.industry}`}</title>
            <text x={L.head('IND').name[0]} y={L.head('IND').name[1]} fontSize={L.phone ? 14 : 12} fontWeight={700}>
              {t('ui.industry')}
            </text>
            <text x={L.head('IND').line[0]} y={L.head('IND').line[1]} fontSize={L.phone ? 14 : 11}>
              +{rs.industry}
            </text>
          </g>
          {ind}
        </svg>
      </div>
      <div className="rr-info">
        <span title={t('ui.workers')}>
          <Icon name="worker" label={t('ui.workers')} /> {workers} ({t('ui.stock')} {p.ownStock})
        </span>
        {p.tempAvailable > 0 && (
          <span title={t('ui.temp')}>
            <Icon name="cap" label={t('ui.temp')} /> {t('ui.temp')} {p.tempAvailable}
          </span>
        )}
        {p.hasBlackWorker && (
          <span title={t('card.C4')}>
            <Icon name="disc" label={t('ui.black')} /> {t('ui.black')} {p.blackAvailable ? '✓' : '—'}
          </span>
        )}
        <span title={t('ui.rubles')}>₽ {p.rubles}</span>
        <span title={t('ui.doublers')}>×2: {p.doublers}</span>
        <span title={t('ui.factories')}>
          {t('ui.factories')}:{' '}
          {p.factories
            .filter((f) => f !== null)
            .map((f) => `F${f}`)
            .join(' ') || '—'}
        </span>
        <span>
          {t('ui.engineers')}:{' '}
          {p.engineers.map((n) => (
            <span key={n} className="rr-card" title={`#${n}: ${effectText(ENGINEERS[n], t)}`}>
              #{n}
            </span>
          ))}
          {p.engineers.length === 0 && '—'}
        </span>
        <span>
          {t('ui.tokens')}:{' '}
          {Object.entries(p.tokenSpots)
            .filter(([, v]) => v)
            .map(([spot, tok]) => (
              <span key={spot} className="rr-card" title={`${spot}: ${t(`token.${tok}`)}`}>
                {tok}@{spot}
              </span>
            ))}
          {p.tokensUsed.length === 0 && '—'}
        </span>
        {p.revaluation && (
          <span className="rr-card" title={t('token.T5')}>
            {t('ui.revaluation')}
          </span>
        )}
        {p.kievMedal && (
          <span className="rr-card" title={t('token.T6')}>
            <Icon name="medal" label={t('ui.kievMedal')} /> {t('ui.kievMedal')}
          </span>
        )}
        <span>
          {t('ui.endBonus')}:{' '}
          {p.endBonus.map((c, i) => (
            <span key={i} className="rr-card" title={t(`endBonusCard.${c}`)}>
              {c === '?' ? (
                <>
                  <Icon name="cardBack" label={t('ui.hidden')} /> {t('ui.hidden')}
                </>
              ) : (
                `${c}: ${t(`endBonusCard.${c}`)}`
              )}
            </span>
          ))}
          {p.endBonus.length === 0 && '—'}
        </span>
      </div>
    </div>
  );
}
