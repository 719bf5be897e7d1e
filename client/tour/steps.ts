// The steps of each board's guided tour: what to point at (a CSS selector; the first match is
// highlighted, none = a step without a highlight) and where its text is. `common:<key>` steps
// are shared (namespace `tour`), the others are `tour.<key>` in the game's namespace.
export interface TourStep {
  /** Selector of the area; several can be given comma-separated (the first one present wins). */
  target: string | null;
  text: string;
}

const start: TourStep[] = [
  { target: null, text: 'common:welcome' },
  { target: '.turn-line', text: 'common:turn' },
];
const end: TourStep[] = [
  { target: '.log', text: 'common:log' },
  { target: '.rh-tour-bar', text: 'common:end' },
];

const BOARD_STEPS: Record<string, TourStep[]> = {
  'russian-railroads': [
    { target: '.rr-prompt', text: 'prompt' },
    { target: '.rr-main, .rr-areas', text: 'spaces' },
    { target: '.rr-pb', text: 'playerBoard' },
    { target: '.rr-row', text: 'supply' },
  ],
  'railways-of-the-world': [
    { target: '.rotw-prompt', text: 'prompt' },
    { target: '.rotw-map', text: 'map' },
    { target: '.rotw-players', text: 'players' },
  ],
  nippon: [
    { target: '.nip-prompt', text: 'prompt' },
    { target: '.nip-slots', text: 'slots' },
    { target: '.nip-map', text: 'map' },
    { target: '.nip-player.mine, .nip-players', text: 'playerBoard' },
  ],
  'steam-rollers': [
    { target: '.sr-prompt', text: 'prompt' },
    { target: '.sr-pool', text: 'pool' },
    { target: '.sr-main .sr-col:nth-child(2)', text: 'sheet' },
  ],
  'ticket-to-ride-card-game': [
    { target: '.ttr .prompt', text: 'prompt' },
    { target: '.ttr section:has(.pile)', text: 'table' },
    { target: '.ttr .players', text: 'players' },
  ],
};

export function tourSteps(gameId: string): TourStep[] {
  return [...start, ...(BOARD_STEPS[gameId] ?? []), ...end];
}
