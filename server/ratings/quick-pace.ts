// The pace of a quick match, in one place for the server (server/ratings/quickmatch.ts) and the
// page that says it before anyone is seated (client/ratings/QuickMatch.tsx): live, 90 s a turn and
// a 5-minute bank (a stand-in plays a seat whose time runs out, so a table never waits for good).
export const QUICK_PACE = { mode: 'live', turnSeconds: 90, bankSeconds: 300 } as const;
