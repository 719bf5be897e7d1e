// One seat's public area: counts, Rail Yard columns (fanned, Locomotives on top), Track Stack pile.
// [spec §8.2] Nothing here reads a Track Stack (except in the openTrackStacks variant).
import { useTranslation } from 'react-i18next';
import { CARD_TYPES } from '../../../games/ticket-to-ride-card-game/constants';
import type { TTRState } from '../../../games/ticket-to-ride-card-game/types';
import { CardSvg } from './CardSvg';
import { Icon } from '../../icons';

const NS = 'ticket-to-ride-card-game';

export function PlayerArea(props: {
  G: TTRState;
  pid: string;
  name: string;
  current: boolean;
  me: boolean;
  changedColumns: Set<string>;
}) {
  const { t } = useTranslation(NS);
  const { G, pid } = props;
  const pub = G.players[pid];
  const open = G.openStacks?.[pid];
  return (
    <section className={`player${props.current ? ' current' : ''}`} aria-label={props.name}>
      <h3>
        {props.current ? '▶ ' : ''}
        {props.name}
        {props.me ? ` (${t('you')})` : ''}
      </h3>
      <div className="counts">
        <span title={t('handCountTip')}>
          <Icon name="cardBack" label={t('handCountTip')} /> {t('handCount', { count: pub.handCount })}
        </span>
        <span title={t('ticketCountTip')}>
          <Icon name="ticket" label={t('ticketCountTip')} /> {t('ticketCount', { count: pub.ticketCount })}
        </span>
        {pub.completedCount > 0 ? (
          <span>
            <Icon name="check" color="#2e7d32" /> {t('completedCount', { n: pub.completedCount })}
          </span>
        ) : null}
        {pub.roundPoints.length > 0 ? <span>{t('roundPoints', { points: pub.roundPoints.join(' + ') })}</span> : null}
      </div>
      <div className="yard" role="group" aria-label={t('railYard')}>
        {pub.railYard.length === 0 ? <span className="muted">{t('emptyYard')}</span> : null}
        {pub.railYard.map((col) => (
          <div
            key={col.color}
            className={`column${props.changedColumns.has(`${pid}:${col.color}`) ? ' changed' : ''}`}
            title={t('columnTip', { color: t(`card.${col.color}`), count: col.cards.length })}>
            {[...col.cards].reverse().map((c, i) => (
              <CardSvg
                key={i}
                type={c}
                small
                title={t('columnCardTip', { card: t(`card.${c}`), color: t(`card.${col.color}`) })}
              />
            ))}
          </div>
        ))}
        <div className="pile" style={{ marginLeft: 'auto' }}>
          <CardSvg type={null} faceDown small count={pub.trackCount} title={t('trackTip', { count: pub.trackCount })} />
          <span>{t('trackStack')}</span>
        </div>
      </div>
      {open ? (
        <div className="counts" title={t('openStacksTip')}>
          {t('openStack')}:{' '}
          {CARD_TYPES.filter((k) => open[k] > 0)
            .map((k) => `${t(`card.${k}`)} ${open[k]}`)
            .join(', ') || '—'}
        </div>
      ) : null}
    </section>
  );
}
