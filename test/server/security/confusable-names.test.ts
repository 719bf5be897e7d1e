// Names that look like other names (server/accounts/names.ts): account names are unique by their
// Unicode TS #39 confusable skeleton, reserved words are compared as skeletons too, names of
// characters that show as nothing are refused (accounts and guest names at tables alike), and
// accounts made before keys were skeletons still sign in and keep their profiles.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundhouseServer } from '../../../server/app';
import { hashPassword } from '../../../server/accounts/passwords';
import { checkAccountName, legacyNameKey, nameKey, skeleton } from '../../../server/accounts/names';
import { checkName } from '../../../server/lobby/seats';
import { toyCards } from '../../fixtures/toy-cards';
import { Jar, PASSWORD, serve } from '../accounts/helpers';

const GAME = toyCards.id;
let srv: RoundhouseServer;
beforeAll(async () => {
  srv = await serve('sqlite');
});
afterAll(() => srv?.stop());

const tag = () =>
  randomBytes(3)
    .toString('hex')
    .replace(/[01mi]/g, 'x'); // a suffix whose skeleton is itself
const CYRILLIC_A = '\u0410'; // А
const signUp = (name: string) => new Jar(srv.url).signUp(name, PASSWORD);

describe('confusable names', () => {
  it('the skeleton (TS #39): lookalikes from other scripts, dotless i, digits 0 and 1 are one name; case never matters', () => {
    expect(skeleton('\u0430')).toBe('a'); // Cyrillic а
    expect(nameKey(`${CYRILLIC_A}lice`)).toBe(nameKey('Alice'));
    expect(nameKey('adm\u0131n')).toBe(nameKey('admin')); // dotless ı
    expect(nameKey('r\u03bfot')).toBe(nameKey('root')); // Greek ο
    expect(nameKey('ALICE')).toBe(nameKey('alice')); // case never matters
    expect(nameKey('KENJI')).toBe(nameKey('kenji'));
    expect(nameKey('b0b1')).toBe(nameKey('bobl'));
    expect(nameKey('\uff21nn')).toBe(nameKey('ann')); // fullwidth, as before
    expect(nameKey('Ann')).not.toBe(nameKey('Anna'));
    expect(nameKey('太郎')).toBe('太郎');
  });

  it('a lookalike of an existing name is taken (409), for passwords and passkeys alike', async () => {
    const t = tag();
    expect((await signUp(`Alice_${t}`)).status).toBe(201);
    for (const look of [`${CYRILLIC_A}lice_${t}`, `AIice_${t}`, `ALICE_${t}`, `\u0430lice_${t}`]) {
      const r = await signUp(look);
      expect(r.status, look).toBe(409);
      expect(r.json.error).toMatch(/taken/);
      expect((await new Jar(srv.url).post('/api/accounts/passkey/options', { name: look })).status, look).toBe(409);
    }
    // the account is found by its lookalikes too: one account, one budget of failed guesses
    expect((await new Jar(srv.url).signIn(`${CYRILLIC_A}lice_${t}`, PASSWORD)).status).toBe(200);
    expect((await new Jar(srv.url).get(`/api/players/${encodeURIComponent(`\u0430lice_${t}`)}`)).json.name).toBe(
      `Alice_${t}`,
    );
  });

  it('reserved words are compared as they look: Cyrillic "аdmin", "admın", Greek "rοot", "P1ayer 2" are refused', async () => {
    for (const name of ['\u0430dmin', 'adm\u0131n', 'r\u03bfot', 'R\u041e\u041eT', 'P1ayer 2', 'B0T', '\u0405ystem']) {
      expect(checkAccountName(name), name).toMatchObject({ ok: false, error: expect.stringMatching(/reserved/) });
      const r = await signUp(name);
      expect(r.status, name).toBe(400);
    }
    expect(checkAccountName('Botanist').ok).toBe(true);
  });

  it('names of characters that show as nothing are refused: Hangul fillers, zero-width characters', async () => {
    for (const name of [
      '\u3164\u3164\u3164',
      '\u3164\u3164\u3164\u3164x',
      `Ann\u3164a`,
      'A\u200bnna',
      'Ann\u2060a',
      '\uffa0\uffa0\uffa0',
      '\u115f\u1160abc',
    ]) {
      const r = await signUp(name);
      expect(r.status, JSON.stringify(name)).toBe(400);
      expect(r.json.error).toMatch(/show as nothing|only letters/);
    }
  });

  it('guest names at tables get the same check; emoji with joiners are still allowed', async () => {
    const matchID = (await new Jar(srv.url).post(`/games/${GAME}/create`, { numPlayers: 2 })).json.matchID;
    for (const name of ['\u3164\u3164\u3164', '\u2800\u2800', '\u200b\u200b', ' \u3164 ', 'Ann\u3164', '\u2060']) {
      const r = await new Jar(srv.url).post(`/games/${GAME}/${matchID}/join`, { playerID: '0', playerName: name });
      expect(r.status, JSON.stringify(name)).toBe(400);
      expect(checkName(name).ok).toBe(false);
    }
    expect(checkName('👨‍👩‍👧 family').ok).toBe(true);
    expect(
      (await new Jar(srv.url).post(`/games/${GAME}/${matchID}/join`, { playerID: '0', playerName: 'Anna ❤️' })).status,
    ).toBe(200);
  });

  it('accounts made before keys were skeletons keep signing in and keep their profiles, beside a new lookalike', async () => {
    // as stored by the earlier code: the key was the name in NFKC, lower case
    const t = tag();
    const oldName = `Tom_${t}`;
    await srv.repos.accounts.createAccount({
      id: randomUUID(),
      name: oldName,
      nameKey: legacyNameKey(oldName),
      passwordHash: await hashPassword(PASSWORD),
      webauthnUserId: randomBytes(16).toString('base64url'),
      createdAt: Date.now(),
    });
    expect(legacyNameKey(oldName)).not.toBe(nameKey(oldName)); // "m" looks like "rn"
    const signIn = await new Jar(srv.url).signIn(oldName, PASSWORD);
    expect(signIn.status).toBe(200);
    expect(signIn.json.name).toBe(oldName);
    expect((await new Jar(srv.url).signIn(oldName.toUpperCase(), PASSWORD)).json.name).toBe(oldName);
    expect((await new Jar(srv.url).get(`/api/players/${encodeURIComponent(oldName)}`)).json.name).toBe(oldName);
    // the same name again, in another case, is taken
    expect((await signUp(oldName.toLowerCase())).status).toBe(409);
    // a new account whose skeleton equals the old one's skeleton: each name signs in to its own
    const rn = `Torn_${t}`;
    if ((await signUp(rn)).status === 201) {
      expect((await new Jar(srv.url).signIn(oldName, PASSWORD)).json.name).toBe(oldName);
      expect((await new Jar(srv.url).signIn(rn, PASSWORD)).json.name).toBe(rn);
      expect((await new Jar(srv.url).get(`/api/players/${encodeURIComponent(oldName)}`)).json.name).toBe(oldName);
    }
  });
});
