// The viewer's own hand grouped by type, the staged selection for a Rail Yard play, and the
// viewer's tickets with the colours they need. [spec §8.2 own area, §8.3 item 4]
import { useTranslation } from 'react-i18next';
import { CARD_TYPES } from '../../../games/ticket-to-ride-card-game/constants';
import type { CardType, Counts, PrivatePlayer } from '../../../games/ticket-to-ride-card-game/types';
import { CardSvg } from './CardSvg';
import { TicketView } from './TicketView';

const NS = 'ticket-to-ride-card-game';

export function HandArea(props: {
  priv: PrivatePlayer;
  sel: Counts;
  canSelect: boolean;
  changed: Set<CardType>;
  onAdd: (k: CardType) => void;
  onRemove: (k: CardType) => void;
}) {
  const { t } = useTranslation(NS);
  const { priv, sel } = props;
  const types = CARD_TYPES.filter((k) => priv.hand[k] > 0);
  return (
    <section aria-label={t('yourHand')}>
      <h3>{t('yourHand')}</h3>
      <div className="row">
        {types.length === 0 ? <span className="muted">{t('emptyHand')}</span> : null}
        {types.map((k) => (
          <div key={k} className={`hand-group${props.changed.has(k) ? ' changed' : ''}`}>
            <CardSvg
              type={k}
              count={priv.hand[k]}
              title={
                t('handTip', { card: t(`card.${k}`), n: priv.hand[k] }) +
                (props.canSelect ? ' ' + t('clickToSelect') : '')
              }
              className={sel[k] > 0 ? 'legal' : ''}
              onClick={props.canSelect && sel[k] < priv.hand[k] ? () => props.onAdd(k) : undefined}
            />
            {props.canSelect ? (
              <span>
                {sel[k] > 0 ? (
                  <button
                    className="button"
                    onClick={() => props.onRemove(k)}
                    aria-label={t('unselect', { card: t(`card.${k}`) })}>
                    −
                  </button>
                ) : null}{' '}
                {sel[k] > 0 ? t('selectedN', { n: sel[k] }) : ''}
              </span>
            ) : null}
          </div>
        ))}
      </div>
      <h3 style={{ marginTop: '0.5rem' }}>{t('yourTickets')}</h3>
      <div className="tickets">
        {priv.tickets.length === 0 ? <span className="muted">{t('noTickets')}</span> : null}
        {priv.tickets.map((id) => (
          <TicketView key={id} id={id} />
        ))}
      </div>
      {priv.completed.length > 0 ? (
        <>
          <h3 style={{ marginTop: '0.5rem' }}>{t('completedTickets')}</h3>
          <div className="tickets">
            {priv.completed.map((c) => (
              <TicketView key={c.id} id={c.id} status="done" />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
