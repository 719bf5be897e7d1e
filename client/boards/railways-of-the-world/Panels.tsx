// Side panels: players, Operations display, Major Lines, status [spec §8 Boards beside the map].
import { useTranslation } from 'react-i18next';
import { MAJOR_LINES, OPS_BY_ID } from '../../../games/railways-of-the-world/data/cards';
import { ENGINE_COST, incomeFor, trackSpace } from '../../../games/railways-of-the-world/data/tables';
import { completeLinkCount } from '../../../games/railways-of-the-world/rules/network';
import type { RotwState } from '../../../games/railways-of-the-world/types';
import { baronText, cardName, cardText, majorLineName } from './cards';
import { CUBE_FILL, CUBE_LETTER, money } from './geometry';
import { Icon } from '../../icons';

export function StatusBar({ G, phase, names }: { G: RotwState; phase: string; names: Record<string, string> }) {
  const { t } = useTranslation('railways-of-the-world');
  const steps = [
    ['auction', t('phase.auction')],
    ['1', t('phase.round', { n: 1 })],
    ['2', t('phase.round', { n: 2 })],
    ['3', t('phase.round', { n: 3 })],
  ];
  const now = phase === 'actions' ? String(G.actionRound) : phase;
  return (
    <div className="rotw-status">
      <strong>{t('ui.turn', { n: G.gameOver ? G.turn - 1 : G.turn })}</strong>
      {steps.map(([k, label]) => (
        <span key={k} className={`rotw-step${now === k ? ' on' : ''}`}>
          {now === k ? '▶ ' : ''}
          {label}
        </span>
      ))}
      <span className="rotw-step">{t('phase.income')}</span>
      <span title={t('ui.order')}>
        {t('ui.order')}: {G.turnOrder.map((p) => names[p] ?? p).join(' → ')}
      </span>
      <span title={t('ui.empty')}>
        ⊘ {t('ui.markers', { placed: G.emptyMarkersPlaced, limit: G.emptyMarkerLimit })}
      </span>
      <span title={t('ui.newCityTiles')}>
        ★{' '}
        {(['yellow', 'blue', 'purple', 'black'] as const).map((c) => `${CUBE_LETTER[c]}${G.newCityTiles[c]}`).join(' ')}
      </span>
      {G.endTriggerTurn !== null ? (
        <span className="rotw-final">{G.turn > G.endTriggerTurn ? t('ui.finalNow') : t('ui.finalTurn')}</span>
      ) : null}
    </div>
  );
}

export function PlayersPanel({
  G,
  viewer,
  colors,
  names,
}: {
  G: RotwState;
  viewer: string | null;
  colors: string[];
  names: Record<string, string>;
}) {
  const { t } = useTranslation('railways-of-the-world');
  return (
    <div className="rotw-players">
      {G.seating.map((p) => {
        const pl = G.players[p];
        const { space, laps } = trackSpace(pl.points);
        const nextCost = ENGINE_COST[pl.engine + 1];
        return (
          <div key={p} className="rotw-player" style={{ borderColor: colors[Number(p)] }}>
            <div className="rotw-player-head" style={{ background: colors[Number(p)] }}>
              <span>{Number(p) + 1}</span> {names[p] ?? p}
            </div>
            <div className="rotw-kv">
              <span title={t('ui.cash')}>
                <Icon name="cash" label={t('ui.cash')} /> {money(pl.cash)}
              </span>
              <span title={t('ui.bonds')}>
                <Icon name="scroll" label={t('ui.bonds')} /> {t('ui.bonds')} {pl.bonds}
              </span>
              <span title={t('ui.points')}>
                <Icon name="star" label={t('ui.points')} color="#b8860b" /> {pl.points} ({space}
                {laps ? ` ${t('ui.lap', { n: laps })}` : ''})
              </span>
              <span title={t('ui.income')}>↗ {money(incomeFor(pl.points))}</span>
              <span title={t('ui.engine')}>
                <Icon name="loco" label={t('ui.engine')} /> {pl.engine}
                {nextCost ? ` · ${t('ui.next', { cost: money(nextCost) })}` : ''}
              </span>
              <span title={t('ui.locos')}>▣ {pl.locomotivesLeft}</span>
              <span title={t('ui.links')}>
                <Icon name="chain" label={t('ui.links')} /> {completeLinkCount(G, p)}
              </span>
              <span title={t('ui.deliveries')}>
                <Icon name="crate" label={t('ui.deliveries')} /> {pl.deliveries}
              </span>
            </div>
            {pl.hand.length + pl.tableau.length ? (
              <div className="rotw-cards-small">
                {[...pl.hand, ...pl.tableau].map((id) => (
                  <span key={id} className="rotw-chip" title={cardText(t, id)}>
                    {cardName(t, id)}
                  </span>
                ))}
              </div>
            ) : null}
            {p === viewer && pl.baronId ? (
              <div className="rotw-baron" title={baronText(t, pl.baronId)}>
                <Icon name="crown" label={t('ui.baron')} /> {t('ui.baron')}: {baronText(t, pl.baronId)}
              </div>
            ) : null}
            {p !== viewer && pl.baronId ? (
              <div className="rotw-baron muted">
                <Icon name="crown" label={t('ui.baron')} />{' '}
                {pl.baronId === 'hidden' ? t('ui.hiddenBaron') : baronText(t, pl.baronId)}
              </div>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

export function OpsDisplay({
  G,
  takeable,
  onTake,
}: {
  G: RotwState;
  takeable: Set<string>;
  onTake: (id: string) => void;
}) {
  const { t } = useTranslation('railways-of-the-world');
  return (
    <div className="rotw-panel">
      <h3>
        {t('ui.display')}{' '}
        <small>{t('ui.deck', { n: typeof G.opsDeck === 'number' ? G.opsDeck : G.opsDeck.length })}</small>
      </h3>
      <div className="rotw-cards">
        {G.opsDisplay.map((id) => {
          const c = OPS_BY_ID[id];
          const can = takeable.has(id);
          return (
            <button
              type="button"
              key={id}
              className={`rotw-card type-${c.type}${can ? ' can' : ''}`}
              disabled={!can}
              onClick={() => onTake(id)}
              title={cardText(t, id)}>
              <span className="rotw-card-type">{t(`ui.type.${c.type}`)}</span>
              <span className="rotw-card-name">{cardName(t, id)}</span>
              {c.type === 'goal' ? <span className="muted">{t('ui.notTakeable')}</span> : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}

export function MajorLinesPanel({
  G,
  colors,
  names,
}: {
  G: RotwState;
  colors: string[];
  names: Record<string, string>;
}) {
  const { t } = useTranslation('railways-of-the-world');
  return (
    <div className="rotw-panel">
      <h3>{t('ui.majorLines')}</h3>
      <ul className="rotw-ml">
        {MAJOR_LINES.map((ml) => {
          const owner = G.majorLines[ml.id];
          return (
            <li key={ml.id} title={majorLineName(t, ml.id)}>
              <span
                className="rotw-ml-dot"
                style={{ background: owner !== null ? colors[Number(owner)] : 'transparent' }}>
                {owner !== null ? Number(owner) + 1 : ''}
              </span>
              {majorLineName(t, ml.id)} <strong>+{ml.points}</strong>
              {owner !== null ? ` — ${names[owner] ?? owner}` : ''}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function CubeBadge({ color }: { color: string }) {
  return (
    <span className="rotw-cube" style={{ background: CUBE_FILL[color], color: color === 'yellow' ? '#111' : '#fff' }}>
      {CUBE_LETTER[color]}
    </span>
  );
}
