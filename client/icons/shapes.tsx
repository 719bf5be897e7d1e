// The drawings of the shared icon set: each icon is a few SVG shapes on a 24×24 grid in
// `currentColor` (so it takes the colour of the text around it). No fonts involved: the icons
// look the same on every browser, with or without an emoji font.
import type { ReactElement } from 'react';

const S = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const ICON_SHAPES = {
  /** A steam locomotive seen from the side. */
  loco: (
    <>
      <rect x="2.5" y="9" width="12" height="7.5" rx="2" fill="currentColor" />
      <rect x="5" y="4.5" width="3" height="5" fill="currentColor" />
      <rect x="14" y="5" width="7.5" height="11.5" fill="currentColor" />
      <rect x="13" y="3.5" width="9.5" height="2" rx="0.5" fill="currentColor" />
      <rect x="16" y="7" width="3.5" height="3.5" fill="#fff" opacity=".85" />
      <path d="M2.5 13L0.5 17.5h3z" fill="currentColor" />
      <circle cx="6" cy="19" r="2.5" fill="currentColor" />
      <circle cx="11" cy="19" r="2.5" fill="currentColor" />
      <circle cx="18" cy="18.5" r="3" fill="currentColor" />
    </>
  ),
  /** A worker: a head under a hard hat on shoulders. */
  worker: (
    <>
      <path d="M6.5 9a5.5 5.5 0 0 1 11 0z" fill="currentColor" />
      <path d="M5 9h14" {...S} />
      <circle cx="12" cy="12" r="3" fill="currentColor" />
      <path d="M4 22c0-5 3.5-7 8-7s8 2 8 7z" fill="currentColor" />
    </>
  ),
  /** A cap with a peak (the temporary worker). */
  cap: (
    <>
      <path d="M4 14a8 8 0 0 1 16 0z" fill="currentColor" />
      <path d="M12 14h10c0 2-3 3-6 3h-4z" fill="currentColor" />
      <circle cx="12" cy="5.5" r="1.3" fill="currentColor" />
    </>
  ),
  /** A filled disc (the black worker, coal). */
  disc: <circle cx="12" cy="12" r="8" fill="currentColor" />,
  /** A lump of coal. */
  coal: <path d="M4 17l2-7 5-4 6 1 4 6-2 6-8 1z" fill="currentColor" />,
  /** A medal on a ribbon. */
  medal: (
    <>
      <path d="M7 2l3 7M17 2l-3 7" {...S} strokeWidth={3} />
      <circle cx="12" cy="15" r="6" fill="currentColor" />
      <path d="M12 12l1 2h2l-1.6 1.3.6 2.2-2-1.3-2 1.3.6-2.2L9 14h2z" fill="#fff" />
    </>
  ),
  /** A chequered finish flag. */
  flag: (
    <>
      <path d="M5 22V3" {...S} />
      <path d="M6 4h14v10H6z" fill="none" stroke="currentColor" strokeWidth={1.5} />
      <path
        d="M6 4h3.5v3.3H6zM13 4h3.5v3.3H13zM9.5 7.3H13v3.4H9.5zM16.5 7.3H20v3.4h-3.5zM6 10.7h3.5V14H6zM13 10.7h3.5V14H13z"
        fill="currentColor"
      />
    </>
  ),
  /** The back of a card. */
  cardBack: (
    <>
      <rect x="5" y="2" width="14" height="20" rx="2" fill="currentColor" />
      <rect x="7.5" y="4.5" width="9" height="15" rx="1" fill="none" stroke="#fff" strokeWidth={1.2} opacity=".8" />
    </>
  ),
  /** A ticket with punched sides. */
  ticket: (
    <path
      d="M2 6h20v4a2 2 0 0 0 0 4v4H2v-4a2 2 0 0 0 0-4zM9 8v2M9 12v0M9 14v2"
      fill="currentColor"
      fillRule="evenodd"
      stroke="currentColor"
      strokeWidth={0.5}
    />
  ),
  /** A crown (the Railroad Baron). */
  crown: (
    <>
      <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 10H5z" fill="currentColor" />
      <rect x="5" y="19" width="14" height="2" fill="currentColor" />
    </>
  ),
  /** A crate of goods. */
  crate: (
    <>
      <rect x="3" y="6" width="18" height="15" rx="1" fill="currentColor" />
      <path d="M3 6l3-3h12l3 3" fill="currentColor" />
      <path d="M3 11h18M9 11v4h6v-4" fill="none" stroke="#fff" strokeWidth={1.4} opacity=".85" />
    </>
  ),
  /** Two rails on sleepers. */
  track: (
    <>
      <path d="M8 2L6 22M16 2l2 20" {...S} />
      <path d="M5 6h14M4.5 11h15M4 16h16M3.5 21h17" {...S} strokeWidth={1.6} />
    </>
  ),
  /** A banknote. */
  cash: (
    <>
      <rect x="2" y="6" width="20" height="12" rx="1.5" fill="currentColor" />
      <circle cx="12" cy="12" r="3" fill="none" stroke="#fff" strokeWidth={1.6} />
      <path d="M5 9v0M19 15v0" stroke="#fff" strokeWidth={2} strokeLinecap="round" />
    </>
  ),
  /** A rolled document (a bond). */
  scroll: (
    <>
      <path d="M6 3h12a2 2 0 0 1 0 4h-1v12a2 2 0 0 1-2 2H5a2 2 0 0 1 0-4h1z" fill="currentColor" />
      <path d="M9 9h5M9 12h5M9 15h4" stroke="#fff" strokeWidth={1.4} />
    </>
  ),
  /** Two chain links. */
  chain: (
    <>
      <rect x="2" y="8" width="11" height="8" rx="4" {...S} />
      <rect x="11" y="8" width="11" height="8" rx="4" {...S} />
    </>
  ),
  /** A water drop. */
  water: <path d="M12 2C9 7 5 11 5 15a7 7 0 0 0 14 0c0-4-4-8-7-13z" fill="currentColor" />,
  /** A set square and ruler (a blueprint). */
  blueprint: (
    <>
      <path d="M3 21V3l18 18z" fill="currentColor" />
      <path d="M7 17V12l5 5z" fill="#fff" />
    </>
  ),
  /** A gear wheel (a machine). */
  gear: (
    <>
      <g fill="currentColor">
        {[0, 45, 90, 135].map((a) => (
          <rect key={a} x="10" y="1.5" width="4" height="21" rx="1" transform={`rotate(${a} 12 12)`} />
        ))}
        <circle cx="12" cy="12" r="7.5" />
      </g>
      <circle cx="12" cy="12" r="3" fill="#fff" />
    </>
  ),
  /** A warning triangle. */
  warning: (
    <>
      <path d="M12 2L1 21h22z" fill="currentColor" />
      <path d="M12 9v6M12 18v0" stroke="#fff" strokeWidth={2.4} strokeLinecap="round" />
    </>
  ),
  /** A required item: a filled circle with an exclamation mark. */
  required: (
    <>
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path d="M12 6v8M12 17.5v0" stroke="#fff" strokeWidth={2.6} strokeLinecap="round" />
    </>
  ),
  /** A check mark. */
  check: <path d="M4 12l5 5L20 6" {...S} strokeWidth={3} />,
  /** A cross. */
  cross: <path d="M5 5l14 14M19 5L5 19" {...S} strokeWidth={3} />,
  /** A box, ticked or empty (for selections). */
  boxChecked: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" fill="currentColor" />
      <path
        d="M7 12l3.5 3.5L17 8"
        stroke="#fff"
        strokeWidth={2.6}
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
  boxEmpty: <rect x="4" y="4" width="16" height="16" rx="3" {...S} />,
  /** A plus sign in a square (a city to urbanize / a bonus). */
  plus: <path d="M12 4v16M4 12h16" {...S} strokeWidth={3.5} />,
  /** An open hand (kept in hand). */
  hand: (
    <path
      d="M7 12V5a1.5 1.5 0 0 1 3 0v6V3.5a1.5 1.5 0 0 1 3 0V11V4.5a1.5 1.5 0 0 1 3 0V12V7.5a1.5 1.5 0 0 1 3 0V15c0 4-3 7-7 7-3 0-5-1.5-6.5-4L3 13.5a1.5 1.5 0 0 1 2.6-1.5z"
      fill="currentColor"
    />
  ),
  /** A star (victory points). */
  star: <path d="M12 2l3 6.5 7 .8-5.2 4.8 1.4 7L12 17.6 5.8 21.1l1.4-7L2 9.3l7-.8z" fill="currentColor" />,
  /** Media controls of the replay viewer. */
  first: <path d="M5 4h3v16H5zM20 4v16L9 12z" fill="currentColor" />,
  prev: <path d="M18 4v16L6 12z" fill="currentColor" />,
  play: <path d="M6 4v16l12-8z" fill="currentColor" />,
  pause: <path d="M6 4h4v16H6zM14 4h4v16h-4z" fill="currentColor" />,
  last: <path d="M16 4h3v16h-3zM4 4v16l11-8z" fill="currentColor" />,
  /** A cup (the winner). */
  trophy: (
    <>
      <path d="M7 3h10v6a5 5 0 0 1-10 0z" fill="currentColor" />
      <path d="M7 5H4v2a3 3 0 0 0 3 3M17 5h3v2a3 3 0 0 1-3 3" {...S} />
      <path d="M12 14v4M8 21h8" {...S} strokeWidth={2.5} />
    </>
  ),
  /** A question mark in a circle (help, the guided tour). */
  help: (
    <>
      <circle cx="12" cy="12" r="10" {...S} />
      <path d="M9 9.5a3 3 0 1 1 4 2.8c-.7.3-1 .9-1 1.7v.5" {...S} />
      <path d="M12 18v0" {...S} strokeWidth={2.6} />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof ICON_SHAPES;
export const ICON_NAMES = Object.keys(ICON_SHAPES) as IconName[];
