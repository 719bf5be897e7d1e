// Pairing the waiting players of one game, player count and pace into tables (./quickmatch.ts
// seats them): oldest first, each waiting player takes the nearest ratings around their own, as
// long as the table's spread (highest − lowest) is within the accepted gap of every player at it
// and every two players at it may meet (`mayMeet`: e.g. neither has blocked the other). The
// accepted gap widens while a player waits: GAP_BASE + GAP_PER_SECOND per second waited.
import type { QueueRow } from '../ratings/types';

export const GAP_BASE = 100;
export const GAP_PER_SECOND = 10;

/** The rating gap a player accepts after waiting since `joinedAt`. */
export function acceptedGap(joinedAt: number, now: number): number {
  return GAP_BASE + (GAP_PER_SECOND * Math.max(0, now - joinedAt)) / 1000;
}

type Pairable = Pick<QueueRow, 'accountId' | 'rating' | 'joinedAt'>;

/** Tables of `n` from the waiting rows of one game, player count and pace (oldest first). */
export function formTables<T extends Pairable>(
  rows: T[],
  n: number,
  now: number,
  mayMeet: (a: T, b: T) => boolean = () => true,
): T[][] {
  const left = [...rows].sort((a, b) => a.joinedAt - b.joinedAt || (a.accountId < b.accountId ? -1 : 1));
  const out: T[][] = [];
  let formed = true;
  while (formed && left.length >= n) {
    formed = false;
    for (const anchor of left) {
      const near = left
        .filter((r) => r !== anchor)
        .sort(
          (a, b) => Math.abs(a.rating - anchor.rating) - Math.abs(b.rating - anchor.rating) || a.joinedAt - b.joinedAt,
        );
      let group = [anchor];
      for (const c of near) {
        if (!group.every((g) => mayMeet(g, c))) continue;
        const trial = [...group, c];
        const ratings = trial.map((r) => r.rating);
        const spread = Math.max(...ratings) - Math.min(...ratings);
        if (trial.every((r) => spread <= acceptedGap(r.joinedAt, now))) group = trial;
        if (group.length === n) break;
      }
      if (group.length === n) {
        out.push(group);
        for (const g of group) left.splice(left.indexOf(g), 1);
        formed = true;
        break;
      }
    }
  }
  return out;
}

/** The pairs of `rows` that may not meet, asked once per pair of accounts (`mayMeet` is async:
 *  another module's answer). A predicate over the rows for formTables. */
export async function meetingRule<T extends Pick<QueueRow, 'accountId'>>(
  rows: T[],
  mayMeet: ((a: string, b: string) => Promise<boolean>) | undefined,
): Promise<(a: T, b: T) => boolean> {
  if (!mayMeet) return () => true;
  const barred = new Set<string>();
  const key = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);
  for (let i = 0; i < rows.length; i++)
    for (let j = i + 1; j < rows.length; j++)
      if (!(await mayMeet(rows[i].accountId, rows[j].accountId))) barred.add(key(rows[i].accountId, rows[j].accountId));
  return (a, b) => !barred.has(key(a.accountId, b.accountId));
}
