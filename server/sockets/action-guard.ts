// What a client may send on a game socket, checked before anything reaches boardgame.io.
//
// boardgame.io 0.50.2 trusts socket payloads: it logs a refused move with `${args}` in a template
// literal (an argument like {"toString": 1} throws there and, uncaught, ends the process), and
// it indexes `metadata.players[playerID]` with whatever playerID a socket sent. So every socket
// event is checked here, and anything that is not the exact shape boardgame.io's own client
// sends is refused with a reason (logged by the socket guard).
//
// Limits. Every legal move of every title is a move name plus zero or one plain object (the
// GameModule contract, `LegalMove.args`). Measured over 300 seeded random games of each title
// at 2 and 4 players (the largest of any title): JSON of `args` ≤ 96 characters, nesting depth 3
// (the args array counts as level 1), ≤ 4 keys per object, strings ≤ 13 characters, arrays ≤ 6
// items, move names ≤ 20 characters. The limits below leave a wide margin over those (a hand of
// cards picked in the UI, longer IDs): 4,096 characters, depth 6, 32 keys, strings 256, arrays
// 200, move names 64.
export const LIMITS = {
  argsChars: 4096,
  depth: 6,
  keys: 32,
  string: 256,
  array: 200,
  moveName: 64,
  id: 128,
} as const;

/** Keys that change how an object behaves when it is converted, merged or inherited. */
export const FORBIDDEN_KEYS = new Set([
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'toJSON',
  'toLocaleString',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'then',
]);

export const ALLOWED_CLIENT_ACTIONS = new Set(['MAKE_MOVE', 'UNDO', 'REDO']);

const MOVE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export type Verdict = { ok: true } | { ok: false; reason: string };
const OK: Verdict = { ok: true };
const no = (reason: string): Verdict => ({ ok: false, reason });

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** A plain JSON value within the limits, with no forbidden key at any depth. */
export function checkJson(v: unknown, depth = 1): Verdict {
  if (depth > LIMITS.depth) return no(`nested deeper than ${LIMITS.depth}`);
  if (v === null || typeof v === 'boolean') return OK;
  if (typeof v === 'number') return Number.isFinite(v) ? OK : no('a number that is not finite');
  if (typeof v === 'string') return v.length <= LIMITS.string ? OK : no(`a string longer than ${LIMITS.string}`);
  if (Array.isArray(v)) {
    if (v.length > LIMITS.array) return no(`an array longer than ${LIMITS.array}`);
    for (const x of v) {
      const r = checkJson(x, depth + 1);
      if (!r.ok) return r;
    }
    return OK;
  }
  if (!isPlainObject(v)) return no(`a value of type ${typeof v}`);
  // Own keys including non-enumerable and symbols: JSON never makes those.
  const keys = Reflect.ownKeys(v);
  if (keys.length > LIMITS.keys) return no(`an object with more than ${LIMITS.keys} keys`);
  for (const k of keys) {
    if (typeof k !== 'string') return no('a symbol key');
    if (FORBIDDEN_KEYS.has(k)) return no(`the key "${k}"`);
    if (k.length > LIMITS.string) return no(`a key longer than ${LIMITS.string}`);
    const r = checkJson((v as Record<string, unknown>)[k], depth + 1);
    if (!r.ok) return r;
  }
  return OK;
}

const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= LIMITS.id;
const optionalId = (v: unknown) => v === undefined || v === null || isId(v);

function jsonSize(v: unknown): number {
  try {
    return JSON.stringify(v)?.length ?? 0;
  } catch {
    return Infinity;
  }
}

/** The arguments of a socket `update` event: [action, stateID, matchID, playerID]. */
export function checkUpdate(args: unknown[]): Verdict {
  const [action, stateID, matchID, playerID] = args;
  if (args.length > 4) return no('too many arguments');
  if (!isPlainObject(action)) return no('the action is not an object');
  const extra = Object.keys(action).filter((k) => k !== 'type' && k !== 'payload');
  if (extra.length) return no(`unexpected action field "${extra[0]}"`);
  const type = action.type;
  if (typeof type !== 'string' || !ALLOWED_CLIENT_ACTIONS.has(type))
    return no(`action type ${String(typeof type === 'string' ? type : typeof type)} is not allowed`);
  if (!Number.isSafeInteger(stateID) || (stateID as number) < 0) return no('stateID is not a whole number');
  if (!isId(matchID)) return no('matchID is not a short string');
  if (!optionalId(playerID)) return no('playerID is not a short string');
  const payload = action.payload;
  if (!isPlainObject(payload)) return no('the payload is not an object');
  const extraP = Object.keys(payload).filter((k) => !['type', 'args', 'playerID', 'credentials'].includes(k));
  if (extraP.length) return no(`unexpected payload field "${extraP[0]}"`);
  if (!optionalId(payload.playerID)) return no('payload.playerID is not a short string');
  if (!optionalId(payload.credentials)) return no('credentials are not a short string');
  if (payload.playerID != null && playerID != null && payload.playerID !== playerID)
    return no('payload.playerID differs from the sender');
  if (type === 'UNDO' || type === 'REDO') {
    if (payload.type != null || payload.args != null) return no(`${type} takes no move or arguments`);
    return OK;
  }
  const name = payload.type;
  if (typeof name !== 'string' || name.length > LIMITS.moveName || !MOVE_NAME.test(name))
    return no('the move name is not an identifier');
  if (FORBIDDEN_KEYS.has(name)) return no(`the move name "${name}"`);
  const margs = payload.args;
  if (margs === undefined || margs === null) return OK;
  if (!Array.isArray(margs)) return no('args is not an array');
  if (margs.length > 1) return no('more than one argument');
  if (margs.length === 1 && !isPlainObject(margs[0])) return no('the argument is not a plain object');
  const r = checkJson(margs);
  if (!r.ok) return no(`args: ${r.reason}`);
  if (jsonSize(margs) > LIMITS.argsChars) return no(`args longer than ${LIMITS.argsChars} characters`);
  return OK;
}

/** The arguments of a socket `sync` event: [matchID, playerID, credentials, numPlayers]. */
export function checkSync(args: unknown[]): Verdict {
  const [matchID, playerID, credentials, numPlayers] = args;
  if (args.length > 4) return no('too many arguments');
  if (!isId(matchID)) return no('matchID is not a short string');
  if (!optionalId(playerID)) return no('playerID is not a short string');
  if (!optionalId(credentials)) return no('credentials are not a short string');
  if (
    numPlayers !== undefined &&
    !(Number.isSafeInteger(numPlayers) && (numPlayers as number) >= 1 && (numPlayers as number) <= 16)
  ) {
    return no('numPlayers is not a small whole number');
  }
  return OK;
}

/** The arguments of a socket `chat` event: [matchID, { id, sender, payload }, credentials]. */
export function checkChat(args: unknown[]): Verdict {
  const [matchID, message, credentials] = args;
  if (args.length > 3) return no('too many arguments');
  if (!isId(matchID)) return no('matchID is not a short string');
  if (!optionalId(credentials)) return no('credentials are not a short string');
  if (!isPlainObject(message)) return no('the message is not an object');
  if (!isId(message.sender) || !isId(message.id)) return no('the message has no short id and sender');
  const r = checkJson(message);
  if (!r.ok) return no(`message: ${r.reason}`);
  if (jsonSize(message) > LIMITS.argsChars) return no(`a message longer than ${LIMITS.argsChars} characters`);
  return OK;
}
