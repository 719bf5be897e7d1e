// Worker bag, action-slot / worker-row refills, scoring marker and final countdown [spec §4.7].
import { ROW_CAPACITY, SCORING_TRACK, SLOT_SIZE } from '../constants';
import { WORKER_COLORS, type NipponState, type Seat, type WorkerColor } from '../types';
import { finalScoring, regionScoring } from './scoring';

export const bagSize = (G: NipponState) => WORKER_COLORS.reduce((s, c) => s + G.bag[c], 0);

/** Draw one random worker from the bag (weighted by counts); null when empty. */
export function drawWorker(G: NipponState, rand: () => number): WorkerColor | null {
  const total = bagSize(G);
  if (total === 0) return null;
  let r = Math.floor(rand() * total);
  for (const c of WORKER_COLORS) {
    if (r < G.bag[c]) {
      G.bag[c] -= 1;
      return c;
    }
    r -= G.bag[c];
  }
  return null;
}

/** Fill recorded shortfalls: action slots first (left to right), then rows top-down [spec §4.6.4, D21]. */
export function serveShortfall(G: NipponState, rand: () => number) {
  const groups: [WorkerColor[][], number[]][] = [
    [G.actionSlots, G.shortfall.slots],
    [G.workerRows, G.shortfall.rows],
  ];
  for (const [places, missing] of groups) {
    for (let i = 0; i < places.length; i++) {
      while (missing[i] > 0) {
        const w = drawWorker(G, rand);
        if (!w) return;
        places[i].push(w);
        missing[i] -= 1;
      }
    }
  }
}

/** Big refill B.1-B.2: top up slots to 3, fill rows to capacity, record shortfalls [spec §4.7 B]. */
export function bigRefill(G: NipponState, rand: () => number) {
  G.actionSlots.forEach((slot, i) => {
    while (slot.length < SLOT_SIZE) {
      const w = drawWorker(G, rand);
      if (!w) break;
      slot.push(w);
    }
    G.shortfall.slots[i] = SLOT_SIZE - slot.length;
  });
  const cap = ROW_CAPACITY[G.numPlayers];
  G.workerRows.forEach((row, i) => {
    while (row.length < cap) {
      const w = drawWorker(G, rand);
      if (!w) break;
      row.push(w);
    }
    G.shortfall.rows[i] = cap - row.length;
  });
}

/** Move the scoring marker one space (only outside the final countdown) [spec §4.7 B.3]. */
export function advanceMarker(G: NipponState, seat: Seat) {
  if (G.final) return; // [design] D20
  G.scoringMarker += 1;
  if (G.scoringMarker === SCORING_TRACK.mark1After + 1) regionScoring(G, 1);
  else if (G.scoringMarker === SCORING_TRACK.mark2After + 1) regionScoring(G, 2);
  if (G.scoringMarker >= SCORING_TRACK.firstGold) G.final = { triggerSeat: seat, roundsDone: 0 };
}

/** Steps A-C run after every turn [spec §4.7]. `seat` just finished its turn. */
export function endOfTurn(G: NipponState, seat: Seat, rand: () => number) {
  const inFinal = G.final !== null;
  // A. refill empty action slots from the topmost non-empty row.
  let moved = false;
  G.actionSlots.forEach((slot, s) => {
    if (slot.length > 0) return;
    const r = G.workerRows.findIndex((row) => row.length > 0);
    if (r < 0) return;
    G.actionSlots[s] = G.workerRows[r];
    G.workerRows[r] = [];
    G.shortfall.rows[r] = 0;
    G.shortfall.slots[s] = 0; // [design] the slot got a new group
    moved = true;
  });
  // B. big refill.
  const rowsEmpty = G.workerRows.every((row) => row.length === 0);
  const slotEmpty = G.actionSlots.some((slot) => slot.length === 0);
  if (rowsEmpty && (moved || (slotEmpty && bagSize(G) > 0))) {
    bigRefill(G, rand);
    advanceMarker(G, seat);
  }
  // C. final countdown (only for turns played in the final phase).
  if (inFinal && G.final && seat === G.final.triggerSeat) {
    G.final.roundsDone += 1;
    G.scoringMarker += 1;
    if (G.final.roundsDone >= 3) {
      regionScoring(G, 3);
      finalScoring(G);
    }
  }
}
