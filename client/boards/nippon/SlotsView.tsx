// Action slots with their workers, worker rows, bag, scoring track and reward area [spec §8].
import { useTranslation } from 'react-i18next';
import { SLOT_ACTIONS } from '../../../games/nippon/constants';
import { REWARD_BONUSES, WORKER_COLORS, type NipponState, type WorkerColor } from '../../../games/nippon/types';
import type { LegalMove } from '../../../games/common/module';
import { CHANGED, HL, WORKER_FILL, WORKER_GLYPH, argOf, type Changed, type Pick } from './ui';
import { clickable } from '../common/keyboard';

interface Props {
  G: NipponState; pick: Pick; choose: (ms: LegalMove[]) => void; changed: Changed; names: Record<string, string>;
}

function Meeple({ x, y, color, hl, onClick, title }: { x: number; y: number; color: WorkerColor; hl?: boolean; onClick?: () => void; title: string }) {
  return (
    <g {...clickable(onClick, title)} style={{ cursor: onClick ? 'pointer' : 'default' }}>
      {/* the whole box around the meeple takes the tap, not only its head and body */}
      {onClick ? <rect className="nip-hit" x={x - 12} y={y - 18} width={24} height={29} fill="transparent" pointerEvents="all" /> : null}
      <path d={`M${x} ${y - 11} a5 5 0 1 1 0.1 0 M${x - 8} ${y + 9} L${x - 6} ${y - 2} L${x + 6} ${y - 2} L${x + 8} ${y + 9} Z`}
        fill={WORKER_FILL[color]} stroke={hl ? HL : '#333'} strokeWidth={hl ? 2.5 : 1} />
      <text x={x} y={y + 7} fontSize={8} textAnchor="middle" fill={color === 'black' || color === 'green' ? '#fff' : '#222'} fontWeight={700} pointerEvents="none">
        {WORKER_GLYPH[color]}
      </text>
      <title>{title}</title>
    </g>
  );
}

export function SlotsView({ G, pick, choose, changed, names }: Props) {
  const { t } = useTranslation('nippon');
  const rowsH = G.workerRows.length * 28;
  return (
    <svg viewBox={`0 0 722 ${Math.max(150, rowsH + 40)}`} className="nip-slots" role="group" aria-label={t('ui.actionSlots')}>
      <text x={6} y={14} fontSize={11} fontWeight={700}>{t('ui.workerRows')}</text>
      {G.workerRows.map((row, r) => (
        <g key={r}>
          <rect x={4} y={20 + r * 28} width={96} height={26} rx={4} fill="#efe9d8" stroke={changed(`row:${r}`, row) ? CHANGED : '#999'} strokeWidth={changed(`row:${r}`, row) ? 2.5 : 1} />
          <text x={10} y={37 + r * 28} fontSize={9}>{r + 1}</text>
          {row.map((c, k) => <Meeple key={k} x={30 + k * 22} y={34 + r * 28} color={c} title={t('ui.worker', { color: t(`color.${c}`) })} />)}
          {G.shortfall.rows[r] > 0 ? <text x={96} y={37 + r * 28} fontSize={8} textAnchor="end" fill="#b00">-{G.shortfall.rows[r]}</text> : null}
        </g>
      ))}
      <text x={6} y={rowsH + 36} fontSize={9}>
        <title>{t('ui.bag')}</title>
        {`${t('ui.bag')}: ` + WORKER_COLORS.map((c) => `${WORKER_GLYPH[c]}${G.bag[c]}`).join(' ')}
      </text>
      <text x={110} y={14} fontSize={11} fontWeight={700}>{t('ui.actionSlots')}</text>
      {G.actionSlots.map((slot, s) => {
        const x = 110 + s * 122;
        const ch = changed(`as:${s}`, slot);
        return (
          <g key={s}>
            <rect x={x} y={20} width={116} height={120} rx={6} fill="#f8f4ea" stroke={ch ? CHANGED : '#8a7f64'} strokeWidth={ch ? 2.5 : 1} />
            {slot.map((c, k) => {
              const ms = pick((m) => m.move === 'takeWorker' && argOf(m).slot === s && argOf(m).color === c);
              return <Meeple key={k} x={x + 20 + (k % 4) * 25} y={44 + Math.floor(k / 4) * 26} color={c} hl={ms.length > 0}
                onClick={ms.length ? () => choose(ms) : undefined} title={t('ui.worker', { color: t(`color.${c}`) })} />;
            })}
            {SLOT_ACTIONS[s].map((a, k) => (
              <g key={a}>
                <rect x={x + 6} y={86 + k * 25} width={104} height={21} rx={4} fill="#4a3b22" />
                <text x={x + 58} y={100 + k * 25} fontSize={10} textAnchor="middle" fill="#fff">{t(`action.${a}`)}</text>
                <title>{t(`stage.${a}`)}</title>
              </g>
            ))}
          </g>
        );
      })}
    </svg>
  );
}

export function TrackAndRewards({ G, pick, choose, changed, names }: Props) {
  const { t } = useTranslation('nippon');
  const marks: Record<number, string> = { 2: '一', 4: '二', 8: '三' };
  const markerCh = changed('marker', G.scoringMarker);
  return (
    // a group, not an image: the reward piles inside are buttons
    <svg viewBox="0 0 722 110" className="nip-track" role="group" aria-label={t('ui.scoringTrack')}>
      <text x={6} y={14} fontSize={11} fontWeight={700}>{t('ui.scoringTrack')}</text>
      {Array.from({ length: 8 }, (_, k) => {
        const sp = k + 1, x = 6 + k * 36;
        return (
          <g key={sp}>
            <rect x={x} y={22} width={30} height={30} rx={4} fill={sp >= 6 ? '#e8c65a' : '#f3efe2'} stroke="#8a7f64" />
            <text x={x + 15} y={41} fontSize={11} textAnchor="middle">{sp}</text>
            {marks[sp] ? <text x={x + 33} y={64} fontSize={12} textAnchor="middle" fontWeight={700} fill="#a01010">{marks[sp]}</text> : null}
            {G.scoringMarker === sp ? (
              <circle cx={x + 15} cy={37} r={12} fill="none" stroke={markerCh ? CHANGED : '#a01010'} strokeWidth={3}>
                <title>{t('ui.marker')}</title>
              </circle>
            ) : null}
          </g>
        );
      })}
      {G.scoringMarker > 8 ? <text x={300} y={41} fontSize={11} fill="#a01010" fontWeight={700}>→ 三</text> : null}
      {G.final && !G.result ? (
        <text x={6} y={90} fontSize={11} fontWeight={700} fill="#a01010">
          {t('ui.finalBanner', { k: Math.min(3, G.final.roundsDone + 1), name: names[G.final.triggerSeat] ?? G.final.triggerSeat })}
        </text>
      ) : null}
      <text x={340} y={14} fontSize={11} fontWeight={700}>{t('ui.rewards')}</text>
      {[2, 3, 4, 5].map((col, ci) => (
        <g key={col}>
          <text x={350 + ci * 88 + 40} y={30} fontSize={10} textAnchor="middle" fontWeight={700}>x{col}</text>
          {REWARD_BONUSES.map((b, bi) => {
            const n = G.rewards[col][b];
            const ms = pick((m) => m.move === 'takeReward' && argOf(m).column === col && argOf(m).bonus === b);
            const ch = changed(`rw:${col}:${b}`, n);
            return (
              <g key={b} {...clickable(ms.length ? () => choose(ms) : undefined, t('ui.pile', { col, bonus: t(`bonus.${b}`), n }))} style={{ cursor: ms.length ? 'pointer' : 'default' }}>
                <rect x={350 + ci * 88} y={34 + bi * 22} width={82} height={19} rx={3} fill={n ? '#fff7de' : '#ddd'}
                  stroke={ms.length ? HL : ch ? CHANGED : '#999'} strokeWidth={ms.length || ch ? 2.5 : 1} />
                <text x={354 + ci * 88} y={47 + bi * 22} fontSize={9}>{`${t(`bonus.${b}`)} ×${n}`}</text>
                <title>{t('ui.pile', { col, bonus: t(`bonus.${b}`), n })}</title>
              </g>
            );
          })}
        </g>
      ))}
      <text x={716} y={104} fontSize={9} textAnchor="end">{t('ui.x2left', { n: G.multiplierTilesLeft })}</text>
    </svg>
  );
}
