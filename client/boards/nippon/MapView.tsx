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

const BOX: Record<RegionId, [number, number]> = { R1: [8, 228], R2: [186, 152], R3: [364, 76], R4: [542, 0] };
const W = 172, H = 168;
const SLOT_POS = [[0, -25], [25, 0], [0, 25], [-25, 0]];

interface Props {
  G: NipponState; pick: Pick; choose: (ms: LegalMove[]) => void; changed: Changed; names: Record<string, string>;
}

export function MapView({ G, pick, choose, changed, names }: Props) {
  const { t, i18n } = useTranslation('nippon');
  const max = TRANSPORT_SLOTS_PER_REGION[G.numPlayers];
  const regionMoves = (r: RegionId) => pick((m) => ['buildTrain', 'buildShip', 'placeFreeTrain', 'placeFreeShip'].includes(m.move) && argOf(m).region === r);
  return (
    <svg viewBox="0 0 722 400" className="nip-map" role="group" aria-label="map">
      <rect x={0} y={0} width={722} height={400} fill="#dcecf5" rx={8} />
      {REGIONS.map((r) => {
        const [x, y] = BOX[r];
        const inf = regionInfluence(G, r);
        const round = Math.min(3, G.scoringsDone + 1);
        const { position } = rankRegion(inf, SCORING_VP[round - 1]);
        const rank = Object.keys(inf).sort((a, b) => inf[b] - inf[a])
          .map((k) => `${t('ui.position', { n: position[k] })} ${k === OVERSEAS ? t('ui.overseas') : names[k] ?? k}: ${inf[k]}`).join('\n');
        const rm = regionMoves(r);
        const tr = G.transport[r];
        const trChanged = changed(`tr:${r}`, tr.length);
        return (
          <g key={r}>
            <rect x={x} y={y} width={W} height={H} rx={14} fill="#f3efe2" stroke={rm.length ? HL : trChanged ? CHANGED : '#8a7f64'}
              strokeWidth={rm.length || trChanged ? 3 : 1.2} {...clickable(rm.length ? () => choose(rm) : undefined, t(`region.${r}`))}
              style={{ cursor: rm.length ? 'pointer' : 'default' }}>
              <title>{`${t(`region.${r}`)} — ${t(`regionBonus.${r}`)}\n${t('ui.ranking')}:\n${rank || '-'}`}</title>
            </rect>
            <text x={x + 8} y={y + 15} fontSize={12} fontWeight={700}>{`${r.slice(1)}. ${t(`region.${r}`)}`}</text>
            <text x={x + 8} y={y + 27} fontSize={9} fill="#5a4b2a">{t(`regionBonus.${r}`)}</text>
            {G.cities.filter((c) => c.region === r).map((c, ci) => {
              const cx = x + 44 + ci * 86, cy = y + 64;
              const def = CITY_DEFS.find((d) => d.id === c.id)!;
              return (
                <g key={c.id}>
                  <rect x={cx - 14} y={cy - 14} width={28} height={28} fill="#fff" stroke="#444" rx={3}>
                    <title>{`${i18n.language === 'ja' ? def.ja : def.name} (${c.tile}): ${CITY_TILES[c.tile].map((g) => t(`good.${g}`)).join(', ')}`}</title>
                  </rect>
                  {c.slotGoods.map((g, s) => (
                    <text key={s} x={cx + SLOT_POS[s][0] * 0.36} y={cy + SLOT_POS[s][1] * 0.36 + 3} fontSize={7} textAnchor="middle" pointerEvents="none">
                      {t(`goodShort.${g}`)}
                    </text>
                  ))}
                  <text x={cx} y={cy + 48} fontSize={9} textAnchor="middle">{i18n.language === 'ja' ? def.ja : def.name}</text>
                  {c.slots.map((tile, s) => {
                    const sx = cx + SLOT_POS[s][0], sy = cy + SLOT_POS[s][1];
                    const ms = pick((m) => m.move === 'placeInfluence' && argOf(m).cityId === c.id && argOf(m).slot === s);
                    const ch = changed(`slot:${c.id}:${s}`, tile);
                    const good = t(`good.${c.slotGoods[s]}`);
                    return (
                      <g key={s} {...clickable(ms.length ? () => choose(ms) : undefined, good)} style={{ cursor: ms.length ? 'pointer' : 'default' }}>
                        <circle cx={sx} cy={sy} r={10} fill={tile ? seatColor(tile.owner) : GOOD_FILL[c.slotGoods[s]]}
                          stroke={ms.length ? HL : ch ? CHANGED : '#555'} strokeWidth={ms.length || ch ? 3 : 1} />
                        <text x={sx} y={sy + 4} fontSize={tile ? 10 : 9} textAnchor="middle" fontWeight={tile ? 700 : 400}
                          fill={tile ? '#fff' : '#777'} pointerEvents="none">{tile ? `${tile.value}` : s}</text>
                        {tile ? <text x={sx + 8} y={sy - 7} fontSize={7} fontWeight={700} pointerEvents="none">{seatGlyph(tile.owner)}</text> : null}
                        <title>{tile ? t('ui.tileIn', { name: names[tile.owner] ?? tile.owner, v: tile.value, good }) : t('ui.emptySlot', { v: s, good })}</title>
                      </g>
                    );
                  })}
                </g>
              );
            })}
            <text x={x + 8} y={y + 134} fontSize={9} fill="#5a4b2a">{t('ui.transport', { n: tr.length, max })}</text>
            {Array.from({ length: max }, (_, k) => {
              const tt = tr[k];
              const sx = x + 8 + k * 20, sy = y + 140;
              return (
                <g key={k}>
                  <rect x={sx} y={sy} width={18} height={20} rx={3} fill={tt ? seatColor(tt.owner) : '#fff'} stroke="#777" />
                  {tt ? <text x={sx + 9} y={sy + 14} fontSize={8} textAnchor="middle" fill="#fff" fontWeight={700}>
                    {tt.kind === 'train' ? `T${tt.value}` : `S${tt.value}`}</text> : null}
                  {tt ? <title>{`${names[tt.owner] ?? tt.owner} (${seatGlyph(tt.owner)}): ${tt.kind === 'train' ? t('ui.trainTile', { v: tt.value }) : t('ui.shipTile', { v: tt.value })}`}</title> : null}
                </g>
              );
            })}
          </g>
        );
      })}
    </svg>
  );
}
