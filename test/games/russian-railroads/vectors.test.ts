// Every numbered test vector of the spec [spec §5.4].
import { describe, expect, it } from 'vitest';
import { reach } from '../../../games/russian-railroads/rules/track';
import { industryTarget } from '../../../games/russian-railroads/rules/industry';
import { beginRoundEnd, newTurnOrder } from '../../../games/russian-railroads/rules/round';
import {
  endBonusValue,
  engineerMajority,
  industryPoints,
  scoreRoute,
} from '../../../games/russian-railroads/rules/scoring';
import { legalMoves } from '../../../games/russian-railroads/rules/legal';
import { act, clone, flow, makeState, pay, why } from './helpers';

const setPos = (
  G: ReturnType<typeof makeState>,
  route: 'TS' | 'SP' | 'KV',
  pos: Partial<Record<string, number>>,
  seat = '0',
) => Object.assign(G.players[seat].pos[route], pos);

describe('Russian Railroads test vectors [spec §5.4]', () => {
  it('[spec §5.4 V1] TS locos 2+6, black 9 grey 7 brown 3, 1 doubler scores 12', () => {
    const p = makeState().players['0'];
    p.locos.TS = [2, 6];
    Object.assign(p.pos.TS, { black: 9, grey: 7, brown: 3 });
    p.doublers = 1;
    expect(scoreRoute(p, 'TS')).toBe(12);
  });

  it('[spec §5.4 V2] KV loco 2, black 4 scores 3 (stars 1+2)', () => {
    const p = makeState().players['0'];
    p.locos.KV = 2;
    p.pos.KV.black = 4;
    expect(scoreRoute(p, 'KV')).toBe(3);
  });

  it('[spec §5.4 V3] KV loco 3, black 5 scores 6', () => {
    const p = makeState().players['0'];
    p.locos.KV = 3;
    p.pos.KV.black = 5;
    expect(scoreRoute(p, 'KV')).toBe(6);
  });

  it('[spec §5.4 V4] industry marker on a factory in gap 1 scores 5', () => {
    const p = makeState().players['0'];
    p.factories[0] = 2;
    p.industry = [5];
    expect(industryPoints(p)).toBe(5);
  });

  it('[spec §5.4 V5] SP loco 7, black 9 grey 7 scores 7×2 = 14', () => {
    const p = makeState().players['0'];
    p.locos.SP = 7;
    Object.assign(p.pos.SP, { black: 9, grey: 7 });
    expect(scoreRoute(p, 'SP')).toBe(14);
  });

  it('[spec §5.4 V6] as V5 with SP loco 6 scores 6 (no doubling)', () => {
    const p = makeState().players['0'];
    p.locos.SP = 6;
    Object.assign(p.pos.SP, { black: 9, grey: 7 });
    expect(scoreRoute(p, 'SP')).toBe(6);
  });

  it('[spec §5.4 V7] SP loco 8, black 9 grey 8 brown 5: 36 with revaluation, 26 without', () => {
    const p = makeState().players['0'];
    p.locos.SP = 8;
    Object.assign(p.pos.SP, { black: 9, grey: 8, brown: 5 });
    expect(scoreRoute(p, 'SP')).toBe(26);
    p.revaluation = true;
    expect(scoreRoute(p, 'SP')).toBe(36);
  });

  it('[spec §5.4 V8] KV loco 5, black 8 grey 5 with Kiev medal scores 35', () => {
    const p = makeState().players['0'];
    p.locos.KV = 5;
    Object.assign(p.pos.KV, { black: 8, grey: 5 });
    p.kievMedal = true;
    expect(scoreRoute(p, 'KV')).toBe(35);
  });

  it('[spec §5.4 V9] full TS with 8 doublers scores 100, 145 with revaluation', () => {
    const p = makeState().players['0'];
    p.locos.TS = [9, 9];
    Object.assign(p.pos.TS, { black: 15, grey: 14, brown: 12, natural: 9, white: 4 });
    p.doublers = 8;
    expect(scoreRoute(p, 'TS')).toBe(100);
    p.revaluation = true;
    expect(scoreRoute(p, 'TS')).toBe(145);
  });

  it('[spec §5.4 V10] industry markers on 8 and 4 score 20', () => {
    const p = makeState().players['0'];
    p.industry = [8, 4];
    expect(industryPoints(p)).toBe(20);
  });

  it('[spec §5.4 V11] the player in position 3 gains 3 VP when passing', () => {
    const G = makeState(4);
    const seat = G.turnOrder[2];
    act(G, 'pass', undefined, seat);
    expect(G.players[seat].score).toBe(3);
    expect(G.players[seat].vp.turnOrder).toBe(3);
    expect(G.players[seat].passed).toBe(true);
  });

  it('[spec §5.4 V12] engineer majority: 3 tiles +40; tie of 2 broken by the highest number', () => {
    const G = makeState(4);
    G.players['0'].engineers = [2, 3, 4]; // Red
    G.players['1'].engineers = [9, 5]; // Blue, max 9
    G.players['2'].engineers = [12, 6]; // Yellow, max 12
    G.players['3'].engineers = []; // Green
    expect(engineerMajority(G)).toEqual({ '0': 40, '1': 0, '2': 20, '3': 0 });
  });

  it('[spec §5.4 V13] E8 with 3 / 5 / 7 doublers: 0 / 20 / 30', () => {
    const p = makeState().players['0'];
    expect([3, 5, 7].map((d) => ((p.doublers = d), endBonusValue(p, 'E8')))).toEqual([0, 20, 30]);
  });

  it('[spec §5.4 V14] E2 with TS 15, SP 9, KV 6 black: 20', () => {
    const p = makeState().players['0'];
    p.pos.TS.black = 15;
    p.pos.SP.black = 9;
    p.pos.KV.black = 6;
    expect(endBonusValue(p, 'E2')).toBe(20);
  });

  it('[spec §5.4 V15] E4 with locos TS 5+7, SP 8, KV 4: 24', () => {
    const p = makeState().players['0'];
    p.locos = { TS: [5, 7], SP: 8, KV: 4 };
    expect(endBonusValue(p, 'E4')).toBe(24);
  });

  it('[spec §5.4 V16] E6 with black on 12, 9, 7: 28', () => {
    const p = makeState().players['0'];
    p.pos.TS.black = 12;
    p.pos.SP.black = 9;
    p.pos.KV.black = 7;
    expect(endBonusValue(p, 'E6')).toBe(28);
  });

  it('[spec §5.4 V17] loco 4 replaces the 1 on TS; the 1 must go to the empty KV', () => {
    const G = makeState(4);
    const p = G.players['0'];
    p.locos = { TS: [3, 1], SP: 2, KV: null };
    G.locoPiles = [0, 0, 0, 2, 4, 4, 4, 4, 4];
    act(G, 'place', pay('L1'));
    act(G, 'takeTile', { kind: 'loco' });
    act(G, 'placeLoco', { route: 'TS', replace: 1 });
    expect(p.locos.TS).toEqual([3, 4]);
    expect(why(G, 'relocate', { toFactory: true })).toBe('must-place-on-empty-route');
    expect(why(G, 'relocate', { route: 'SP', replace: 0 })).toBe('bad-loco-target');
    act(G, 'relocate', { route: 'KV' });
    expect(p.locos.KV).toBe(1);
    expect(G.pending).toEqual([]);
    expect(G.turnDone).toBe(true);
  });

  it('[spec §5.4 V18] loco 4 on SP: 2 → KV replacing 1; the 1 becomes a factory in the pool', () => {
    const G = makeState(4);
    const p = G.players['0'];
    p.locos = { TS: [3, 5], SP: 2, KV: 1 };
    G.locoPiles = [0, 0, 0, 2, 4, 4, 4, 4, 4];
    act(G, 'place', pay('L1'));
    act(G, 'takeTile', { kind: 'loco' });
    act(G, 'placeLoco', { route: 'SP', replace: 0 });
    act(G, 'relocate', { route: 'KV', replace: 0 });
    const moves = legalMoves(G, flow(), '0').map((m) => `${m.move}${JSON.stringify(m.args)}`);
    expect(moves).toEqual(['relocate[{"toFactory":true}]']);
    act(G, 'relocate', { toFactory: true });
    expect(p.locos).toEqual({ TS: [3, 5], SP: 4, KV: 2 });
    expect(G.factoryPool).toEqual([1]);
  });

  it('[spec §5.4 V19] order Y,B,G,R; G claims TO1, R claims TO2 → G,R,Y,B', () => {
    expect(newTurnOrder(['Y', 'B', 'G', 'R'], 'G', 'R')).toEqual(['G', 'R', 'Y', 'B']);
  });

  it('[spec §5.4 V20] order Y,B,G,R; Y claims TO2, nobody TO1 → unchanged', () => {
    expect(newTurnOrder(['Y', 'B', 'G', 'R'], null, 'Y')).toEqual(['Y', 'B', 'G', 'R']);
  });

  it('[spec §5.4 V21] order A,B,C,D; C claims TO2 only → A,C,B,D', () => {
    expect(newTurnOrder(['A', 'B', 'C', 'D'], null, 'C')).toEqual(['A', 'C', 'B', 'D']);
  });

  it('[spec §5.4 V22] TG1 with TS black 5 and grey off the board: grey to TS 1 then TS 2', () => {
    const G = makeState(4);
    const p = G.players['0'];
    p.pos.TS.black = 5;
    p.unlocked.grey = true;
    p.done.TS2 = true;
    act(G, 'place', pay('TG1'));
    act(G, 'trackStep', { route: 'TS', color: 'grey' });
    expect(p.pos.TS.grey).toBe(1);
    act(G, 'trackStep', { route: 'TS', color: 'grey' });
    expect(p.pos.TS.grey).toBe(2);
    expect(G.pending).toEqual([]);
  });

  it('[spec §5.4 V23] TS 14, SP 9, KV 9 black: TB2 illegal (room 1 < 3), TMULTI legal', () => {
    const G = makeState(4);
    setPos(G, 'TS', { black: 14 });
    setPos(G, 'SP', { black: 9 });
    setPos(G, 'KV', { black: 9 });
    expect(why(G, 'place', pay('TB2'))).toBe('not-executable');
    expect(why(G, 'place', pay('TMULTI'))).toBeNull();
  });

  it('[spec §5.4 V24] marker on 4 with gap 1 empty: I1 illegal; owned engineer 2 gives +3 VP, step lost', () => {
    const G = makeState(4);
    const p = G.players['0'];
    p.industry = [4];
    p.engineers = [2];
    G.spaces.OWN_2 = [];
    expect(why(G, 'place', pay('I1'))).toBe('not-executable');
    act(G, 'place', pay('OWN_2'));
    expect(p.score).toBe(3);
    expect(p.industry).toEqual([4]);
    expect(G.pending).toEqual([]);
    expect(G.turnDone).toBe(true);
  });

  it('[spec §5.4 V25] black reaches TS 15 with natural on TS 2: +10, white gained, 2-step bonus lost', () => {
    const G = makeState(4);
    const p = G.players['0'];
    Object.assign(p.pos.TS, { black: 14, grey: 10, brown: 5, natural: 2 });
    Object.assign(p.unlocked, { grey: true, brown: true, natural: true });
    Object.assign(p.done, { TS2: true, TS6: true, TS10: true });
    act(G, 'place', pay('TMULTI'));
    act(G, 'trackStep', { route: 'TS', color: 'black' });
    expect(p.score).toBe(10);
    expect(p.unlocked.white).toBe(true);
    expect(p.pos.TS.white).toBe(0);
  });

  it('[spec §5.4 V26] black worker on owned engineer 1, then factory 3 reuses it: black moves 2, grey 1', () => {
    const G = makeState(4);
    const p = G.players['0'];
    p.engineers = [1];
    G.spaces.OWN_1 = [];
    p.hasBlackWorker = p.blackAvailable = true;
    Object.assign(p.pos.TS, { black: 8, grey: 6, brown: 1 });
    Object.assign(p.unlocked, { grey: true, brown: true });
    Object.assign(p.done, { TS2: true, TS6: true });
    act(G, 'place', pay('OWN_1', { black: 1 }));
    act(G, 'trackStep', { route: 'TS', color: 'brown' });
    act(G, 'trackStep', { route: 'TS', color: 'brown' });
    expect(p.pos.TS.brown).toBe(3);
    expect(G.pending).toEqual([]); // no black step: the black-worker bonus lapsed
    // a later turn: industry onto factory 3 → reuse the engineer
    G.turnDone = false;
    p.factories[0] = 3;
    p.industry = [4];
    act(G, 'place', pay('I1'));
    act(G, 'industryStep', { marker: 0 });
    expect(G.pending.map((x) => x.kind)).toEqual(['chooseReuse']);
    act(G, 'chooseReuse', { space: 'OWN_1' });
    act(G, 'trackStep', { route: 'TS', color: 'black' });
    act(G, 'trackStep', { route: 'TS', color: 'grey' });
    act(G, 'trackStep', { route: 'TS', color: 'black' }); // the bonus step
    expect(p.pos.TS.black).toBe(10);
    expect(p.pos.TS.grey).toBe(7);
    expect(G.pending).toEqual([]);
  });

  it('[spec §5.4 V27] TB2 with TS black 3, SP black 2: TS +3, or TS +2 and SP +1', () => {
    const G = makeState(4);
    setPos(G, 'TS', { black: 3 });
    setPos(G, 'SP', { black: 2 });
    act(G, 'place', pay('TB2'));
    const a = clone(G);
    for (let i = 0; i < 3; i++) act(a, 'trackStep', { route: 'TS', color: 'black' });
    expect(a.players['0'].pos.TS.black).toBe(6);
    const b = clone(G);
    act(b, 'trackStep', { route: 'TS', color: 'black' });
    act(b, 'trackStep', { route: 'TS', color: 'black' });
    act(b, 'trackStep', { route: 'SP', color: 'black' });
    expect([b.players['0'].pos.TS.black, b.players['0'].pos.SP.black]).toEqual([5, 3]);
    expect(b.pending).toEqual([]);
  });

  it('[spec §5.4 V28] TANY paid with 1 worker + 1 ruble: black TS 4→5 then grey TS 2→3', () => {
    const G = makeState(4);
    const p = G.players['0'];
    Object.assign(p.pos.TS, { black: 4, grey: 2 });
    p.unlocked.grey = true;
    p.done.TS2 = true;
    const rubles = p.rubles;
    act(G, 'place', pay('TANY'));
    expect(p.rubles).toBe(rubles - 1);
    act(G, 'trackStep', { route: 'TS', color: 'black' });
    act(G, 'trackStep', { route: 'TS', color: 'grey' });
    expect([p.pos.TS.black, p.pos.TS.grey]).toEqual([5, 3]);
  });

  it('[spec §5.4 V29] TMULTI stays open: another player may use it in the same round', () => {
    const G = makeState(4);
    act(G, 'place', pay('TMULTI'), '0');
    act(G, 'trackStep', { route: 'TS', color: 'black' }, '0');
    expect(why(G, 'place', pay('TMULTI'), '1', 'actions')).toBeNull();
    act(G, 'place', pay('TMULTI'), '1');
    expect(G.spaces.TMULTI).toHaveLength(2);
  });

  it('[spec §5.4 V30] TS locos 1 and 4 reach 5', () => {
    const p = makeState().players['0'];
    p.locos.TS = [1, 4];
    expect(reach(p, 'TS')).toBe(5);
  });

  it('[spec §5.4 V31] lowest pile 2, L1 → loco on the empty SP: SP reach 2', () => {
    const G = makeState(4);
    act(G, 'place', pay('L1'));
    act(G, 'takeTile', { kind: 'loco' });
    act(G, 'placeLoco', { route: 'SP' });
    expect(reach(G.players['0'], 'SP')).toBe(2);
    expect(G.locoPiles[1]).toBe(3);
  });

  it('[spec §5.4 V32] L1 factory from the pile of 2s goes to gap 1; a marker on 4 may step onto it', () => {
    const G = makeState(4);
    const p = G.players['0'];
    p.industry = [4];
    expect(industryTarget(p, 0)).toBe(0);
    act(G, 'place', pay('L1'));
    act(G, 'takeTile', { kind: 'factory', from: 'pile' });
    act(G, 'placeFactory', {});
    expect(p.factories[0]).toBe(2);
    expect(industryTarget(p, 0)).toBe(5);
  });

  it('[spec §5.4 V33] marker on 4, factory in gap 1, I2: step 1 → 5 triggers it, step 2 → 6', () => {
    const G = makeState(4);
    const p = G.players['0'];
    p.industry = [4];
    p.factories[0] = 6; // +1 ruble
    const rubles = p.rubles;
    act(G, 'place', pay('I2'));
    act(G, 'industryStep', { marker: 0 });
    expect(p.industry).toEqual([5]);
    expect(p.rubles).toBe(rubles + 1);
    act(G, 'industryStep', { marker: 0 });
    expect(p.industry).toEqual([6]);
  });

  it('[spec §5.4 V34] public engineer 4 in ENG1 with 2 doublers: 3rd slot filled, +3 VP', () => {
    const G = makeState(4);
    const p = G.players['0'];
    G.strip[5] = 4;
    p.doublers = 2;
    act(G, 'place', pay('ENG1'));
    expect(p.doublers).toBe(3);
    expect(p.score).toBe(3);
  });

  it('[spec §5.4 V35] at round end Red moves the turn-order worker to TN1 and moves brown 1 step', () => {
    const G = makeState(4);
    const p = G.players['0'];
    Object.assign(p.pos.TS, { black: 7, grey: 4 });
    Object.assign(p.unlocked, { grey: true, brown: true });
    Object.assign(p.done, { TS2: true, TS6: true });
    G.turnOrder = ['1', '0', '2', '3'];
    act(G, 'place', pay('TO1'));
    G.flowPhase = 'roundEnd';
    beginRoundEnd(G);
    expect(G.turnOrder[0]).toBe('0');
    expect(G.roundEndQueue).toEqual(['0']);
    expect(why(G, 'reuseTurnOrderWorker', { space: 'TN2' }, '0', 'roundEnd')).toBe('reuse-not-eligible');
    act(G, 'reuseTurnOrderWorker', { space: 'TN1' }, '0', 'roundEnd');
    act(G, 'trackStep', { route: 'TS', color: 'brown' }, '0', 'roundEnd');
    expect(p.pos.TS.brown).toBe(1);
    expect(G.roundEndQueue).toEqual([]);
  });

  it('[spec §5.4 V36] SP black 6 with SP loco 5: SP 4 token granted, SP 6 not yet', () => {
    const G = makeState(4);
    const p = G.players['0'];
    p.locos.SP = 5;
    p.pos.SP.black = 5;
    act(G, 'place', pay('TMULTI'));
    act(G, 'trackStep', { route: 'SP', color: 'black' });
    expect(G.pending).toEqual([expect.objectContaining({ kind: 'chooseToken', spot: 'SP4' })]);
    act(G, 'chooseToken', { token: 'T5' });
    expect(p.revaluation).toBe(true);
    expect(p.tokenSpots.SP4).toBe('T5');
    expect(p.done.SP6).toBeUndefined();
  });
});
