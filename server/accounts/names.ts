// Account names: 3 to 24 characters of letters (any script), digits, "_", "-" and single spaces
// between them, unique ignoring case (and width: "Ａnn" is "ann"), never a reserved word.
// A name is kept as typed (NFC); its key (NFKC, lower case) is what must be unique.

export const NAME_MIN = 3;
export const NAME_MAX = 24;

const ALLOWED = /^[\p{L}\p{Nd}_-]+( [\p{L}\p{Nd}_-]+)*$/u;

/** Words no account may be named, compared without case, width, spaces, "_" or "-":
 *  the site's own roles, words the app shows in place of a name, and JavaScript's own keys. */
export const RESERVED_NAMES = [
  'admin', 'administrator', 'root', 'system', 'sysop', 'server', 'roundhouse', 'moderator', 'mod',
  'support', 'help', 'staff', 'official', 'owner', 'operator', 'security', 'api', 'www',
  'bot', 'bots', 'guest', 'guests', 'anonymous', 'anon', 'nobody', 'someone', 'everyone', 'all',
  'player', 'players', 'spectator', 'you', 'me', 'self',
  'deleted', 'removed', 'former player', 'unknown', 'null', 'undefined', 'nan', 'true', 'false',
  '__proto__', 'constructor', 'prototype', 'tostring', 'valueof', 'hasownproperty',
];

/** The form of a name that must be unique. */
export function nameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase();
}

const squash = (s: string) => nameKey(s).replace(/[\s_-]+/g, '');
const RESERVED = new Set(RESERVED_NAMES.map(squash));
/** "Player 2", "bot_3", "Seat-1": how the app names seats nobody owns. */
const SEAT_LIKE = /^(player|seat|bot|guest)\d*$/;

export function isReserved(name: string): boolean {
  const s = squash(name);
  return RESERVED.has(s) || SEAT_LIKE.test(s);
}

/** The name to store, or the reason it is refused (a 400 for the client). */
export function checkAccountName(value: unknown): { ok: true; name: string; key: string } | { ok: false; error: string } {
  if (typeof value !== 'string') return { ok: false, error: 'name must be a string' };
  const name = value.normalize('NFC').trim();
  const n = [...name].length;
  if (n < NAME_MIN) return { ok: false, error: `name must have at least ${NAME_MIN} characters` };
  if (n > NAME_MAX) return { ok: false, error: `name may have at most ${NAME_MAX} characters` };
  if (!ALLOWED.test(name)) return { ok: false, error: 'name may contain only letters, digits, "_", "-" and single spaces' };
  if (isReserved(name)) return { ok: false, error: 'This name is reserved; choose another' };
  return { ok: true, name, key: nameKey(name) };
}
