// A Destination Ticket: cities, points and one coloured circle (with letter) per required card.
import { useTranslation } from 'react-i18next';
import { COLORS } from '../../../games/ticket-to-ride-card-game/constants';
import { TICKETS_BY_ID } from '../../../games/ticket-to-ride-card-game/data/tickets';
import type { CardType } from '../../../games/ticket-to-ride-card-game/types';
import { Dot } from './CardSvg';
import { cityKey } from './ui';
import { Icon } from '../../icons';

const NS = 'ticket-to-ride-card-game';

export function TicketView(props: {
  id: string;
  selected?: boolean;
  status?: 'done' | 'failed';
  onClick?: () => void;
  /** Cards that fulfilled it (end screen). */
  used?: CardType[];
}) {
  const { t } = useTranslation(NS);
  const def = TICKETS_BY_ID[props.id];
  const city = (c: string) => t(`city.${cityKey(c)}`, { defaultValue: c });
  const dots: CardType[] = [];
  for (const c of COLORS) for (let k = 0; k < (def.req[c] ?? 0); k++) dots.push(c);
  const cls = ['ticket', props.onClick ? 'selectable' : '', props.selected ? 'selected' : '', props.status ?? '']
    .filter(Boolean)
    .join(' ');
  const need = dots.map((c) => t(`card.${c}`)).join(', ');
  const tip = t('ticketTip', {
    id: def.id,
    a: city(def.a),
    b: city(def.b),
    points: def.points,
    need,
    cities: def.bigCities.map(city).join(', '),
  });
  return (
    <div
      className={cls}
      title={tip}
      onClick={props.onClick}
      role={props.onClick ? 'checkbox' : undefined}
      aria-checked={props.onClick ? !!props.selected : undefined}
      tabIndex={props.onClick ? 0 : undefined}
      onKeyDown={props.onClick ? (e) => (e.key === 'Enter' || e.key === ' ') && props.onClick!() : undefined}>
      <div className="head">
        <span>
          {props.selected ? (
            <>
              <Icon name="boxChecked" />{' '}
            </>
          ) : props.onClick ? (
            <>
              <Icon name="boxEmpty" />{' '}
            </>
          ) : (
            ''
          )}
          {city(def.a)} – {city(def.b)}
        </span>
        <span className="pts">{props.status === 'failed' ? `−${def.points}` : def.points}</span>
      </div>
      <div className="dots">
        {dots.map((c, i) => (
          <Dot key={i} type={c} title={t(`card.${c}`)} />
        ))}
        {props.used ? (
          <span style={{ marginLeft: 6 }}>
            ←{' '}
            {props.used.map((c, i) => (
              <Dot key={i} type={c} title={t(`card.${c}`)} />
            ))}
          </span>
        ) : null}
      </div>
    </div>
  );
}
