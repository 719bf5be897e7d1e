// The shared table: Train deck, face-up row, Ticket deck, discard count, Big Cities, round and
// final-round banner. [spec §8.1]
import { useTranslation } from 'react-i18next';
import { BIG_CITIES, BIG_CITY_BONUS } from '../../../games/ticket-to-ride-card-game/data/tickets';
import type { TTRState } from '../../../games/ticket-to-ride-card-game/types';
import { CardSvg } from './CardSvg';
import { cityKey } from './ui';
import { Icon } from '../../icons';

const NS = 'ticket-to-ride-card-game';

export function TableArea(props: {
  G: TTRState;
  legalSlots: Set<number>;
  canDrawDeck: boolean;
  canDrawTickets: boolean;
  changedSlots: Set<number>;
  onDeck: () => void;
  onSlot: (slot: number) => void;
  onTickets: () => void;
}) {
  const { t } = useTranslation(NS);
  const { G } = props;
  const discardTip = t('discardTip', { count: G.discardCount });
  const ticketDeckTip = t('ticketDeckTip', { count: G.ticketDeckCount });
  return (
    <section aria-label={t('table')}>
      {G.finalTurnsLeft !== null && !G.result ? (
        <div className="banner">{t('finalRound', { count: G.finalTurnsLeft })}</div>
      ) : null}
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h3>
          {t('table')} · {G.totalRounds === 2 ? t('roundOf', { round: G.round, total: 2 }) : t('oneRound')}
        </h3>
      </div>
      <div className="row">
        <div className={`pile${props.canDrawDeck ? ' legal' : ''}`}>
          <CardSvg
            type={null}
            faceDown
            title={t('deckTip', { count: G.trainDeckCount })}
            count={G.trainDeckCount}
            onClick={props.canDrawDeck ? props.onDeck : undefined}
          />
          <span>{t('deck')}</span>
        </div>
        {G.faceUp.map((c, slot) => (
          <div
            key={slot}
            className={`pile${props.legalSlots.has(slot) ? ' legal' : ''}${props.changedSlots.has(slot) ? ' changed' : ''}`}>
            <CardSvg
              type={c}
              title={
                c
                  ? t('faceUpTip', { card: t(`card.${c}`), slot: slot + 1 }) + (c === 'loco' ? ' ' + t('locoTwo') : '')
                  : t('emptySlot')
              }
              onClick={props.legalSlots.has(slot) ? () => props.onSlot(slot) : undefined}
            />
            <span>{slot + 1}</span>
          </div>
        ))}
        <div className="pile" title={discardTip}>
          <CardSvg type={null} faceDown small title={discardTip} count={G.discardCount} />
          <span>{t('discard')}</span>
        </div>
        <div className="pile" title={ticketDeckTip}>
          <div className="ticket" style={{ minWidth: 0, textAlign: 'center' }}>
            <Icon name="ticket" label={ticketDeckTip} /> {G.ticketDeckCount}
          </div>
          {props.canDrawTickets ? (
            <button className="button" onClick={props.onTickets}>
              {t('drawTickets')}
            </button>
          ) : (
            <span>{t('ticketDeck')}</span>
          )}
        </div>
      </div>
      <div className="cities" style={{ marginTop: '0.4rem' }}>
        {BIG_CITIES.map((c) => (
          <span
            key={c}
            className="city"
            title={t('bigCityTip', { city: t(`city.${cityKey(c)}`), points: BIG_CITY_BONUS[c] })}>
            ★ {t(`city.${cityKey(c)}`)} {BIG_CITY_BONUS[c]}
          </span>
        ))}
      </div>
    </section>
  );
}
