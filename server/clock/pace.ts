// A table's pace, chosen when it is created (POST /api/tables, field `pace`):
//   { mode: 'live', turnSeconds, bankSeconds }  a time per turn (5–3,600 s) plus a bank (0–3,600 s)
//                                                spent once a turn's time is used up;
//   { mode: 'turnBased', hours }                 12, 24 or 72 hours per turn;
//   { mode: 'untimed' }                          no clock (friends' tables; the default).
export type Pace =
  | { mode: 'live'; turnSeconds: number; bankSeconds: number }
  | { mode: 'turnBased'; hours: 12 | 24 | 72 }
  | { mode: 'untimed' };

export const UNTIMED: Pace = { mode: 'untimed' };
export const TURN_BASED_HOURS = [12, 24, 72] as const;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const whole = (v: unknown, lo: number, hi: number) =>
  typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;

/** The pace a request asks for, or the reason it cannot be used (a 400 for the client). */
export function parsePace(v: unknown): { ok: true; pace: Pace } | { ok: false; error: string } {
  if (v === undefined) return { ok: true, pace: UNTIMED };
  if (!isObj(v))
    return {
      ok: false,
      error: 'pace must be an object such as { "mode": "live", "turnSeconds": 120, "bankSeconds": 300 }',
    };
  const keys = (allowed: string[]) => Object.keys(v).filter((k) => !allowed.includes(k));
  switch (v.mode) {
    case 'untimed':
      if (keys(['mode']).length)
        return { ok: false, error: `pace "untimed" takes no other field (got ${keys(['mode']).join(', ')})` };
      return { ok: true, pace: UNTIMED };
    case 'live': {
      const extra = keys(['mode', 'turnSeconds', 'bankSeconds']);
      if (extra.length) return { ok: false, error: `unknown pace field: ${extra.join(', ')}` };
      if (!whole(v.turnSeconds, 5, 3600))
        return { ok: false, error: 'pace.turnSeconds must be a whole number of seconds from 5 to 3600' };
      const bank = v.bankSeconds ?? 0;
      if (!whole(bank, 0, 3600))
        return { ok: false, error: 'pace.bankSeconds must be a whole number of seconds from 0 to 3600' };
      return { ok: true, pace: { mode: 'live', turnSeconds: v.turnSeconds as number, bankSeconds: bank as number } };
    }
    case 'turnBased': {
      const extra = keys(['mode', 'hours']);
      if (extra.length) return { ok: false, error: `unknown pace field: ${extra.join(', ')}` };
      if (!TURN_BASED_HOURS.includes(v.hours as 12)) return { ok: false, error: 'pace.hours must be 12, 24 or 72' };
      return { ok: true, pace: { mode: 'turnBased', hours: v.hours as 12 | 24 | 72 } };
    }
    default:
      return { ok: false, error: 'pace.mode must be "live", "turnBased" or "untimed"' };
  }
}

/** Time per turn and the starting bank, in ms (untimed: none). */
export function paceMs(p: Pace): { turnMs: number; bankMs: number } | null {
  if (p.mode === 'live') return { turnMs: p.turnSeconds * 1000, bankMs: p.bankSeconds * 1000 };
  if (p.mode === 'turnBased') return { turnMs: p.hours * 3_600_000, bankMs: 0 };
  return null;
}
