// One seat's clock, presence and stand-in line in the player panels of an online match.
import { useTranslation } from 'react-i18next';
import { formatDuration } from './api';
import type { LiveClock } from './use-clock';

export function SeatStatus({ clock, seat, bot }: { clock: LiveClock; seat: string; bot?: boolean }) {
  const { t } = useTranslation('clock');
  const s = clock.view?.seats[seat];
  if (!s) return null;
  const left = clock.left(seat);
  const items: { key: string; text: string; cls: string }[] = [];
  if (left) {
    const total = (left.turnMs ?? 0) + left.bankMs;
    const text =
      left.turnMs !== null
        ? t('left', { time: formatDuration(left.turnMs) }) +
          (left.bankMs > 0 ? ` + ${t('bank', { time: formatDuration(left.bankMs) })}` : '')
        : t('bank', { time: formatDuration(left.bankMs) });
    items.push({ key: 'clock', text, cls: `seat-clock${total < 10_000 ? ' low' : ''}` });
  } else if (clock.view && clock.view.pace.mode === 'live' && !s.standIn && !clock.view.over) {
    items.push({ key: 'bank', text: t('bank', { time: formatDuration(s.bankLeftMs) }), cls: 'seat-bank muted' });
  }
  if (s.abandoned) items.push({ key: 'ab', text: t('abandoned'), cls: 'seat-abandoned' });
  else if (s.standIn) items.push({ key: 'si', text: t('standIn'), cls: 'seat-standin' });
  if (!bot && s.awaySince !== null && !s.abandoned) {
    items.push({
      key: 'away',
      text: t('awaySince', { time: formatDuration(clock.serverNow() - s.awaySince) }),
      cls: 'seat-away muted',
    });
  }
  if (!items.length) return null;
  return (
    <span className="seat-status" data-seat-status={seat}>
      {items.map((i) => (
        <span key={i.key} className={i.cls}>
          {i.text}
        </span>
      ))}
    </span>
  );
}
