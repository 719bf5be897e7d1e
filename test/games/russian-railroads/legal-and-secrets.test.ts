// legalMoves completeness (brute force over the argument domain, every listed move accepted by the
// reducer) and secrets: playerView hides §6 zones, determinize re-samples only those [spec §6].
import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import { activeSeats, makeMoveAction, startMatch } from '../../../games/common/match';
import { seededRandom } from '../../../games/common/rng';
import { russianRailroads as mod } from '../../../games/russian-railroads';
import type { RRState } from '../../../games/russian-railroads/types';
import { bruteDomain } from './domain';

const DOMAIN = bruteDomain();
const key = (move: string, args: unknown[]) => `${move}${JSON.stringify(args[0] ?? null)}`;

/** Play random games through the reducer and call `visit` on every k-th state. */
function sample(numPlayers: number, seed: number, every: number, visit: (s: State) => void) {
  const rand = seededRandom(seed);
  const m = startMatch(mod, numPlayers, `sample-${seed}`);
  let i = 0;
  while (!m.state.ctx.gameover && i < 3000) {
    if (i % every === 0) visit(m.state);
    const seat = activeSeats(m.state.ctx)[0];
    const legal = mod.legalMoves(m.state.G, m.state.ctx, seat);
    const pick = legal[Math.floor(rand() * legal.length)];
    expect(m.step({ playerID: seat, move: pick.move, args: pick.args }).ok).toBe(true);
    i++;
  }
  visit(m.state);
}

describe('legalMoves completeness', () => {
  it.each([2, 3, 4])('%i players: brute force finds nothing missing; every listed move is accepted', (n) => {
    const reducer = CreateGameReducer({ game: { ...mod.game, seed: 'x' } });
    let checked = 0;
    for (const seed of [1]) {
      sample(n, seed * 10 + n, 7, (s) => {
        if (s.ctx.gameover) return;
        const seat = activeSeats(s.ctx)[0];
        const legal = mod.legalMoves(s.G, s.ctx, seat);
        const listed = new Set(legal.map((l) => key(l.move, l.args)));
        expect(listed.size).toBe(legal.length); // no duplicates
        for (const d of DOMAIN) {
          const ok = mod.whyIllegal(s.G, s.ctx, seat, d.move, d.arg) === null;
          expect(ok, key(d.move, [d.arg])).toBe(listed.has(key(d.move, d.arg ? [d.arg] : [])));
        }
        for (const l of legal) {
          const next = reducer(s, makeMoveAction(l.move, l.args, seat) as never) as State;
          expect(next._stateID, key(l.move, l.args)).toBe(s._stateID + 1);
        }
        // a refused move leaves the state untouched
        const bad = reducer(
          s,
          makeMoveAction('place', [{ space: 'NOPE', rubles: 0, temp: 0, black: 0 }], seat) as never,
        ) as State;
        expect(bad._stateID).toBe(s._stateID);
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(15);
  });
});

function withSecrets(): RRState {
  const m = startMatch(mod, 3, 'secrets');
  const G = JSON.parse(JSON.stringify(m.state.G)) as RRState;
  G.players['0'].endBonus = [G.endBonusPile.pop()!];
  G.players['1'].endBonus = [G.endBonusPile.pop()!, G.endBonusPile.pop()!];
  return G;
}

describe('secrets [spec §6]', () => {
  const view = (G: RRState, playerID: string | null, gameover = false) =>
    mod.game.playerView!({ G, ctx: { gameover } as never, playerID } as never) as RRState;

  it('opponents and spectators see counts only; the owner sees the cards', () => {
    const G = withSecrets();
    const v0 = view(G, '0');
    expect(v0.players['0'].endBonus).toEqual(G.players['0'].endBonus);
    expect(v0.players['1'].endBonus).toEqual(['?', '?']);
    expect(v0.endBonusPile).toEqual(G.endBonusPile.map(() => '?'));
    const spec = view(G, null);
    for (const p of Object.values(spec.players)) expect(p.endBonus.every((c) => c === '?')).toBe(true);
    expect(JSON.stringify(spec)).not.toMatch(/"E\d+"/);
    // the looker sees the pile while picking, nobody else does
    G.lookingAtPile = '2';
    expect(view(G, '2').endBonusPile).toEqual(G.endBonusPile);
    expect(view(G, '1').endBonusPile.every((c) => c === '?')).toBe(true);
    // everything is revealed at game end
    expect(view(G, null, true).players['1'].endBonus).toEqual(G.players['1'].endBonus);
  });

  it('no opponent or spectator ever sees a secret at many points of random games', () => {
    for (const n of [2, 3, 4]) {
      sample(n, 100 + n, 5, (s) => {
        const G = s.G as RRState;
        for (const viewer of [null, ...Object.keys(G.players)]) {
          const v = view(G, viewer, !!s.ctx.gameover);
          if (s.ctx.gameover) continue;
          for (const [id, p] of Object.entries(v.players)) {
            if (id !== viewer) expect(p.endBonus.every((c) => c === '?')).toBe(true);
            expect(p.endBonus).toHaveLength(G.players[id].endBonus.length);
          }
          if (G.lookingAtPile !== viewer || viewer === null) expect(v.endBonusPile.every((c) => c === '?')).toBe(true);
        }
      });
    }
  });

  it('determinize keeps what the seat sees and re-samples what it cannot', () => {
    const G = withSecrets();
    const v = view(G, '0');
    let changed = false;
    for (let i = 0; i < 20; i++) {
      const d = mod.determinize(v, { gameover: undefined } as never, '0', seededRandom(i));
      expect(d.players['0'].endBonus).toEqual(G.players['0'].endBonus);
      expect(d.players['1'].endBonus).toHaveLength(2);
      expect(d.endBonusPile).toHaveLength(G.endBonusPile.length);
      const all = [...d.players['0'].endBonus, ...d.players['1'].endBonus, ...d.endBonusPile];
      expect(new Set(all).size).toBe(all.length); // no card twice
      expect(all.every((c) => /^E\d+$/.test(c))).toBe(true);
      expect(d.players['1'].pos).toEqual(G.players['1'].pos); // public state kept
      if (JSON.stringify(d.players['1'].endBonus) !== JSON.stringify(G.players['1'].endBonus)) changed = true;
    }
    expect(changed).toBe(true);
  });
});
