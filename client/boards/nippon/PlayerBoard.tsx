// One player's board: budget, tracks, workers with wage hint, ships/trains, factories, contracts,
// influence tiles and achievements [spec §8 player panels].
import { textOn } from '../common/contrast';
import { useTranslation } from 'react-i18next';
import {
  INCOME_ICON_COLUMNS,
  STAR_SPACES_SHIP,
  STAR_SPACES_TRAIN,
  WAGE_PER_COLOR,
  WORKER_SLOT_NUMBER,
} from '../../../games/nippon/constants';
import { CONTRACTS } from '../../../games/nippon/data/contracts';
import { FACTORIES } from '../../../games/nippon/data/factories';
import { TRACK_TABLE } from '../../../games/nippon/data/tracks';
import { maxRewardColumn } from '../../../games/nippon/rules/consolidate';
import { distinctColors } from '../../../games/nippon/rules/player';
import { achievementBase, multiplierOf } from '../../../games/nippon/rules/scoring';
import { ACHIEVEMENTS, TRACKS, type NipponState, type Track } from '../../../games/nippon/types';
import type { LegalMove } from '../../../games/common/module';
import {
  CHANGED,
  GOOD_FILL,
  HL,
  WORKER_FILL,
  WORKER_GLYPH,
  argOf,
  seatColor,
  seatGlyph,
  type Changed,
  type Pick,
} from './ui';
import { Icon } from '../../icons';

interface Props {
  G: NipponState;
  seat: string;
  name: string;
  mine: boolean;
  pick: Pick;
  choose: (ms: LegalMove[]) => void;
  changed: Changed;
}

export function PlayerBoard({ G, seat, name, mine, pick, choose, changed }: Props) {
  const { t } = useTranslation('nippon');
  const p = G.players[seat];
  const own = (pred: (m: LegalMove) => boolean) => (mine ? pick(pred) : []);
  const ch = (k: string, v: unknown) => changed(`p:${seat}:${k}`, v);
  const box = (k: string, v: unknown) => (ch(k, v) ? { outline: `2px solid ${CHANGED}` } : undefined);
  const colors = distinctColors(p);
  const maxCol = maxRewardColumn(p);
  return (
    <section className={`nip-player${mine ? ' mine' : ''}`} style={{ borderColor: seatColor(seat) }}>
      <header
        style={{
          background: seatColor(seat),
          color: textOn(seatColor(seat)),
          textShadow: textOn(seatColor(seat)) === '#fff' ? undefined : 'none',
        }}>
        <b>{seatGlyph(seat)}</b> {name}
        {mine ? ` (${t('ui.you')})` : ''}
      </header>
      <div className="nip-budget">
        <span style={box('vp', p.vp)} title={t('ui.vp')}>
          <Icon name="star" label={t('ui.vp')} color="#b8860b" /> {p.vp} {t('ui.vp')}
        </span>
        <span style={box('money', p.money)} title={t('ui.yen')}>
          ¥ {(p.money * 1000).toLocaleString()}
        </span>
        <span style={box('coal', p.coal)} title={t('ui.coal')}>
          <Icon name="coal" label={t('ui.coal')} /> {p.coal}
        </span>
        <span style={box('bp', p.blueprints)} title={t('ui.blueprints')}>
          <Icon name="blueprint" label={t('ui.blueprints')} /> {p.blueprints}
        </span>
        {p.heldMachines ? <span>{t('ui.held', { n: p.heldMachines })}</span> : null}
      </div>
      <div className="nip-tracks">
        {TRACKS.map((tr: Track) => {
          const ms = own((m) => m.move === 'convertBlueprints' && argOf(m).track === tr);
          const idx = tr === 'coal' ? p.coalIdx : tr === 'income' ? p.incomeIdx : p.knowledgeIdx;
          return (
            <div
              key={tr}
              className="nip-track-row"
              onClick={ms.length ? () => choose(ms) : undefined}
              style={{
                cursor: ms.length ? 'pointer' : 'default',
                outline: ms.length ? `2px solid ${HL}` : ch(`t${tr}`, idx) ? `2px solid ${CHANGED}` : undefined,
              }}
              title={ms.length ? t('btn.convert', { track: t(`track.${tr}`) }) : t(`track.${tr}`)}>
              <span className="nip-track-name">{t(`track.${tr}`)}</span>
              {TRACK_TABLE[tr].map((sp, i) => (
                <span key={i} className={`nip-cell${i === idx ? ' on' : ''}`} title={`${sp.v}${sp.star ? ' ★' : ''}`}>
                  {sp.blank ? '·' : sp.v}
                  {sp.star ? '★' : ''}
                </span>
              ))}
            </div>
          );
        })}
      </div>
      <div className="nip-workers" style={box('workers', p.workers)}>
        {WORKER_SLOT_NUMBER.map((n, k) => {
          const w = p.workers[k];
          return (
            <span
              key={k}
              className="nip-wslot"
              title={`${t('ui.workerSlot', { k: k + 1 })}${n ? ` — ${t('ui.printedNumber', { n })}` : ''}`}>
              <small>{n ?? ''}</small>
              {w ? (
                <span
                  className="nip-meeple"
                  style={{ background: WORKER_FILL[w], color: w === 'black' || w === 'green' ? '#fff' : '#222' }}
                  title={t('ui.worker', { color: t(`color.${w}`) })}>
                  {WORKER_GLYPH[w]}
                </span>
              ) : (
                <span className="nip-meeple empty" />
              )}
            </span>
          );
        })}
        <div className="nip-hint">
          {t('ui.wages', { count: colors, yen: (colors * WAGE_PER_COLOR * 1000).toLocaleString() })}
          <br />
          {maxCol ? t('ui.rewardHint', { n: maxCol }) : t('ui.noReward')}
        </div>
      </div>
      <div className="nip-rows">
        {(['ship', 'train'] as const).map((kind) => {
          const placed = kind === 'ship' ? p.shipsPlaced : p.trainsPlaced;
          const face = kind === 'ship' ? p.shipFace : p.trainFace;
          const stars = kind === 'ship' ? STAR_SPACES_SHIP : STAR_SPACES_TRAIN;
          return (
            <div key={kind} className="nip-row" style={box(kind, placed)}>
              <span className="nip-track-name">{t(kind === 'ship' ? 'ui.ships' : 'ui.trains')}</span>
              {[1, 2, 3, 4, 5, 6].map((k) => (
                <span
                  key={k}
                  className={`nip-cell${k <= placed ? ' gone' : ''}`}
                  title={
                    k <= placed
                      ? stars.includes(k)
                        ? '★'
                        : '-'
                      : kind === 'ship'
                        ? t('ui.shipTile', { v: face })
                        : t('ui.trainTile', { v: face })
                  }>
                  {k <= placed ? (stars.includes(k) ? '★' : '·') : kind === 'ship' ? `S${face}` : `+${face}`}
                </span>
              ))}
            </div>
          );
        })}
        <div className="nip-row">
          <span className="nip-track-name">¥↑</span>
          {[1, 2, 3, 4, 5, 6].map((k) => (
            <span
              key={k}
              className="nip-cell icon"
              title={
                INCOME_ICON_COLUMNS.includes(k)
                  ? p.shipsPlaced >= k && p.trainsPlaced >= k
                    ? t('ui.iconRevealed')
                    : t('ui.iconHidden', { k })
                  : ''
              }>
              {INCOME_ICON_COLUMNS.includes(k) ? (p.shipsPlaced >= k && p.trainsPlaced >= k ? '¥✓' : '¥') : ''}
            </span>
          ))}
        </div>
      </div>
      <div className="nip-factories">
        {p.factories.map((f) => {
          const def = FACTORIES[f.id];
          const ms = own(
            (m) =>
              ['mechanizeOnce', 'freeMechanize', 'produceAt'].includes(m.move) &&
              (argOf(m).target === f.id || argOf(m).factoryId === f.id),
          );
          const c = ch(`f:${f.id}`, f);
          return (
            <button
              key={f.id}
              type="button"
              className="nip-ofac"
              disabled={!ms.length}
              onClick={() => choose(ms)}
              style={{
                background: GOOD_FILL[def.good],
                outline: ms.length ? `3px solid ${HL}` : c ? `2px solid ${CHANGED}` : undefined,
              }}
              title={`${f.id}: ${t(`synergy.${f.id}`)}\n${f.machine ? t('ui.machine', { n: f.machine }) : t('ui.noMachine')} · ${t('ui.goods', { n: f.goods, max: def.storage })}`}>
              <b>
                {t(`good.${def.good}`)} #{f.id.slice(-1)}
              </b>{' '}
              <Icon name="gear" label={f.machine ? t('ui.machine', { n: f.machine }) : t('ui.noMachine')} />
              {f.machine ? `+${f.machine}` : '–'}
              <span className="nip-cubes">
                {'■'.repeat(f.goods)}
                {'□'.repeat(def.storage - f.goods)}
              </span>
            </button>
          );
        })}
      </div>
      <div className="nip-contracts">
        {p.contracts.map((c) => {
          const def = CONTRACTS[c.id];
          const ms = own((m) => m.move === 'fulfillContract' && argOf(m).contractId === c.id);
          const bonus = def.money ? `${def.money},000 ${t('ui.yen')}` : `${def.vp} ${t('ui.vp')}`;
          return (
            <button
              key={c.id}
              type="button"
              className={`nip-contract${c.fulfilled ? ' done' : ''}`}
              disabled={!ms.length}
              onClick={() => choose(ms)}
              style={{
                outline: ms.length
                  ? `3px solid ${HL}`
                  : ch(`k:${c.id}`, c.fulfilled)
                    ? `2px solid ${CHANGED}`
                    : undefined,
              }}
              title={`${c.id}${c.fulfilled ? ` (${t('ui.fulfilled')})` : ''}: ${t('ui.contractReq', { req: def.req.join('+'), bonus, inc: def.income })}`}>
              {c.fulfilled ? '✓' : ''}
              {def.req.map((r) => `[${r}]`).join('')}
            </button>
          );
        })}
      </div>
      <div className="nip-hand" title={t('ui.influence')}>
        {t('ui.influence')}:{' '}
        {p.influenceSupply
          .slice()
          .sort((a, b) => a - b)
          .map((v, i) => (
            <span key={i} className="nip-itile" style={{ background: seatColor(seat) }}>
              {v}
            </span>
          ))}
      </div>
      <div className="nip-ach">
        {ACHIEVEMENTS.map((a) => {
          const ms = own((m) => m.move === 'placeReward' && argOf(m).space === a);
          const mult = multiplierOf(p, a);
          const base = achievementBase(G, seat, a);
          return (
            <button
              key={a}
              type="button"
              className="nip-achcell"
              disabled={!ms.length}
              onClick={() => choose(ms)}
              style={{
                outline: ms.length
                  ? `3px solid ${HL}`
                  : ch(`a:${a}`, p.achievements[a])
                    ? `2px solid ${CHANGED}`
                    : undefined,
              }}
              title={`${t(`ach.${a}`)} — ${p.achievements[a] ? t('ui.multiplier', { n: p.achievements[a] }) : mult ? t('ui.printed') : 'x0'} — ${t('ui.projected', { n: base * mult })}`}>
              <span>{t(`achShort.${a}`)}</span>
              <b>{p.achievements[a] ? `x${p.achievements[a]}` : mult ? '(x1)' : '–'}</b>
              <small>
                {base}×{mult}={base * mult}
              </small>
            </button>
          );
        })}
      </div>
    </section>
  );
}
