// Flow through boardgame.io's reducer: turn order, stages mirrored in ctx.activePlayers, post stage,
// bonus stages, consolidation stages, refusals by whyIllegal [spec §4.2-§4.6].
import { describe, expect, it } from 'vitest';
import { nippon } from '../../../games/nippon';
import { startMatch, type Match } from '../../../games/common/match';
import type { NipponState } from '../../../games/nippon/types';

function setG(m: Match, f: (G: NipponState) => void) {
  const G = structuredClone(m.state.G) as NipponState;
  f(G);
  m.state = { ...m.state, G };
}
const step = (m: Match, move: string, arg?: Record<string, unknown>) =>
  m.step({ playerID: m.state.ctx.currentPlayer, move, args: arg ? [arg] : [] }).ok;
const G_ = (m: Match) => m.state.G as NipponState;

describe('turn order and stages', () => {
  it('round robin in play order; an action stage is mirrored in ctx.activePlayers', () => {
    const m = startMatch(nippon, 4, 'flow-1');
    const order = m.state.ctx.playOrder;
    const cp = m.state.ctx.currentPlayer;
    expect(cp).toBe(order[0]);
    const color = G_(m).actionSlots[0][0];
    expect(step(m, 'takeWorker', { slot: 0, color, action: 'knowledge' })).toBe(true);
    expect(m.state.ctx.activePlayers).toEqual({ [cp]: 'knowledge' });
    expect(G_(m).players[cp].workers).toEqual([color]);
    expect(step(m, 'raiseKnowledge', { steps: 2 })).toBe(true);
    expect(m.state.ctx.currentPlayer).toBe(order[1]);
    expect(m.state.ctx.activePlayers).toBeNull();
    expect(G_(m).players[cp].knowledgeIdx).toBe(2);
    for (let k = 0; k < 3; k++) expect(step(m, 'consolidate')).toBe(true);
    expect(m.state.ctx.currentPlayer).toBe(order[0]);
  });

  it('refusals carry reasons: wrong player, wrong stage, bad arguments', () => {
    const m = startMatch(nippon, 3, 'flow-2');
    const { G, ctx } = m.state;
    const cp = ctx.currentPlayer;
    const other = ctx.playOrder[1];
    expect(nippon.whyIllegal(G, ctx, other, 'consolidate')).toBe('not-your-turn');
    expect(nippon.whyIllegal(G, ctx, cp, 'raiseKnowledge', { steps: 1 })).toBe('wrong-stage');
    expect(nippon.whyIllegal(G, ctx, cp, 'finishAction')).toBe('wrong-stage');
    expect(nippon.whyIllegal(G, ctx, cp, 'endMyTurn')).toBe('wrong-stage');
    expect(nippon.whyIllegal(G, ctx, cp, 'takeWorker', { slot: 9, color: 'white', action: 'invest' })).toBe(
      'bad-argument',
    );
    expect(nippon.whyIllegal(G, ctx, cp, 'takeWorker', { slot: 4, color: G.actionSlots[4][0], action: 'invest' })).toBe(
      'action-not-in-slot',
    );
    const missing = (['white', 'yellow', 'green', 'orange', 'pink', 'black'] as const).find(
      (c) => !G.actionSlots[0].includes(c),
    )!;
    expect(nippon.whyIllegal(G, ctx, cp, 'takeWorker', { slot: 0, color: missing, action: 'invest' })).toBe(
      'no-such-worker',
    );
    // nobody owns goods at the start: export, domestic and produce cannot be performed completely
    expect(
      nippon.whyIllegal(G, ctx, cp, 'takeWorker', { slot: 4, color: G.actionSlots[4][0], action: 'domestic' }),
    ).toBe('action-not-possible');
    expect(
      nippon.whyIllegal(G, ctx, cp, 'takeWorker', { slot: 2, color: G.actionSlots[2][0], action: 'produce' }),
    ).toBe('action-not-possible');
    expect(nippon.whyIllegal(G, ctx, cp, 'convertBlueprints', { track: 'coal' })).toBe('no-blueprints');
    expect(nippon.whyIllegal(G, ctx, cp, 'nonsense')).toBe('unknown-move');
    // the reducer refuses exactly those moves
    expect(m.step({ playerID: other, move: 'consolidate', args: [] }).ok).toBe(false);
    expect(step(m, 'raiseKnowledge', { steps: 1 })).toBe(false);
  });

  it('post stage: blueprint conversion after the action, then endMyTurn', () => {
    const m = startMatch(nippon, 2, 'flow-3');
    const cp = m.state.ctx.currentPlayer;
    setG(m, (G) => {
      G.players[cp].blueprints = 4;
    });
    expect(step(m, 'convertBlueprints', { track: 'income' })).toBe(true); // allowed before the action too
    expect(G_(m).players[cp].incomeIdx).toBe(1);
    setG(m, (G) => {
      G.players[cp].blueprints = 3;
    });
    expect(step(m, 'takeWorker', { slot: 1, color: G_(m).actionSlots[1][0], action: 'coalMine' })).toBe(true);
    expect(step(m, 'raiseCoal', { steps: 1 })).toBe(true);
    expect(m.state.ctx.activePlayers).toEqual({ [cp]: 'post' });
    expect(
      nippon.whyIllegal(m.state.G, m.state.ctx, cp, 'takeWorker', { slot: 0, color: 'white', action: 'invest' }),
    ).toBe('wrong-stage');
    expect(step(m, 'convertBlueprints', { track: 'knowledge' })).toBe(true);
    expect(G_(m).players[cp].blueprints).toBe(0);
    expect(step(m, 'endMyTurn')).toBe(true);
    expect(m.state.ctx.currentPlayer).not.toBe(cp);
  });

  it('multi-unit stage: finishAction needs one unit; LENS3 opens the free-ships stage', () => {
    const m = startMatch(nippon, 3, 'flow-4');
    const cp = m.state.ctx.currentPlayer;
    setG(m, (G) => {
      G.players[cp].knowledgeIdx = 4;
      G.players[cp].money = 20;
    });
    expect(step(m, 'takeWorker', { slot: 2, color: G_(m).actionSlots[2][0], action: 'railway' })).toBe(true);
    expect(nippon.whyIllegal(m.state.G, m.state.ctx, cp, 'finishAction')).toBe('nothing-done');
    expect(step(m, 'buildTrain', { region: 'R2' })).toBe(true);
    expect(m.state.ctx.activePlayers).toEqual({ [cp]: 'railway' });
    expect(step(m, 'finishAction')).toBe(true);
    expect(G_(m).players[cp].money).toBe(15);
    // next player consolidates twice round back to cp
    while (m.state.ctx.currentPlayer !== cp) expect(step(m, 'consolidate')).toBe(true);
    setG(m, (G) => {
      G.players[cp].money = 20;
      G.players[cp].knowledgeIdx = 4;
    });
    expect(step(m, 'takeWorker', { slot: 0, color: G_(m).actionSlots[0][0], action: 'invest' })).toBe(true);
    expect(step(m, 'buildFactory', { factoryId: 'LENS3' })).toBe(true);
    expect(m.state.ctx.activePlayers).toEqual({ [cp]: 'bonusShips' });
    expect(step(m, 'placeFreeShip', { region: 'R1' })).toBe(true);
    expect(nippon.whyIllegal(m.state.G, m.state.ctx, cp, 'placeFreeShip', { region: 'R1' })).toBe('region-used');
    expect(step(m, 'placeFreeShip', { region: 'R4' })).toBe(true);
    expect(G_(m).players[cp].shipsPlaced).toBe(2);
    expect(G_(m).players[cp].money).toBe(14);
    expect(m.state.ctx.currentPlayer).not.toBe(cp);
  });

  it('BULB2 free mechanizations may be skipped; CLOCK2/LENS2 flip future tiles', () => {
    const m = startMatch(nippon, 2, 'flow-5');
    const cp = m.state.ctx.currentPlayer;
    setG(m, (G) => {
      G.players[cp].knowledgeIdx = 8;
      G.players[cp].money = 20;
    });
    expect(step(m, 'takeWorker', { slot: 0, color: G_(m).actionSlots[0][0], action: 'invest' })).toBe(true);
    expect(step(m, 'buildFactory', { factoryId: 'BULB2' })).toBe(true);
    expect(m.state.ctx.activePlayers).toEqual({ [cp]: 'bonusMechanize' });
    expect(step(m, 'freeMechanize', { target: 'BULB2' })).toBe(true);
    expect(step(m, 'skipBonus')).toBe(true);
    const p = G_(m).players[cp];
    expect(p.factories[0].machine).toBe(1);
    expect(p.money).toBe(14);
  });

  it('consolidation stages: reward then placement, mirrored as stages', () => {
    const m = startMatch(nippon, 4, 'flow-6');
    const cp = m.state.ctx.currentPlayer;
    setG(m, (G) => {
      G.players[cp].workers = ['white', 'white', 'black'];
    });
    expect(step(m, 'consolidate')).toBe(true);
    expect(m.state.ctx.activePlayers).toEqual({ [cp]: 'reward' });
    expect(nippon.whyIllegal(m.state.G, m.state.ctx, cp, 'takeReward', { column: 3, bonus: 'coal' })).toBe(
      'column-too-high',
    );
    expect(step(m, 'takeReward', { column: 2, bonus: 'coal' })).toBe(true);
    expect(m.state.ctx.activePlayers).toEqual({ [cp]: 'rewardPlace' });
    expect(step(m, 'placeReward', { space: 'coal' })).toBe(true);
    expect(nippon.whyIllegal(m.state.G, m.state.ctx, m.state.ctx.currentPlayer, 'placeReward', { space: 'coal' })).toBe(
      'wrong-stage',
    );
    const p = G_(m).players[cp];
    expect(p.achievements.coal).toBe(2);
    expect(p.money).toBe(12 - 6);
    expect(p.coal).toBe(4);
  });
});
