// One train card as SVG: colour, letter and glyph (colour is never the only cue), tooltip.
import { useTranslation } from 'react-i18next';
import { CARD_GLYPH } from '../../../games/ticket-to-ride-card-game/constants';
import type { CardType } from '../../../games/ticket-to-ride-card-game/types';
import { FILL, INK } from './ui';
import { Icon } from '../../icons';

export function LocoGradient() {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true">
      <defs>
        <linearGradient id="ttr-loco" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f7d774" />
          <stop offset="0.5" stopColor="#c9c9c9" />
          <stop offset="1" stopColor="#9fd3f2" />
        </linearGradient>
      </defs>
    </svg>
  );
}

export interface CardProps {
  type: CardType | null;
  /** Tooltip text. */
  title: string;
  count?: number;
  faceDown?: boolean;
  small?: boolean;
  className?: string;
  onClick?: () => void;
}

/** The card's letter in the UI language (R/赤 …). */
function useCardLetter(type: CardType | null | undefined): string {
  const { t } = useTranslation('ticket-to-ride-card-game');
  return type ? t(`cardLetter.${type}`, { defaultValue: CARD_GLYPH[type].letter }) : '';
}

export function CardSvg({ type, title, count, faceDown, small, className, onClick }: CardProps) {
  const w = small ? 34 : 44;
  const h = small ? 50 : 64;
  const back = faceDown || type === null;
  const g = type ? CARD_GLYPH[type] : null;
  const letter = useCardLetter(type);
  // The name starts with what the card shows as text, in its order (letter when face up, then the
  // count), so assistive technology and the eye agree (axe: label-content-name-mismatch); then the tip.
  const shown = [!back && g ? letter : null, count !== undefined ? String(count) : null].filter(Boolean).join(' ');
  const name = shown ? `${shown}: ${title}` : title;
  return (
    <svg
      width={w}
      height={h}
      viewBox="0 0 44 64"
      className={[className, onClick ? 'clickable' : ''].filter(Boolean).join(' ')}
      onClick={onClick}
      role={onClick ? 'button' : 'img'}
      aria-label={name}
      tabIndex={onClick ? 0 : undefined}
      onKeyDown={onClick ? (e) => (e.key === 'Enter' || e.key === ' ') && onClick() : undefined}>
      <title>{title}</title>
      <g aria-hidden="true">
        <rect
          className="card-body"
          x="1.5"
          y="1.5"
          width="41"
          height="61"
          rx="5"
          fill={back ? '#5b3a29' : FILL[type!]}
          stroke="#333"
          strokeWidth="1"
        />
        {back ? (
          type === null && !faceDown ? (
            <text x="22" y="38" textAnchor="middle" fontSize="16" fill="#f0d9a8" aria-hidden="true">
              —
            </text>
          ) : (
            <Icon name="loco" label={title} x={12} y={22} size={20} color="#f0d9a8" />
          )
        ) : (
          <>
            <text x="6" y="16" fontSize="13" fontWeight="700" fill={INK[type!]} aria-hidden="true">
              {letter}
            </text>
            <text x="22" y="42" textAnchor="middle" fontSize="20" fill={INK[type!]} aria-hidden="true">
              {g!.glyph}
            </text>
          </>
        )}
        {count !== undefined ? (
          <>
            {/* the count is read to decide: 12 px on screen, also on a small card (drawn at 34/44) */}
            <circle cx={small ? 32 : 33} cy={small ? 52 : 53} r={small ? 11 : 9} fill="#fff" stroke="#333" />
            <text
              x={small ? 32 : 33}
              y={small ? 57.5 : 57}
              textAnchor="middle"
              fontSize={small ? 15.5 : 12}
              fontWeight="700"
              fill="#111"
              aria-hidden="true">
              {count}
            </text>
          </>
        ) : null}
      </g>
    </svg>
  );
}

/** A small coloured circle with the letter: one required card of a ticket. */
export function Dot({ type, title }: { type: CardType; title: string }) {
  const letter = useCardLetter(type);
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" role="img" aria-label={title}>
      <title>{title}</title>
      <circle cx="10" cy="10" r="8.5" fill={FILL[type]} stroke="#333" />
      <text x="10" y="14.3" textAnchor="middle" fontSize="12" fontWeight="700" fill={INK[type]}>
        {letter}
      </text>
    </svg>
  );
}
