// A player's sheet: map with track (scored routes solid, the rest dashed), engine boxes,
// deliveries, personal and kept cubes, tiles held, starting power and running score [spec §8].
import { useTranslation } from 'react-i18next';
import { effEngine, usable } from '../../../games/steam-rollers/rules/helpers';
import { chains } from '../../../games/steam-rollers/rules/network';
import { scorePlayer } from '../../../games/steam-rollers/rules/scoring';
import type { NodeId, SRState } from '../../../games/steam-rollers/types';
import { HexMap } from './HexMap';
import { CHANGED, CUBE_FILL, CUBE_GLYPH, CUBE_TEXT, HL, type Changed, seatColor, seatGlyph } from './ui';
import { clickable } from '../common/keyboard';

export interface SheetProps {
  G: SRState;
  seat: string;
  name: string;
  big: boolean;
  changed: Changed;
  onFocus?: () => void;
  trackTargets?: Set<string>;
  onHex?: (hex: string) => void;
  engineTarget?: number | null;
  onEngine?: () => void;
  path?: NodeId[] | null;
  pathHexes?: Set<string>;
  preview?: { hex: string; edges: [number, number] } | null;
  personalTarget?: boolean;
  onPersonal?: () => void;
  /** A phone: the map's phone drawing, the score table turned to a row per category. */
  compact?: boolean;
}

const SCORE_KEYS = ['deliveries', 'network', 'engine', 'tiles', 'power', 'orders'] as const;

export function Sheet(p: SheetProps) {
  const { t } = useTranslation('steam-rollers');
  const { G, seat } = p;
  const sheet = G.players[seat];
  const cs = chains(sheet.track);
  const score = scorePlayer(G, seat);
  const lastHex = G.last?.seat === seat && G.last.hex ? new Set([G.last.hex]) : undefined;
  const tiles = G.actionTiles.filter((x) => x.owner === seat);
  const eng = effEngine(G, seat);
  const boxChanged = p.changed(`engine-${seat}`, sheet.engine);
  return (
    <section className={`sr-sheet ${p.big ? 'sr-big' : 'sr-thumb'}`} style={{ borderColor: seatColor(seat) }}>
      <header
        {...clickable(p.onFocus, undefined, p.onFocus ? 'sr-click' : undefined)}
        title={p.onFocus ? t('ui.enlarge') : undefined}>
        <span className="sr-seat" style={{ background: seatColor(seat) }}>
          {seatGlyph(seat)}
        </span>{' '}
        {p.name}
        <span className="sr-total">{t('ui.total', { n: score.total })}</span>
      </header>
      <HexMap
        s={p.big ? 30 : 14}
        walls={G.walls}
        track={sheet.track}
        chains={cs}
        targets={p.trackTargets}
        onHex={p.onHex}
        path={p.path}
        pathHexes={p.pathHexes}
        changedHexes={lastHex}
        preview={p.preview}
        label={t('ui.sheetOf', { name: p.name })}
        compact={p.compact}
      />
      <div className="sr-engine" style={boxChanged ? { outline: `3px solid ${CHANGED}` } : undefined}>
        <span>{t('ui.engine')}</span>
        {sheet.engine.map((on, i) => {
          const target = p.engineTarget === i + 1;
          return (
            <button
              key={i}
              className={`sr-box${on ? ' on' : ''}`}
              disabled={!target}
              onClick={target ? p.onEngine : undefined}
              style={target ? { outline: `3px solid ${HL}` } : undefined}
              title={on ? t('ui.boxCrossed', { n: i + 1 }) : t('ui.boxOpen', { n: i + 1 })}>
              {on ? '✕' : i + 1}
            </button>
          );
        })}
        <span title={t('ui.effEngineTip')}>
          = {eng}
          {usable(G, seat, 4, 'b') ? <b className="sr-badge">+1 4b</b> : null}
        </span>
      </div>
      {p.big ? (
        <div className="sr-facts">
          <div title={t('ui.deliveriesTip')}>
            {t('ui.deliveries')}: {sheet.deliveries.length ? sheet.deliveries.join(' + ') : '—'}
          </div>
          {sheet.personalCube ? (
            <div>
              {t('ui.personalCube')}:{' '}
              <button
                className="sr-cube"
                onClick={p.personalTarget ? p.onPersonal : undefined}
                disabled={!p.personalTarget}
                style={{
                  background: CUBE_FILL[sheet.personalCube.color],
                  color: CUBE_TEXT[sheet.personalCube.color],
                  outline: p.personalTarget ? `3px solid ${HL}` : undefined,
                }}
                title={t('ui.personalTip', {
                  color: t(`cube.${sheet.personalCube.color}`),
                  n: sheet.personalCube.city,
                })}>
                {CUBE_GLYPH[sheet.personalCube.color]}
              </button>{' '}
              {t('ui.onCity', { n: sheet.personalCube.city })}
            </div>
          ) : null}
          {G.options.orderTiles ? (
            <div>
              {t('ui.kept')}:{' '}
              {sheet.keptCubes.length
                ? sheet.keptCubes.map((c, i) => (
                    <span
                      key={i}
                      className="sr-cube"
                      style={{ background: CUBE_FILL[c], color: CUBE_TEXT[c] }}
                      title={t(`cube.${c}`)}>
                      {CUBE_GLYPH[c]}
                    </span>
                  ))
                : '—'}
            </div>
          ) : null}
          <div>
            {t('ui.tilesHeld')}:{' '}
            {tiles.length
              ? tiles.map((x) => `${x.n}${x.n === 1 || x.n === 6 ? '' : x.side}${x.sideways ? ' ⟲' : ''}`).join(', ')
              : '—'}
          </div>
          {sheet.startingPower ? (
            <div>
              {t('ui.power')}: {t(`power.${sheet.startingPower}`)}
            </div>
          ) : null}
          {p.compact ? (
            <table className="sr-score sr-score-rows">
              <tbody>
                {SCORE_KEYS.map((k) => (
                  <tr key={k}>
                    <th scope="row">{t(`score.${k}`)}</th>
                    <td>{score[k]}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">{t('ui.sum')}</th>
                  <td>
                    <b>{score.total}</b>
                  </td>
                </tr>
              </tbody>
            </table>
          ) : (
            <table className="sr-score">
              <tbody>
                <tr>
                  {SCORE_KEYS.map((k) => (
                    <th key={k}>{t(`score.${k}`)}</th>
                  ))}
                  <th>{t('ui.sum')}</th>
                </tr>
                <tr>
                  {SCORE_KEYS.map((k) => (
                    <td key={k}>{score[k]}</td>
                  ))}
                  <td>
                    <b>{score.total}</b>
                  </td>
                </tr>
              </tbody>
            </table>
          )}
          <p className="sr-legend">{t('ui.trackLegend')}</p>
        </div>
      ) : (
        <div className="sr-facts">
          {t('ui.deliveries')}: {sheet.deliveries.length ? sheet.deliveries.join('+') : '—'}
        </div>
      )}
    </section>
  );
}
