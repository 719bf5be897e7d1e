// Map of Japan: four regions, eight cities with influence slots, train/ship slots [spec §8].
import { useTranslation } from 'react-i18next';
import { TRANSPORT_SLOTS_PER_REGION } from '../../../games/nippon/constants';
import { CITY_DEFS, CITY_TILES } from '../../../games/nippon/data/cities';
import { OVERSEAS, rankRegion, regionInfluence } from '../../../games/nippon/rules/scoring';
import { SCORING_VP } from '../../../games/nippon/constants';
import { REGIONS, type NipponState, type RegionId } from '../../../games/nippon/types';
import { CHANGED, GOOD_FILL, HL, argOf, seatColor, seatGlyph, type Changed, type Pick } from './ui';
import type { LegalMove } from '../../../games/common/module';
import { clickable } from '../common/keyboard';
import { useNarrow } from '../common/narrow';

const BOX: Record<RegionId, [number, number]> = { R1: [8, 228], R2: [186, 152], R3: [364, 76], R4: [542, 0] };
const W = 172,
  H = 168;
const SLOT_POS = [
  [0, -25],
  [25, 0],
  [0, 25],
  [-25, 0],
];

/** Where the map draws what. Desktop: the four regions on a diagonal, 722 units wide. Phone: two
 *  regions a row, 360 units (drawn about 1:1 on a 390 px screen), each city's two cities one
 *  above the other, slots 28 units across with their good's letters in them, texts at 12 units. */
interface MapLayout {
  phone: boolean;
  width: number;
  height: number;
  box: Record<RegionId, [number, number]>;
  w: number;
  h: number;
  /** slot offset from the city's centre, slot radius, city square size */
  slot: number;
  r: number;
  sq: number;
  city(x: number, y: number, ci: number): [number, number];
  /** city name: [x, y] from the city's centre and anchor */
  name: [number, number, 'middle' | 'start'];
  title: [number, number, number];
  bonus: [number, number, number];
  transport: [number, number];
  tbox: [number, number, number];
  font: number;
}
const DESKTOP_MAP: MapLayout = {
  phone: false,
  width: 722,
  height: 400,
  box: BOX,
  w: W,
  h: H,
  slot: 25,
  r: 10,
  sq: 28,
  city: (x, y, ci) => [x + 44 + ci * 86, y + 64],
  name: [0, 48, 'middle'],
  title: [8, 15, 12],
  bonus: [8, 27, 9],
  transport: [8, 134],
  tbox: [140, 18, 20],
  font: 9,
};
const PHONE_RH = 308;
const PHONE_MAP: MapLayout = {
  phone: true,
  width: 360,
  height: 2 * PHONE_RH + 6,
  box: { R1: [2, 2], R2: [182, 2], R3: [2, PHONE_RH + 4], R4: [182, PHONE_RH + 4] },
  w: 176,
  h: PHONE_RH,
  slot: 34,
  r: 14,
  sq: 40,
  city: (x, y, ci) => [x + 58, y + 88 + ci * 110],
  name: [52, 5, 'start'],
  title: [8, 18, 13],
  bonus: [8, 34, 12],
  transport: [8, 266],
  tbox: [274, 26, 20],
  font: 12,
};

interface Props {
  G: NipponState;
  pick: Pick;
  choose: (ms: LegalMove[]) => void;
  changed: Changed;
  names: Record<string, string>;
}

export function MapView({ G, pick, choose, changed, names }: Props) {
  const { t, i18n } = useTranslation('nippon');
  const L = useNarrow() ? PHONE_MAP : DESKTOP_MAP;
  const max = TRANSPORT_SLOTS_PER_REGION[G.numPlayers];
  const regionMoves = (r: RegionId) =>
    pick(
      (m) => ['buildTrain', 'buildShip', 'placeFreeTrain', 'placeFreeShip'].includes(m.move) && argOf(m).region === r,
    );
  return (
    <svg
      viewBox={`0 0 ${L.width} ${L.height}`}
      className={`nip-map${L.phone ? ' phone' : ''}`}
      role="group"
      aria-label="map">
      <rect x={0} y={0} width={L.width} height={L.height} fill="#dcecf5" rx={8} />
      {REGIONS.map((r) => {
        const [x, y] = L.box[r];
        const inf = regionInfluence(G, r);
        const round = Math.min(3, G.scoringsDone + 1);
        const { position } = rankRegion(inf, SCORING_VP[round - 1]);
        const rank = Object.keys(inf)
          .sort((a, b) => inf[b] - inf[a])
          .map(
            (k) =>
              `${t('ui.position', { n: position[k] })} ${k === OVERSEAS ? t('ui.overseas') : (names[k] ?? k)}: ${inf[k]}`,
          )
          .join('\n');
        const rm = regionMoves(r);
        const tr = G.transport[r];
        const trChanged = changed(`tr:${r}`, tr.length);
        return (
          <g key={r}>
            <rect
              x={x}
              y={y}
              width={L.w}
              height={L.h}
              rx={14}
              fill="#f3efe2"
              stroke={rm.length ? HL : trChanged ? CHANGED : '#8a7f64'}
              strokeWidth={rm.length || trChanged ? 3 : 1.2}
              {...clickable(rm.length ? () => choose(rm) : undefined, t(`region.${r}`))}
              style={{ cursor: rm.length ? 'pointer' : 'default' }}>
              <title>{`${t(`region.${r}`)} — ${t(`regionBonus.${r}`)}\n${t('ui.ranking')}:\n${rank || '-'}`}</title>
            </rect>
            <text
              x={x + L.title[0]}
              y={y + L.title[1]}
              fontSize={L.title[2]}
              fontWeight={700}>{`${r.slice(1)}. ${t(`region.${r}`)}`}</text>
            <text x={x + L.bonus[0]} y={y + L.bonus[1]} fontSize={L.bonus[2]} fill="#5a4b2a">
              {t(`regionBonus.${r}`)}
            </text>
            {G.cities
              .filter((c) => c.region === r)
              .map((c, ci) => {
                const [cx, cy] = L.city(x, y, ci);
                const def = CITY_DEFS.find((d) => d.id === c.id)!;
                return (
                  <g key={c.id}>
                    <rect
                      x={cx - L.sq / 2}
                      y={cy - L.sq / 2}
                      width={L.sq}
                      height={L.sq}
                      fill="#fff"
                      stroke="#444"
                      rx={3}>
                      <title>{`${i18n.language === 'ja' ? def.ja : def.name} (${c.tile}): ${CITY_TILES[c.tile].map((g) => t(`good.${g}`)).join(', ')}`}</title>
                    </rect>
                    {/* the phone shows each slot's good in the slot itself */}
                    {L.phone
                      ? null
                      : c.slotGoods.map((g, s) => (
                          <text
                            key={s}
                            x={cx + SLOT_POS[s][0] * 0.36}
                            y={cy + SLOT_POS[s][1] * 0.36 + 3}
                            fontSize={7}
                            textAnchor="middle"
                            pointerEvents="none">
                            {t(`goodShort.${g}`)}
                          </text>
                        ))}
                    <text x={cx + L.name[0]} y={cy + L.name[1]} fontSize={L.font} textAnchor={L.name[2]}>
                      {i18n.language === 'ja' ? def.ja : def.name}
                    </text>
                    {c.slots.map((tile, s) => {
                      const k = L.slot / 25;
                      const sx = cx + SLOT_POS[s][0] * k,
                        sy = cy + SLOT_POS[s][1] * k;
                      const ms = pick(
                        (m) => m.move === 'placeInfluence' && argOf(m).cityId === c.id && argOf(m).slot === s,
                      );
                      const ch = changed(`slot:${c.id}:${s}`, tile);
                      const good = t(`good.${c.slotGoods[s]}`);
                      return (
                        <g
                          key={s}
                          {...clickable(ms.length ? () => choose(ms) : undefined, good)}
                          style={{ cursor: ms.length ? 'pointer' : 'default' }}>
                          <circle
                            cx={sx}
                            cy={sy}
                            r={L.r}
                            fill={tile ? seatColor(tile.owner) : GOOD_FILL[c.slotGoods[s]]}
                            stroke={ms.length ? HL : ch ? CHANGED : '#555'}
                            strokeWidth={ms.length || ch ? 3 : 1}
                          />
                          {L.phone ? (
                            <text
                              x={sx}
                              y={sy + 4.5}
                              fontSize={13}
                              textAnchor="middle"
                              fontWeight={tile ? 700 : 400}
                              fill={tile ? '#fff' : '#333'}
                              pointerEvents="none">
                              {tile ? `${tile.value}` : t(`goodShort.${c.slotGoods[s]}`)}
                            </text>
                          ) : (
                            <text
                              x={sx}
                              y={sy + 4}
                              fontSize={tile ? 10 : 9}
                              textAnchor="middle"
                              fontWeight={tile ? 700 : 400}
                              fill={tile ? '#fff' : '#777'}
                              pointerEvents="none">
                              {tile ? `${tile.value}` : s}
                            </text>
                          )}
                          {tile ? (
                            <text
                              x={sx + L.r * 0.8}
                              y={sy - L.r * 0.7}
                              fontSize={L.phone ? 11 : 7}
                              fontWeight={700}
                              pointerEvents="none">
                              {seatGlyph(tile.owner)}
                            </text>
                          ) : null}
                          <title>
                            {tile
                              ? t('ui.tileIn', { name: names[tile.owner] ?? tile.owner, v: tile.value, good })
                              : t('ui.emptySlot', { v: s, good })}
                          </title>
                        </g>
                      );
                    })}
                  </g>
                );
              })}
            <text x={x + L.transport[0]} y={y + L.transport[1]} fontSize={L.font} fill="#5a4b2a">
              {t('ui.transport', { n: tr.length, max })}
            </text>
            {Array.from({ length: max }, (_, k) => {
              const tt = tr[k];
              const sx = x + 8 + k * L.tbox[2],
                sy = y + L.tbox[0];
              return (
                <g key={k}>
                  <rect
                    x={sx}
                    y={sy}
                    width={L.tbox[2] - 2}
                    height={L.tbox[1] + 2}
                    rx={3}
                    fill={tt ? seatColor(tt.owner) : '#fff'}
                    stroke="#777"
                  />
                  {tt ? (
                    <text
                      x={sx + L.tbox[2] / 2 - 1}
                      y={sy + L.tbox[1] / 2 + 5}
                      fontSize={L.phone ? 11 : 8}
                      textAnchor="middle"
                      fill="#fff"
                      fontWeight={700}>
                      {tt.kind === 'train' ? `T${tt.value}` : `S${tt.value}`}
                    </text>
                  ) : null}
                  {tt ? (
                    <title>{`${names[tt.owner] ?? tt.owner} (${seatGlyph(tt.owner)}): ${tt.kind === 'train' ? t('ui.trainTile', { v: tt.value }) : t('ui.shipTile', { v: tt.value })}`}</title>
                  ) : null}
                </g>
              );
            })}
          </g>
        );
      })}
    </svg>
  );
}
