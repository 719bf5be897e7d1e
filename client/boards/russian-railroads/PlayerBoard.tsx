// One player board: three railways with virtual fill, markers, reach, specials, doublers and the
// industry track; live predicted points per railway [spec §8 "Player boards"].
import { useTranslation } from 'react-i18next';
import { FACTORIES, INDUSTRY_GAP, INDUSTRY_VP, KIEV_STARS, ROUTE_LENGTH } from '../../../games/russian-railroads/data/board';
import { ENGINEERS } from '../../../games/russian-railroads/data/engineers';
import { industryTarget } from '../../../games/russian-railroads/rules/industry';
import { roundScore } from '../../../games/russian-railroads/rules/scoring';
import { reach, stepTarget } from '../../../games/russian-railroads/rules/track';
import { COLORS, ROUTES } from '../../../games/russian-railroads/types';
import type { Color, Route, RRState } from '../../../games/russian-railroads/types';
import type { LegalMove } from '../../../games/common/module';
import { Icon, iconLabel, type IconName } from '../../icons';
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

const X0 = 118;
const W = 42;
const ROW_Y: Record<Route, number> = { TS: 40, SP: 100, KV: 150 };
const IND_Y = 214;
const SPECIALS: Record<Route, Record<number, string>> = {
  TS: { 2: 'TS2', 3: 'TS3', 6: 'TS6', 10: 'TS10', 13: 'TS13', 15: 'TS15' },
  SP: { 4: 'SP4', 6: 'SP6', 7: 'SP7', 9: 'SP9' },
  KV: { 5: 'KV5', 7: 'KV7', 9: 'KV9' },
};
/** The mark of a special space: a short text, and an icon drawn after it. */
const SPECIAL_ICON: Record<string, { text: string; icon?: IconName }> = {
  TS2: { text: '+G' }, TS3: { text: '+', icon: 'worker' }, TS6: { text: '+B' }, TS10: { text: '+N' }, TS13: { text: '?' }, TS15: { text: '+W' },
  SP4: { text: '?' }, SP6: { text: '?' }, SP7: { text: '×2' }, SP9: { text: '', icon: 'flag' },
  KV5: { text: '', icon: 'medal' }, KV7: { text: '+', icon: 'worker' }, KV9: { text: '', icon: 'flag' },
};

export function PlayerBoard({ G, seat, me, name, color, legal, prev, send }: Props) {
  const { t, i18n } = useTranslation(NS);
  const p = G.players[seat];
  const old = prev?.players[seat];
  const mine = seat === me;
  const steps = mine ? legal.filter((l) => l.move === 'trackStep').map((l) => l.args[0] as { route: Route; color: Color }) : [];
  const indSteps = mine ? legal.filter((l) => l.move === 'industryStep').map((l) => (l.args[0] as { marker: number }).marker) : [];
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
      const x = X0 + i * W;
      const y = ROW_Y[r];
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
      ].filter(Boolean).join(' ');
      return (
        <g key={`${r}${s}`} style={target ? { cursor: 'pointer' } : undefined}
          onClick={target ? () => send('trackStep', { route: r, color: target.color }) : undefined}>
          <title>{tip}</title>
          <rect x={x} y={y} width={W - 3} height={36} rx={4} fill={c ? TRACK_FILL[c] : '#f3efe6'}
            stroke={target ? HILITE : changed ? CHANGED : '#8a7a5a'} strokeWidth={target || changed ? 3 : 1}
            strokeDasharray={changed && !target ? '4 2' : undefined} />
          {s > rc && <rect x={x} y={y} width={W - 3} height={36} rx={4} fill="url(#rr-hatch)" pointerEvents="none" />}
          <text x={x + 3} y={y + 11} fontSize={9} fill={c ? TRACK_TEXT[c] : '#555'}>{s}</text>
          {marker && (
            <g>
              <circle cx={x + 20} cy={y + 21} r={10} fill={TRACK_FILL[marker]} stroke={TRACK_TEXT[marker]} strokeWidth={2} />
              <text x={x + 20} y={y + 25} fontSize={11} fontWeight={700} textAnchor="middle" fill={TRACK_TEXT[marker]}>{t(`colorGlyph.${marker}`)}</text>
            </g>
          )}
          {target && <text x={x + 20} y={y + 26} fontSize={16} textAnchor="middle" fill={HILITE}>＋</text>}
          {sp && (() => {
            const mark = SPECIAL_ICON[sp];
            const right = x + W - 5 - (p.done[sp] ? 7 : 0);
            const fill = c ? TRACK_TEXT[c] : '#333';
            return (
              <g>
                <text x={mark.icon ? right - 10 : right} y={y + 11} fontSize={9} textAnchor="end" fill={fill}>{mark.text}</text>
                {mark.icon && <Icon name={mark.icon} label={t(`special.${sp}`)} x={right - 10} y={y + 2} size={10} color={fill} />}
                {p.done[sp] && <text x={x + W - 5} y={y + 11} fontSize={9} textAnchor="end" fill={fill}>✓</text>}
              </g>
            );
          })()}
          {star && <text x={x + W - 5} y={y + 34} fontSize={9} textAnchor="end" fill={c ? TRACK_TEXT[c] : '#b8860b'}>★{star[1]}</text>}
        </g>
      );
    });
  });
  const reachLines = ROUTES.map((r) => {
    const rc = reach(p, r);
    if (!rc) return null;
    const x = X0 + rc * W - 2;
    return <line key={r} x1={x} x2={x} y1={ROW_Y[r] - 3} y2={ROW_Y[r] + 39} stroke={color} strokeWidth={4}><title>{t('ui.reach', { n: rc })}</title></line>;
  });
  const locoText = (r: Route) => {
    const l = r === 'TS' ? p.locos.TS : p.locos[r] ? [p.locos[r] as number] : [];
    return l.length ? l.join('+') : '—';
  };
  const ind = Array.from({ length: 16 }, (_, i) => {
    const x = X0 + i * W - W;
    const gap = INDUSTRY_GAP[i];
    const f = gap !== null ? p.factories[gap] : null;
    const mk = p.industry.indexOf(i);
    const target = indSteps.find((m) => industryTarget(p, m) === i);
    const changed = old && old.industry.join() !== p.industry.join() && p.industry.includes(i);
    const tip = [
      `${t('ui.industry')} ${i}: ${INDUSTRY_VP[i]} VP`,
      gap !== null ? (f ? t('ui.factoryBack', { n: f, text: effectText(FACTORIES[f], t) }) : `(${t('ui.factories')}: ${t('ui.empty')})`) : '',
      i === 10 ? t('special.IND') : '',
    ].filter(Boolean).join(' — ');
    return (
      <g key={i} style={target !== undefined ? { cursor: 'pointer' } : undefined}
        onClick={target !== undefined ? () => send('industryStep', { marker: target }) : undefined}>
        <title>{tip}</title>
        <rect x={x} y={IND_Y} width={W - 3} height={34} rx={4} fill={gap !== null ? (f ? '#d7ccc8' : '#fff') : '#efe7d6'}
          stroke={target !== undefined ? HILITE : changed ? CHANGED : '#8a7a5a'} strokeWidth={target !== undefined || changed ? 3 : 1}
          strokeDasharray={gap !== null && !f ? '4 3' : undefined} />
        <text x={x + 3} y={IND_Y + 11} fontSize={9} fill="#555">{i === 10 ? `? ${p.done.IND ? '✓' : ''}` : i}</text>
        {f && <text x={x + W - 5} y={IND_Y + 11} fontSize={9} textAnchor="end" fill="#4e342e">F{f}</text>}
        {mk >= 0 && (
          <g>
            <circle cx={x + 19} cy={IND_Y + 21} r={9} fill={color} stroke="#000" />
            <text x={x + 19} y={IND_Y + 25} fontSize={11} fontWeight={700} textAnchor="middle" fill="#fff">{mk + 1}</text>
          </g>
        )}
        <text x={x + 19} y={IND_Y + 48} fontSize={10} textAnchor="middle" fill="#555">{INDUSTRY_VP[i]}</text>
      </g>
    );
  });
  const doublerSlots = Array.from({ length: 8 }, (_, i) => (
    <g key={i}>
      <title>{`${t('ui.doublers')} ${i + 1}${i < p.doublers ? ' ×2' : ''}`}</title>
      <rect x={X0 + i * W + 4} y={12} width={W - 11} height={22} rx={3} fill={i < p.doublers ? '#ffd54f' : 'none'} stroke="#8a7a5a" strokeDasharray={i < p.doublers ? undefined : '3 2'} />
      {i < p.doublers && <text x={X0 + i * W + 18} y={28} fontSize={11} textAnchor="middle" fontWeight={700}>×2</text>}
    </g>
  ));
  const routeScore: Record<Route, number> = { TS: rs.TS, SP: rs.SP, KV: rs.KV };
  const workers = `${p.ownAvailable}/${p.ownTotal}`;
  return (
    <div className="rr-pb rr-panel" style={{ borderLeft: `6px solid ${color}` }}>
      <h3>
        <span style={{ color }}>{SEAT_GLYPH[Number(seat)]}</span> {name}{mine ? ` (${t('ui.you')})` : ''} — {t('ui.score')} {p.score}
        {' · '}{t('ui.predicted', { n: rs.total })}{p.passed ? ` · ${t('ui.passed')}` : ''}
      </h3>
      <div className="rr-svg-wrap">
      <svg className="rr-svg" viewBox="0 0 790 270" role="img" aria-label={`${name}`}>
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
            <text x={4} y={ROW_Y[r] + 14} fontSize={12} fontWeight={700}>{t(`routeShort.${r}`)}</text>
            <Icon name="loco" label={iconLabel('loco', i18n.language)} x={4} y={ROW_Y[r] + 20} size={12} />
            <text x={18} y={ROW_Y[r] + 30} fontSize={11}>{locoText(r)} · +{routeScore[r]}</text>
            {r === 'SP' && p.pos.SP.grey >= 7 && reach(p, 'SP') >= 7 && <text x={90} y={ROW_Y[r] + 14} fontSize={11} fill="#c62828">×2</text>}
          </g>
        ))}
        {cells}
        {reachLines}
        <g>
          <title>{`${t('ui.industry')}: +${rs.industry}`}</title>
          <text x={4} y={IND_Y + 14} fontSize={12} fontWeight={700}>{t('ui.industry')}</text>
          <text x={4} y={IND_Y + 30} fontSize={11}>+{rs.industry}</text>
        </g>
        {ind}
      </svg>
      </div>
      <div className="rr-info">
        <span title={t('ui.workers')}><Icon name="worker" label={t('ui.workers')} /> {workers} ({t('ui.stock')} {p.ownStock})</span>
        {p.tempAvailable > 0 && <span title={t('ui.temp')}><Icon name="cap" label={t('ui.temp')} /> {t('ui.temp')} {p.tempAvailable}</span>}
        {p.hasBlackWorker && <span title={t('card.C4')}><Icon name="disc" label={t('ui.black')} /> {t('ui.black')} {p.blackAvailable ? '✓' : '—'}</span>}
        <span title={t('ui.rubles')}>₽ {p.rubles}</span>
        <span title={t('ui.doublers')}>×2: {p.doublers}</span>
        <span title={t('ui.factories')}>{t('ui.factories')}: {p.factories.filter((f) => f !== null).map((f) => `F${f}`).join(' ') || '—'}</span>
        <span>{t('ui.engineers')}: {p.engineers.map((n) => (
          <span key={n} className="rr-card" title={`#${n}: ${effectText(ENGINEERS[n], t)}`}>#{n}</span>
        ))}{p.engineers.length === 0 && '—'}</span>
        <span>{t('ui.tokens')}: {Object.entries(p.tokenSpots).filter(([, v]) => v).map(([spot, tok]) => (
          <span key={spot} className="rr-card" title={`${spot}: ${t(`token.${tok}`)}`}>{tok}@{spot}</span>
        ))}{p.tokensUsed.length === 0 && '—'}</span>
        {p.revaluation && <span className="rr-card" title={t('token.T5')}>{t('ui.revaluation')}</span>}
        {p.kievMedal && <span className="rr-card" title={t('token.T6')}><Icon name="medal" label={t('ui.kievMedal')} /> {t('ui.kievMedal')}</span>}
        <span>{t('ui.endBonus')}: {p.endBonus.map((c, i) => (
          <span key={i} className="rr-card" title={t(`endBonusCard.${c}`)}>{c === '?' ? <><Icon name="cardBack" label={t('ui.hidden')} /> {t('ui.hidden')}</> : `${c}: ${t(`endBonusCard.${c}`)}`}</span>
        ))}{p.endBonus.length === 0 && '—'}</span>
      </div>
    </div>
  );
}
