// The paces of a quick match, in one place for the server (server/quickmatch/quickmatch.ts) and
// the card that says them before anyone is seated (client/ratings/QuickMatch.tsx):
// - live: 90 s a turn and a 5-minute bank (a stand-in plays a seat whose time runs out, so a table
//   never waits for good); the player waits with the page open;
// - turnBased: 24 hours a turn; the player may close the page while waiting (up to a day) and
//   finds the table in My matches (and is told, where notifications are on).
export const QUICK_PACE = { mode: 'live', turnSeconds: 90, bankSeconds: 300 } as const;
export const QUICK_TURN_BASED = { mode: 'turnBased', hours: 24 } as const;
/** The paces a quick match may be asked for (POST /api/quickmatch `pace`; live when absent). */
export const QUICK_PACE_NAMES = ['live', 'turnBased'] as const;
export type QuickPaceName = (typeof QUICK_PACE_NAMES)[number];
/** How long a turn-based request waits for opponents. */
export const TURN_BASED_WAIT_MS = 24 * 3_600_000;
