// Display constants of the board: card colours and text colours (glyphs/letters come from the rules).
import type { CardType } from '../../../games/ticket-to-ride-card-game/types';

export const FILL: Record<CardType, string> = {
  red: '#d62728',
  orange: '#f28e2b',
  yellow: '#f2c80f',
  green: '#2e9e44',
  blue: '#1f77b4',
  purple: '#8e5bb5',
  white: '#f4f4f4',
  black: '#262626',
  loco: 'url(#ttr-loco)',
};
export const INK: Record<CardType, string> = {
  red: '#fff',
  orange: '#1b1b1b',
  yellow: '#1b1b1b',
  green: '#fff',
  blue: '#fff',
  purple: '#fff',
  white: '#1b1b1b',
  black: '#fff',
  loco: '#1b1b1b',
};

/** i18next key of a city (keys may not contain dots or spaces). */
export const cityKey = (name: string) => name.replace(/[^A-Za-z]/g, '');

export const CSS = `
.ttr { display: flex; flex-direction: column; gap: 0.6rem; }
.ttr section { background: var(--card, #fff); border: 1px solid var(--line, #ccc); border-radius: 8px; padding: 0.5rem; }
.ttr h3 { margin: 0 0 0.3rem; font-size: 1rem; }
.ttr .row { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: flex-end; }
.ttr .prompt { font-weight: 600; padding: 0.45rem 0.6rem; border-radius: 6px; background: #fff6d6; border: 1px solid #e0c25a; display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.ttr .banner { font-weight: 700; color: #fff; background: #b03a2e; border-radius: 6px; padding: 0.35rem 0.6rem; text-align: center; }
.ttr .pile { display: flex; flex-direction: column; align-items: center; font-size: 0.8rem; }
.ttr .clickable { cursor: pointer; }
.ttr .legal > svg rect.card-body, .ttr svg.legal rect.card-body { stroke: #1f6feb; stroke-width: 3; }
.ttr .changed { outline: 3px dashed #e67e22; outline-offset: 2px; border-radius: 6px; }
.ttr .players { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.ttr .player { flex: 1 1 17rem; min-width: 0; }
.ttr .player.current { border-color: #1f6feb; box-shadow: 0 0 0 2px #1f6feb55; }
.ttr .counts { display: flex; flex-wrap: wrap; gap: 0.6rem; font-size: 0.85rem; color: var(--muted, #666); margin-bottom: 0.3rem; }
.ttr .yard { display: flex; flex-wrap: wrap; gap: 0.35rem; align-items: flex-start; min-height: 3rem; }
.ttr .column { display: flex; flex-direction: column; }
.ttr .column > svg + svg { margin-top: -34px; }
.ttr .tickets { display: flex; flex-wrap: wrap; gap: 0.4rem; }
.ttr .ticket { border: 1px solid #b9a98c; background: #fbf4e4; border-radius: 6px; padding: 0.3rem 0.45rem; font-size: 0.85rem; min-width: 10rem; }
.ttr .ticket.selectable { cursor: pointer; }
.ttr .ticket.selected { border: 3px solid #1f6feb; background: #e8f0ff; }
.ttr .ticket.done { border-color: #1e8449; background: #e7f6ec; }
.ttr .ticket.failed { border-color: #b03a2e; background: #fbe4e0; }
.ttr .ticket .head { display: flex; justify-content: space-between; gap: 0.6rem; }
.ttr .ticket .pts { font-weight: 700; white-space: nowrap; }
.ttr .dots { display: flex; gap: 2px; margin-top: 0.2rem; flex-wrap: wrap; }
.ttr .hand-group { display: flex; flex-direction: column; align-items: center; gap: 0.15rem; font-size: 0.8rem; }
.ttr .hand-group button { font-size: 0.75rem; padding: 0 0.4rem; }
.ttr .modal { border: 2px solid #1f6feb; background: #f3f7ff; }
.ttr .recent { font-size: 0.85rem; color: var(--muted, #666); margin: 0; padding-left: 1.1rem; }
.ttr .cities { display: flex; flex-wrap: wrap; gap: 0.3rem; font-size: 0.8rem; }
.ttr .city { border: 1px solid #b9a98c; border-radius: 4px; padding: 0.1rem 0.35rem; background: #fff; }
.ttr .end-player { margin-bottom: 0.6rem; }
.ttr table.alloc td { padding: 0.1rem 0.4rem; vertical-align: middle; }
`;
