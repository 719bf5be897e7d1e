// Dice pool, track die, action tiles and order tiles [spec §8 "Public area"].
import { useTranslation } from 'react-i18next';
import { TRACK_DIE_FACES } from '../../../games/steam-rollers/data/shapes';
import { ACTION_TILES } from '../../../games/steam-rollers/data/tiles';
import type { Shape } from '../../../games/steam-rollers/data/shapes';
import type { SRState } from '../../../games/steam-rollers/types';
import {
  CHANGED,
  CUBE_FILL,
  CUBE_GLYPH,
  CUBE_TEXT,
  DIE_FACE,
  HL,
  type Changed,
  seatColor,
  seatGlyph,
  segmentPath,
  tileKey,
} from './ui';

const SHAPE_EDGES: Record<Shape, [number, number]> = { straight: [0, 3], gentle: [0, 2], sharp: [0, 1] };

export function ShapeIcon({ shape, size = 26 }: { shape: Shape; size?: number }) {
  const s = size / 2.1;
  const c = size / 2;
  const [a, b] = SHAPE_EDGES[shape];
  return (
    <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden>
      <circle cx={c} cy={c} r={s} fill="#f4f4f4" stroke="#999" />
      <path d={segmentPath(c, c, s, a, b)} stroke="#111" strokeWidth={3} fill="none" />
    </svg>
  );
}

export interface PoolProps {
  G: SRState;
  names: Record<string, string>;
  changed: Changed;
  dieTargets: Set<number>;
  onDie: (id: number) => void;
  tileTarget: number | null;
  onTile: () => void;
}

export function Pool({ G, names, changed, dieTargets, onDie, tileTarget, onTile }: PoolProps) {
  const { t } = useTranslation('steam-rollers');
  const shapes = TRACK_DIE_FACES[G.trackDie];
  return (
    <div className="sr-pool">
      <div className="sr-round">
        {G.round > 0 ? t('ui.round', { n: G.round }) : t('ui.powersPhase')} · {t('ui.startPlayer')}:{' '}
        <span className="sr-seat" style={{ background: seatColor(G.playOrder[G.startSeat]) }}>
          {seatGlyph(G.playOrder[G.startSeat])}
        </span>{' '}
        {names[G.playOrder[G.startSeat]]}
        {G.wallPattern ? <> · {t('ui.walls', { id: G.wallPattern })}</> : null}
      </div>
      {G.dice.length ? (
        <div className="sr-dice">
          <span
            className="sr-trackdie"
            title={t('ui.trackDieTip', { a: t(`shape.${shapes[0]}`), b: t(`shape.${shapes[1]}`) })}
            style={changed('trackdie', [G.round, G.trackDie]) ? { outline: `3px solid ${CHANGED}` } : undefined}>
            <b>{DIE_FACE[G.trackDie]}</b> <ShapeIcon shape={shapes[0]} /> <ShapeIcon shape={shapes[1]} />
          </span>
          {G.dice.map((d) => {
            const target = dieTargets.has(d.id);
            const stolen = d.takenBy !== null && G.players[d.takenBy]?.stolenDie?.id === d.id;
            const ch = changed(`die-${d.id}`, [G.round, d.value, d.takenBy]);
            return (
              <button
                key={d.id}
                className="sr-die"
                disabled={!target}
                onClick={target ? () => onDie(d.id) : undefined}
                style={{
                  outline: target ? `3px solid ${HL}` : ch ? `3px solid ${CHANGED}` : undefined,
                  opacity: d.takenBy && !target ? 0.55 : 1,
                }}
                title={
                  d.takenBy
                    ? t(stolen ? 'ui.dieStolenTip' : 'ui.dieTakenTip', { v: d.value, name: names[d.takenBy] })
                    : t('ui.dieFreeTip', { v: d.value })
                }>
                <span className="sr-pips">{DIE_FACE[d.value]}</span>
                <span className="sr-dv">{d.value}</span>
                {d.takenBy ? (
                  <span className="sr-seat sm" style={{ background: seatColor(d.takenBy) }}>
                    {seatGlyph(d.takenBy)}
                  </span>
                ) : null}
                {stolen ? <span className="sr-stolen">{t('ui.stolen')}</span> : null}
              </button>
            );
          })}
        </div>
      ) : null}
      <div className="sr-tiles">
        {G.actionTiles.map((x) => {
          const def = ACTION_TILES[x.n][x.side];
          const target = tileTarget === x.n;
          const ch = changed(`tile-${x.n}`, [x.owner, x.sideways, !!x.usedUp]);
          const sideLabel = x.n === 1 || x.n === 6 ? '' : x.side;
          return (
            <button
              key={x.n}
              className={`sr-tile${x.sideways ? ' sideways' : ''}${x.usedUp ? ' used-up' : ''}`}
              disabled={!target}
              onClick={target ? onTile : undefined}
              style={{
                borderColor: x.owner ? seatColor(x.owner) : '#777',
                outline: target ? `3px solid ${HL}` : ch ? `3px solid ${CHANGED}` : undefined,
              }}
              title={`${t(`tile.${tileKey(x.n, x.side)}`)} (${t(`tileKind.${def.kind}`)}, ${t('ui.points', { n: def.points })})${x.owner ? ' — ' + t(x.sideways ? 'ui.ownerSideways' : 'ui.owner', { name: names[x.owner] }) : ''}${x.usedUp ? ' — ' + t('ui.usedUp') : ''}`}>
              <b>
                {x.n}
                {sideLabel}
              </b>
              <small>{t(`tileShort.${tileKey(x.n, x.side)}`)}</small>
              <small>{def.points > 0 ? `+${def.points}` : def.points}</small>
              {x.owner ? (
                <span className="sr-seat sm" style={{ background: seatColor(x.owner) }}>
                  {seatGlyph(x.owner)}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {G.orderTiles.length ? (
        <div className="sr-orders">
          {G.orderTiles.map((o) => (
            <span
              key={o.n}
              className="sr-order"
              style={{ borderColor: o.owner ? seatColor(o.owner) : '#777' }}
              title={
                t('ui.orderTip', { n: o.n, side: o.side, points: o.points }) +
                (o.owner ? ' — ' + t('ui.owner', { name: names[o.owner] }) : '')
              }>
              O{o.n}
              {o.side}:{' '}
              {o.cubes.map((c, i) => (
                <span key={i} className="sr-cube" style={{ background: CUBE_FILL[c], color: CUBE_TEXT[c] }}>
                  {CUBE_GLYPH[c]}
                </span>
              ))}{' '}
              → {o.points}
              {o.owner ? (
                <span className="sr-seat sm" style={{ background: seatColor(o.owner) }}>
                  {seatGlyph(o.owner)}
                </span>
              ) : null}
            </span>
          ))}
        </div>
      ) : null}
    </div>
  );
}
