// Action slots with their workers, worker rows, bag, scoring track and reward area [spec §8].
import { useTranslation } from 'react-i18next';
import { SLOT_ACTIONS } from '../../../games/nippon/constants';
import { REWARD_BONUSES, WORKER_COLORS, type NipponState, type WorkerColor } from '../../../games/nippon/types';
import type { LegalMove } from '../../../games/common/module';
import { CHANGED, HL, WORKER_FILL, WORKER_GLYPH, argOf, type Changed, type Pick } from './ui';
import { clickable } from '../common/keyboard';
import { useNarrow } from '../common/narrow';

interface Props {
  G: NipponState;
  pick: Pick;
  choose: (ms: LegalMove[]) => void;
  changed: Changed;
  names: Record<string, string>;
}

/** A worker; `k` scales it (the phone draws workers at 1.3: 21x33 units, drawn near 1:1). */
function Meeple({
  x,
  y,
  color,
  hl,
  onClick,
  title,
  k = 1,
}: {
  x: number;
  y: number;
  color: WorkerColor;
  hl?: boolean;
  onClick?: () => void;
  title: string;
  k?: number;
}) {
  return (
    <g {...clickable(onClick, title)} style={{ cursor: onClick ? 'pointer' : 'default' }}>
      {/* the whole box around the meeple takes the tap, not only its head and body */}
      {onClick ? (
        <rect
          className="nip-hit"
          x={x - 12 * k}
          y={y - 18 * k}
          width={24 * k}
          height={29 * k}
          fill="transparent"
          pointerEvents="all"
        />
      ) : null}
      <path
        d={`M${x} ${y - 11 * k} a${5 * k} ${5 * k} 0 1 1 0.1 0 M${x - 8 * k} ${y + 9 * k} L${x - 6 * k} ${y - 2 * k} L${x + 6 * k} ${y - 2 * k} L${x + 8 * k} ${y + 9 * k} Z`}
        fill={WORKER_FILL[color]}
        stroke={hl ? HL : '#333'}
        strokeWidth={hl ? 2.5 : 1}
      />
      <text
        x={x}
        y={y + 7 * k + (k > 1 ? 1 : 0)}
        fontSize={k > 1 ? 13 : 8}
        textAnchor="middle"
        fill={color === 'black' || color === 'green' ? '#fff' : '#222'}
        fontWeight={700}
        pointerEvents="none">
        {WORKER_GLYPH[color]}
      </text>
      <title>{title}</title>
    </g>
  );
}

export function SlotsView(props: Props) {
  return useNarrow() ? <PhoneSlots {...props} /> : <DesktopSlots {...props} />;
}

/** The phone's worker rows and action slots: rows side by side, then the slots three a row,
 *  360 units wide (drawn near 1:1), workers 1.3 times the desktop's, texts at 12 units or more. */
function PhoneSlots({ G, pick, choose, changed }: Props) {
  const { t } = useTranslation('nippon');
  const K = 1.3;
  const rowW = Math.floor(356 / Math.max(1, G.workerRows.length));
  const perSlotRow = 3;
  const meepleRows = Math.max(1, ...G.actionSlots.map((sl) => Math.ceil(sl.length / perSlotRow)));
  const labels = Math.max(...SLOT_ACTIONS.map((a) => a.length));
  const slotH = 14 + meepleRows * 38 + labels * 28;
  const slotsY = 124;
  const height = slotsY + 2 * (slotH + 6);
  return (
    <svg viewBox={`0 0 360 ${height}`} className="nip-slots phone" role="group" aria-label={t('ui.actionSlots')}>
      <text x={4} y={16} fontSize={13} fontWeight={700}>
        {t('ui.workerRows')}
      </text>
      {G.workerRows.map((row, r) => {
        const x = 2 + r * rowW;
        return (
          <g key={r}>
            <rect
              x={x}
              y={24}
              width={rowW - 4}
              height={44}
              rx={4}
              fill="#efe9d8"
              stroke={changed(`row:${r}`, row) ? CHANGED : '#999'}
              strokeWidth={changed(`row:${r}`, row) ? 2.5 : 1}
            />
            <text x={x + 4} y={42} fontSize={12}>
              {r + 1}
            </text>
            {row.map((c, k) => (
              <Meeple
                key={k}
                k={K}
                x={x + 28 + k * 24}
                y={50}
                color={c}
                title={t('ui.worker', { color: t(`color.${c}`) })}
              />
            ))}
            {G.shortfall.rows[r] > 0 ? (
              <text x={x + rowW - 8} y={64} fontSize={12} textAnchor="end" fill="#b00">
                -{G.shortfall.rows[r]}
              </text>
            ) : null}
          </g>
        );
      })}
      <text x={4} y={88} fontSize={12}>
        <title>{t('ui.bag')}</title>
        {`${t('ui.bag')}: ` + WORKER_COLORS.map((c) => `${WORKER_GLYPH[c]}${G.bag[c]}`).join(' ')}
      </text>
      <text x={4} y={114} fontSize={13} fontWeight={700}>
        {t('ui.actionSlots')}
      </text>
      {G.actionSlots.map((slot, s) => {
        const x = 2 + (s % 3) * 120;
        const y = slotsY + Math.floor(s / 3) * (slotH + 6);
        const ch = changed(`as:${s}`, slot);
        return (
          <g key={s}>
            <rect
              x={x}
              y={y}
              width={116}
              height={slotH}
              rx={6}
              fill="#f8f4ea"
              stroke={ch ? CHANGED : '#8a7f64'}
              strokeWidth={ch ? 2.5 : 1}
            />
            {slot.map((c, k) => {
              const ms = pick((m) => m.move === 'takeWorker' && argOf(m).slot === s && argOf(m).color === c);
              return (
                <Meeple
                  key={k}
                  k={K}
                  x={x + 24 + (k % perSlotRow) * 34}
                  y={y + 36 + Math.floor(k / perSlotRow) * 38}
                  color={c}
                  hl={ms.length > 0}
                  onClick={ms.length ? () => choose(ms) : undefined}
                  title={t('ui.worker', { color: t(`color.${c}`) })}
                />
              );
            })}
            {SLOT_ACTIONS[s].map((a, k) => (
              <g key={a}>
                <rect x={x + 4} y={y + 10 + meepleRows * 38 + k * 28} width={108} height={25} rx={4} fill="#4a3b22" />
                <text x={x + 58} y={y + 27 + meepleRows * 38 + k * 28} fontSize={12} textAnchor="middle" fill="#fff">
                  {t(`action.${a}`)}
                </text>
                <title>{t(`stage.${a}`)}</title>
              </g>
            ))}
          </g>
        );
      })}
    </svg>
  );
}

function DesktopSlots({ G, pick, choose, changed }: Props) {
  const { t } = useTranslation('nippon');
  const rowsH = G.workerRows.length * 28;
  return (
    <svg
      viewBox={`0 0 722 ${Math.max(150, rowsH + 40)}`}
      className="nip-slots"
      role="group"
      aria-label={t('ui.actionSlots')}>
      <text x={6} y={14} fontSize={11} fontWeight={700}>
        {t('ui.workerRows')}
      </text>
      {G.workerRows.map((row, r) => (
        <g key={r}>
          <rect
            x={4}
            y={20 + r * 28}
            width={96}
            height={26}
            rx={4}
            fill="#efe9d8"
            stroke={changed(`row:${r}`, row) ? CHANGED : '#999'}
            strokeWidth={changed(`row:${r}`, row) ? 2.5 : 1}
          />
          <text x={10} y={37 + r * 28} fontSize={9}>
            {r + 1}
          </text>
          {row.map((c, k) => (
            <Meeple
              key={k}
              x={30 + k * 22}
              y={34 + r * 28}
              color={c}
              title={t('ui.worker', { color: t(`color.${c}`) })}
            />
          ))}
          {G.shortfall.rows[r] > 0 ? (
            <text x={96} y={37 + r * 28} fontSize={8} textAnchor="end" fill="#b00">
              -{G.shortfall.rows[r]}
            </text>
          ) : null}
        </g>
      ))}
      <text x={6} y={rowsH + 36} fontSize={9}>
        <title>{t('ui.bag')}</title>
        {`${t('ui.bag')}: ` + WORKER_COLORS.map((c) => `${WORKER_GLYPH[c]}${G.bag[c]}`).join(' ')}
      </text>
      <text x={110} y={14} fontSize={11} fontWeight={700}>
        {t('ui.actionSlots')}
      </text>
      {G.actionSlots.map((slot, s) => {
        const x = 110 + s * 122;
        const ch = changed(`as:${s}`, slot);
        return (
          <g key={s}>
            <rect
              x={x}
              y={20}
              width={116}
              height={120}
              rx={6}
              fill="#f8f4ea"
              stroke={ch ? CHANGED : '#8a7f64'}
              strokeWidth={ch ? 2.5 : 1}
            />
            {slot.map((c, k) => {
              const ms = pick((m) => m.move === 'takeWorker' && argOf(m).slot === s && argOf(m).color === c);
              return (
                <Meeple
                  key={k}
                  x={x + 20 + (k % 4) * 25}
                  y={44 + Math.floor(k / 4) * 26}
                  color={c}
                  hl={ms.length > 0}
                  onClick={ms.length ? () => choose(ms) : undefined}
                  title={t('ui.worker', { color: t(`color.${c}`) })}
                />
              );
            })}
            {SLOT_ACTIONS[s].map((a, k) => (
              <g key={a}>
                <rect x={x + 6} y={86 + k * 25} width={104} height={21} rx={4} fill="#4a3b22" />
                <text x={x + 58} y={100 + k * 25} fontSize={10} textAnchor="middle" fill="#fff">
                  {t(`action.${a}`)}
                </text>
                <title>{t(`stage.${a}`)}</title>
              </g>
            ))}
          </g>
        );
      })}
    </svg>
  );
}

const MARKS: Record<number, string> = { 2: '一', 4: '二', 8: '三' };

/** Where the scoring track's 8 boxes go: the first box's left edge and the step between boxes,
 *  its top and size; the number's baseline and size; the scoring mark's offset, baseline and size
 *  (after boxes 2, 4, 8); the marker ring's centre height and radius. */
interface BoxGeometry {
  x0: number;
  step: number;
  y: number;
  size: number;
  numberY: number;
  font: number;
  markDx: number;
  markY: number;
  markFont: number;
  ringY: number;
  ring: number;
}
const PHONE_BOXES: BoxGeometry = {
  x0: 4,
  step: 44,
  y: 24,
  size: 38,
  numberY: 48,
  font: 13,
  markDx: 41,
  markY: 78,
  markFont: 13,
  ringY: 43,
  ring: 15,
};
const DESKTOP_BOXES: BoxGeometry = {
  x0: 6,
  step: 36,
  y: 22,
  size: 30,
  numberY: 41,
  font: 11,
  markDx: 33,
  markY: 64,
  markFont: 12,
  ringY: 37,
  ring: 12,
};

/** The scoring track's boxes, its scoring marks and the marker (phone and desktop). */
function TrackBoxes({
  marker,
  changed,
  title,
  g,
}: {
  marker: number;
  changed: boolean;
  title: string;
  g: BoxGeometry;
}) {
  return Array.from({ length: 8 }, (_, k) => {
    const sp = k + 1,
      x = g.x0 + k * g.step;
    return (
      <g key={sp}>
        <rect
          x={x}
          y={g.y}
          width={g.size}
          height={g.size}
          rx={4}
          fill={sp >= 6 ? '#e8c65a' : '#f3efe2'}
          stroke="#8a7f64"
        />
        <text x={x + g.size / 2} y={g.numberY} fontSize={g.font} textAnchor="middle">
          {sp}
        </text>
        {MARKS[sp] ? (
          <text x={x + g.markDx} y={g.markY} fontSize={g.markFont} textAnchor="middle" fontWeight={700} fill="#a01010">
            {MARKS[sp]}
          </text>
        ) : null}
        {marker === sp ? (
          <circle
            cx={x + g.size / 2}
            cy={g.ringY}
            r={g.ring}
            fill="none"
            stroke={changed ? CHANGED : '#a01010'}
            strokeWidth={3}>
            <title>{title}</title>
          </circle>
        ) : null}
      </g>
    );
  });
}

export function TrackAndRewards(props: Props) {
  return useNarrow() ? <PhoneTrack {...props} /> : <DesktopTrack {...props} />;
}

/** The phone's scoring track (8 boxes of 38 units) and the Emperor's rewards as a table: a row
 *  per bonus, a column per multiplier, each pile a 54x28 button; 360 units wide, drawn near 1:1. */
function PhoneTrack({ G, pick, choose, changed, names }: Props) {
  const { t } = useTranslation('nippon');
  const markerCh = changed('marker', G.scoringMarker);
  const rowY = (bi: number) => 164 + bi * 34;
  const colX = (ci: number) => 130 + ci * 57;
  const end = rowY(REWARD_BONUSES.length) + 22;
  return (
    <svg viewBox={`0 0 360 ${end + 6}`} className="nip-track phone" role="group" aria-label={t('ui.scoringTrack')}>
      <text x={4} y={16} fontSize={13} fontWeight={700}>
        {t('ui.scoringTrack')}
      </text>
      <TrackBoxes marker={G.scoringMarker} changed={markerCh} title={t('ui.marker')} g={PHONE_BOXES} />
      {G.scoringMarker > 8 ? (
        <text x={4} y={96} fontSize={13} fill="#a01010" fontWeight={700}>
          → 三
        </text>
      ) : null}
      {G.final && !G.result ? (
        <text x={G.scoringMarker > 8 ? 40 : 4} y={96} fontSize={12} fontWeight={700} fill="#a01010">
          {t('ui.finalBanner', {
            k: Math.min(3, G.final.roundsDone + 1),
            name: names[G.final.triggerSeat] ?? G.final.triggerSeat,
          })}
        </text>
      ) : null}
      <text x={4} y={128} fontSize={13} fontWeight={700}>
        {t('ui.rewards')}
      </text>
      {[2, 3, 4, 5].map((col, ci) => (
        <text key={col} x={colX(ci) + 27} y={152} fontSize={13} textAnchor="middle" fontWeight={700}>
          x{col}
        </text>
      ))}
      {REWARD_BONUSES.map((b, bi) => (
        <g key={b}>
          <text x={4} y={rowY(bi) + 19} fontSize={12}>
            {t(`bonus.${b}`)}
          </text>
          {[2, 3, 4, 5].map((col, ci) => {
            const n = G.rewards[col][b];
            const ms = pick((m) => m.move === 'takeReward' && argOf(m).column === col && argOf(m).bonus === b);
            const ch = changed(`rw:${col}:${b}`, n);
            return (
              <g
                key={col}
                {...clickable(
                  ms.length ? () => choose(ms) : undefined,
                  t('ui.pile', { col, bonus: t(`bonus.${b}`), n }),
                )}
                style={{ cursor: ms.length ? 'pointer' : 'default' }}>
                <rect
                  x={colX(ci)}
                  y={rowY(bi)}
                  width={54}
                  height={28}
                  rx={3}
                  fill={n ? '#fff7de' : '#ddd'}
                  stroke={ms.length ? HL : ch ? CHANGED : '#999'}
                  strokeWidth={ms.length || ch ? 2.5 : 1}
                />
                <text x={colX(ci) + 27} y={rowY(bi) + 19} fontSize={13} textAnchor="middle">{`×${n}`}</text>
                <title>{t('ui.pile', { col, bonus: t(`bonus.${b}`), n })}</title>
              </g>
            );
          })}
        </g>
      ))}
      <text x={356} y={end} fontSize={12} textAnchor="end">
        {t('ui.x2left', { n: G.multiplierTilesLeft })}
      </text>
    </svg>
  );
}

function DesktopTrack({ G, pick, choose, changed, names }: Props) {
  const { t } = useTranslation('nippon');
  const markerCh = changed('marker', G.scoringMarker);
  return (
    // a group, not an image: the reward piles inside are buttons
    <svg viewBox="0 0 722 110" className="nip-track" role="group" aria-label={t('ui.scoringTrack')}>
      <text x={6} y={14} fontSize={11} fontWeight={700}>
        {t('ui.scoringTrack')}
      </text>
      <TrackBoxes marker={G.scoringMarker} changed={markerCh} title={t('ui.marker')} g={DESKTOP_BOXES} />
      {G.scoringMarker > 8 ? (
        <text x={300} y={41} fontSize={11} fill="#a01010" fontWeight={700}>
          → 三
        </text>
      ) : null}
      {G.final && !G.result ? (
        <text x={6} y={90} fontSize={11} fontWeight={700} fill="#a01010">
          {t('ui.finalBanner', {
            k: Math.min(3, G.final.roundsDone + 1),
            name: names[G.final.triggerSeat] ?? G.final.triggerSeat,
          })}
        </text>
      ) : null}
      <text x={340} y={14} fontSize={11} fontWeight={700}>
        {t('ui.rewards')}
      </text>
      {[2, 3, 4, 5].map((col, ci) => (
        <g key={col}>
          <text x={350 + ci * 88 + 40} y={30} fontSize={10} textAnchor="middle" fontWeight={700}>
            x{col}
          </text>
          {REWARD_BONUSES.map((b, bi) => {
            const n = G.rewards[col][b];
            const ms = pick((m) => m.move === 'takeReward' && argOf(m).column === col && argOf(m).bonus === b);
            const ch = changed(`rw:${col}:${b}`, n);
            return (
              <g
                key={b}
                {...clickable(
                  ms.length ? () => choose(ms) : undefined,
                  t('ui.pile', { col, bonus: t(`bonus.${b}`), n }),
                )}
                style={{ cursor: ms.length ? 'pointer' : 'default' }}>
                <rect
                  x={350 + ci * 88}
                  y={34 + bi * 22}
                  width={82}
                  height={19}
                  rx={3}
                  fill={n ? '#fff7de' : '#ddd'}
                  stroke={ms.length ? HL : ch ? CHANGED : '#999'}
                  strokeWidth={ms.length || ch ? 2.5 : 1}
                />
                <text x={354 + ci * 88} y={47 + bi * 22} fontSize={9}>{`${t(`bonus.${b}`)} ×${n}`}</text>
                <title>{t('ui.pile', { col, bonus: t(`bonus.${b}`), n })}</title>
              </g>
            );
          })}
        </g>
      ))}
      <text x={716} y={104} fontSize={9} textAnchor="end">
        {t('ui.x2left', { n: G.multiplierTilesLeft })}
      </text>
    </svg>
  );
}
