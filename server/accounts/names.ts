// Account names: 3 to 24 characters of letters (any script), digits, "_", "-" and single spaces
// between them, never a reserved word, never a character that renders as nothing (Hangul fillers
// such as U+3164, and every other default-ignorable code point), and unique as they LOOK: two names
// whose confusable skeletons are the same (Unicode TS #39 §4: "Аlice" with a Cyrillic А and
// "Alice", "admın" and "admin", Greek "rοot" and "root", "AIice" and "Alice") are one name. A name
// is kept as typed (NFC); its key is what must be unique.
//
// The skeleton is TS #39's NFD(map(NFD(s))) with the mapping of the unhomoglyph package (Unicode's
// confusables.txt as data, from the markdown-it maintainers): we compare with the consortium's
// table instead of a list of our own. The key: the skeleton of the name's NFKC form (width folded:
// "Ａnn" is "ann") in lower case, in NFC, so case never matters ("KENJI" is "kenji"). Because the
// skeleton of a capital I is l, a new name is also refused when the skeleton of its own letters,
// then lower-cased, is an account's key ("AIice" beside "Alice").
//
// Accounts made before keys were skeletons keep their old key (NFKC, lower case) in the database:
// sign-in and profiles look a name up by both keys and prefer the account whose own name is the
// one typed (accountByName), so every existing account still signs in; a new name is refused when
// either of its keys is taken. (A lookalike of an old account whose old key differs from its
// skeleton, e.g. one with "m", "0" or "1" in it, is caught once old keys are rewritten.)
import unhomoglyph from 'unhomoglyph';
import type { AccountRow } from './types';

export const NAME_MIN = 3;
export const NAME_MAX = 24;

const ALLOWED = /^[\p{L}\p{Nd}_-]+( [\p{L}\p{Nd}_-]+)*$/u;
/** Characters that render as nothing: Hangul fillers (U+3164, U+115F, U+1160, U+FFA0), joiners,
 *  variation selectors, … (Unicode's Default_Ignorable_Code_Point). */
export const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;

/** Words no account may be named, compared as they look (skeletons), without spaces, "_" or "-":
 *  the site's own roles, words the app shows in place of a name, and JavaScript's own keys. */
export const RESERVED_NAMES = [
  'admin',
  'administrator',
  'root',
  'system',
  'sysop',
  'server',
  'roundhouse',
  'moderator',
  'mod',
  'support',
  'help',
  'staff',
  'official',
  'owner',
  'operator',
  'security',
  'api',
  'www',
  'bot',
  'bots',
  'guest',
  'guests',
  'anonymous',
  'anon',
  'nobody',
  'someone',
  'everyone',
  'all',
  'player',
  'players',
  'spectator',
  'you',
  'me',
  'self',
  'deleted',
  'removed',
  'former player',
  'unknown',
  'null',
  'undefined',
  'nan',
  'true',
  'false',
  '__proto__',
  'constructor',
  'prototype',
  'tostring',
  'valueof',
  'hasownproperty',
];

/** Unicode TS #39 skeleton: NFD, each character mapped by confusables.txt, NFD again. */
export function skeleton(s: string): string {
  return unhomoglyph(s.normalize('NFD')).normalize('NFD');
}

/** The form of a name that must be unique (and that an account is looked up by). */
export function nameKey(name: string): string {
  return skeleton(name.normalize('NFKC').toLowerCase()).toLowerCase().normalize('NFC');
}

/** The key of the name as its capitals look ("AIice": "alice"). */
function caseLookKey(name: string): string {
  return nameKey(skeleton(name.normalize('NFKC')));
}

/** The key of accounts made before keys were skeletons: NFKC, lower case. */
export function legacyNameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase();
}

const squashKey = (k: string) => k.replace(/[\s_-]+/g, '');
const squash = (s: string) => squashKey(nameKey(s));
const RESERVED = new Set(RESERVED_NAMES.map(squash));
/** "Player 2", "bot_3", "Seat-1", "P1ayer": how the app names seats nobody owns (as skeletons,
 *  where "0" is "o" and "1" is "l"). */
const SEAT_LIKE = new RegExp(`^(${['player', 'seat', 'bot', 'guest'].map(squash).join('|')})[0-9lo]*$`);

export function isReserved(name: string): boolean {
  return [squash(name), squashKey(caseLookKey(name))].some((s) => RESERVED.has(s) || SEAT_LIKE.test(s));
}

/** The name to store, or the reason it is refused (a 400 for the client). */
export function checkAccountName(
  value: unknown,
): { ok: true; name: string; key: string } | { ok: false; error: string } {
  if (typeof value !== 'string') return { ok: false, error: 'name must be a string' };
  const name = value.normalize('NFC').trim();
  const n = [...name].length;
  if (n < NAME_MIN) return { ok: false, error: `name must have at least ${NAME_MIN} characters` };
  if (n > NAME_MAX) return { ok: false, error: `name may have at most ${NAME_MAX} characters` };
  if (INVISIBLE.test(name))
    return { ok: false, error: 'name may not contain characters that show as nothing (such as Hangul fillers)' };
  if (!ALLOWED.test(name))
    return { ok: false, error: 'name may contain only letters, digits, "_", "-" and single spaces' };
  if (isReserved(name)) return { ok: false, error: 'This name is reserved; choose another' };
  return { ok: true, name, key: nameKey(name) };
}

export interface AccountsByKey {
  accountByNameKey(key: string): Promise<AccountRow | undefined>;
}

/** The account a typed name names: looked up by its key and by the old key, preferring the
 *  account whose own name is the one typed (without case or width). */
export async function accountByName(store: AccountsByKey, typed: string): Promise<AccountRow | undefined> {
  const name = typed.normalize('NFC').trim();
  const key = nameKey(name);
  const old = legacyNameKey(name);
  const byKey = await store.accountByNameKey(key);
  const byOld = old === key ? undefined : await store.accountByNameKey(old);
  if (byOld && legacyNameKey(byOld.name) === old) return byOld;
  return byKey ?? byOld;
}

/** Whether a new name is taken: its key, the key of its capitals' look or its old key is an
 *  account's. */
export async function nameTaken(store: AccountsByKey, name: { name: string; key: string }): Promise<boolean> {
  for (const k of new Set([name.key, caseLookKey(name.name), legacyNameKey(name.name)]))
    if (await store.accountByNameKey(k)) return true;
  return false;
}
