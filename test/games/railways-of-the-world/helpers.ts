// Test helpers: drive matches and edit G for prepared positions.
import type { State } from 'boardgame.io';
import { activeSeats, startMatch, type Match } from '../../../games/common/match';
import { railwaysOfTheWorld as mod } from '../../../games/railways-of-the-world';
import type { Link, RotwState } from '../../../games/railways-of-the-world/types';

export { mod };

export function newMatch(n: number, seed = 'test', setupData?: Record<string, unknown>): Match {
  return startMatch(mod, n, seed, setupData as never);
}

export function step(m: Match, move: string, arg?: Record<string, unknown>, player?: string): boolean {
  const p = player ?? activeSeats(m.state.ctx)[0];
  return m.step({ playerID: p, move, args: arg ? [arg] : [] }).ok;
}

/** Everyone keeps baron option 0. */
export function chooseBarons(m: Match): void {
  for (let i = 0; i < m.state.ctx.numPlayers; i++)
    if (!step(m, 'chooseBaron', { index: 0 }, String(i))) throw new Error('baron');
}

/** Barons, then everyone passes the auction: the actions phase begins. */
export function toActions(m: Match, first: string | null = '0'): void {
  const n = m.state.ctx.numPlayers;
  if (first !== null)
    editG(m, (g) => {
      g.startPlayer = String((Number(first) + n - 1) % n);
    });
  chooseBarons(m);
  while (m.state.ctx.phase === 'auction') if (!step(m, 'passBid')) throw new Error('pass');
}

export function editG(m: Match, fn: (G: RotwState) => void): void {
  const G: RotwState = JSON.parse(JSON.stringify(m.state.G));
  fn(G);
  m.state = { ...m.state, G } as State;
}

export function G(m: Match): RotwState {
  return m.state.G as RotwState;
}

let abstractId = 900;
/** A complete link with no tiles (for delivery / network tests). */
export function addLink(g: RotwState, owner: string, a: string, b: string): string {
  const id = `L${abstractId++}`;
  const l: Link = { id, owner, cityA: a, cityB: b, tiles: [], complete: true };
  g.links[id] = l;
  return id;
}

export function clearCubes(g: RotwState): void {
  for (const c of Object.values(g.cities)) c.cubes = { red: 0, yellow: 0, blue: 0, purple: 0, black: 0 };
}

export const cur = (m: Match) => m.state.ctx.currentPlayer;

/** The position of [spec §5 T11]: P0 (engine 3, Western Link at KCY) can deliver KCY's red cube
 *  over its links KCY–STL, STL–SPI and P1's SPI–CHI. Returns the path's link ids. */
export function t11Position(g: RotwState): string[] {
  clearCubes(g);
  g.cities.KCY.cubes.red = 1;
  g.bag.red = 25;
  g.players['0'].engine = 3;
  g.westernLinks.KCY = '0';
  return [addLink(g, '0', 'KCY', 'STL'), addLink(g, '0', 'STL', 'SPI'), addLink(g, '1', 'SPI', 'CHI')];
}
