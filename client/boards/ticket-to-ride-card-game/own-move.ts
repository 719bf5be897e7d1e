// The seat's own secret choice in words (for its hint only): which Destination Tickets it keeps.
import type { TFunction } from 'i18next';
import { TICKETS_BY_ID } from '../../../games/ticket-to-ride-card-game/data/tickets';
import { cityKey } from './ui';

export function ownMoveText(
  move: string,
  args: unknown[],
  _G: unknown,
  _playerID: string,
  t: TFunction,
): string | undefined {
  if (move !== 'keepInitialTickets' && move !== 'keepDrawnTickets') return undefined;
  const keep = (args[0] as { keep?: unknown } | undefined)?.keep;
  if (!Array.isArray(keep) || !keep.length || !keep.every((id) => typeof id === 'string' && TICKETS_BY_ID[id]))
    return undefined;
  const city = (c: string) => t(`city.${cityKey(c)}`, { defaultValue: c });
  const tickets = (keep as string[]).map((id) => {
    const d = TICKETS_BY_ID[id];
    return t('ownMove.ticket', { a: city(d.a), b: city(d.b), points: d.points });
  });
  return t('ownMove.keepTickets', { count: tickets.length, tickets: tickets.join(t('ownMove.separator')) });
}
