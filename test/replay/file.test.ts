// Replay files: export/import round trip, clear errors for broken or foreign files, and the
// rules-version check.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../games/common/rng';
import {
  checkRulesVersion,
  makeReplayFile,
  parseReplayFile,
  rebuildReplay,
  seatNames,
  stripCredentials,
} from '../../games/common/replay';
import { toyModule } from './fixtures/toy-game';
import { playThroughMaster, quietBoardgameErrors } from './helpers';

quietBoardgameErrors();

async function sample() {
  const m = await playThroughMaster(toyModule, { numPlayers: 2, seed: 'file', rand: seededRandom('f') });
  const rec = (await m.store.fetchReplay(m.matchID))!;
  return makeReplayFile('toy-dice', m.matchID, rec, { playerNames: { '0': 'Ann', '1': 'Bo' }, exportedAt: 1 });
}

describe('replay files', () => {
  it('round-trips through JSON text and strips credentials', async () => {
    const file = await sample();
    const text = JSON.stringify(file);
    expect(text).not.toContain('secret-cred-');
    const parsed = parseReplayFile(text, ['toy-dice']);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.replay.gameId).toBe('toy-dice');
    expect(parsed.replay.playerNames).toEqual({ '0': 'Ann', '1': 'Bo' });
    expect(parsed.replay.log).toHaveLength(file.log.length);
    const r = rebuildReplay(toyModule, parsed.replay.initialState, parsed.replay.log);
    expect(r.error).toBeUndefined();
    expect(r.states[r.states.length - 1].ctx.gameover).toBeDefined();
    expect(seatNames(2, parsed.replay.metadata, parsed.replay.playerNames)).toEqual({ '0': 'Ann', '1': 'Bo' });
    expect(seatNames(3, parsed.replay.metadata)).toEqual({ '0': 'Player 1', '1': 'Player 2', '2': 'P3' });
  });

  it('keeps where the match was played (a local game is rebuilt the local way)', async () => {
    const file = await sample();
    expect(file.playedOn).toBeUndefined(); // server by default
    const local = makeReplayFile('toy-dice', 'x', { ...file, playedOn: 'local' });
    const parsed = parseReplayFile(JSON.stringify(local), ['toy-dice']);
    expect(parsed.ok && parsed.replay.playedOn).toBe('local');
    const odd = parseReplayFile(JSON.stringify({ ...local, playedOn: 'mars' }), ['toy-dice']);
    expect(odd.ok && odd.replay.playedOn).toBeUndefined();
  });

  it('accepts the bare server payload', async () => {
    const {
      format: _f,
      version: _v,
      gameId: _g,
      matchID: _m,
      playerNames: _p,
      exportedAt: _e,
      ...bare
    } = await sample();
    const parsed = parseReplayFile(bare, ['toy-dice']);
    expect(parsed.ok && parsed.replay.gameId).toBe('toy-dice');
  });

  it('gives a clear error for broken or foreign files, without throwing', async () => {
    const good = await sample();
    const cases: [unknown, string, RegExp][] = [
      ['{"format": "roundhouse-replay", ', 'not-json', /not valid JSON/],
      ['[1,2,3]', 'not-object', /replay object/],
      ['null', 'not-object', /replay object/],
      [{ format: 'chess-pgn', moves: [] }, 'foreign', /not a Roundhouse replay/],
      [{ hello: 'world' }, 'foreign', /not a Roundhouse replay/],
      [{ ...good, version: 9 }, 'unsupported-version', /version 9/],
      [{ ...good, gameId: 'monopoly', metadata: undefined }, 'unknown-game', /Unknown game "monopoly"/],
      [{ ...good, gameId: undefined, metadata: undefined }, 'unknown-game', /which game/],
      [{ ...good, initialState: { G: {} } }, 'bad-initial-state', /initial state/],
      [{ ...good, log: 'nope' }, 'bad-log', /not a list/],
      [{ ...good, log: [{ _stateID: 0 }] }, 'bad-log', /entry 0 has no action/],
      [{ ...good, log: [{ action: { type: 'MAKE_MOVE' } }] }, 'bad-log', /no _stateID/],
      [{ ...good, metadata: { ...good.metadata, gameName: 'other' } }, 'game-mismatch', /both/],
    ];
    for (const [input, code, message] of cases) {
      const r = parseReplayFile(input, ['toy-dice']);
      expect(r.ok, JSON.stringify(input).slice(0, 60)).toBe(false);
      if (!r.ok) {
        expect(r.code).toBe(code);
        expect(r.error).toMatch(message);
      }
    }
  });

  it('says so when the rules version differs from the game module', async () => {
    const file = await sample();
    expect(checkRulesVersion(toyModule, file.rulesVersion)).toEqual({ ok: true });
    const old = checkRulesVersion(toyModule, 2);
    expect(old.ok).toBe(false);
    if (!old.ok) {
      expect(old).toMatchObject({ recorded: 2, current: 3 });
      expect(old.message).toMatch(/rules version 2 of Toy Dice.*version 3/);
    }
    const parsed = parseReplayFile({ ...file, rulesVersion: undefined }, ['toy-dice']);
    expect(parsed.ok && checkRulesVersion(toyModule, parsed.replay.rulesVersion).ok).toBe(false);
  });

  it('strips credentials and connection flags from metadata', () => {
    const md = stripCredentials({
      gameName: 'toy-dice',
      players: { 0: { id: 0, name: 'A', credentials: 'x', isConnected: true } } as any,
      createdAt: 1,
      updatedAt: 2,
    });
    expect(md.players[0]).toEqual({ id: 0, name: 'A' });
  });
});
