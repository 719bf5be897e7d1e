// The clock of an online match as the server keeps it: fetched when the state or the seats'
// presence changes and every 15 s, counted down locally every second (from the server's time, so a wrong local clock does
// not matter).
import { useEffect, useState } from 'react';
import { clockApi, type ClockView, type SeatClockView } from './api';

export interface LiveClock {
  view: ClockView | null;
  /** The server's time now (ms). */
  serverNow(): number;
  /** Time left to the seat's deadline now: this turn's time, then its bank (null: not running / untimed). */
  left(seat: string): { turnMs: number | null; bankMs: number } | null;
  setView(v: ClockView): void;
}

/** Whether `next` is at least as new as `current`: a view asked for before a change (the periodic
 *  fetch) can come back after the change's own answer ("Take my seat back"), and must not undo it.
 *  The clock's stored version first, then the server's time the view was made. */
export function isNewerView(next: ClockView, current: ClockView | null | undefined): boolean {
  if (!current) return true;
  if (next.version !== undefined && current.version !== undefined && next.version !== current.version)
    return next.version > current.version;
  return next.now >= current.now;
}

/** `version`: anything that changes when the clock may have (the state ID, who is connected). */
export function useMatchClock(matchID: string, version: string, enabled = true): LiveClock {
  const [held, setHeld] = useState<{ view: ClockView; at: number; matchID: string } | null>(null);
  const got = held?.matchID === matchID ? held : null;
  const take = (view: ClockView) =>
    setHeld((g) => (g?.matchID !== matchID || isNewerView(view, g.view) ? { view, at: Date.now(), matchID } : g));
  const [, tick] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let stop = false;
    const load = () =>
      clockApi.clock(matchID).then(
        (view) => stop || take(view),
        () => undefined,
      );
    void load();
    const every = window.setInterval(load, 15_000);
    return () => {
      stop = true;
      window.clearInterval(every);
    };
  }, [matchID, version, enabled]);
  useEffect(() => {
    const every = window.setInterval(() => tick((n) => n + 1), 1000);
    return () => window.clearInterval(every);
  }, []);
  const serverNow = () => (got ? got.view.now + (Date.now() - got.at) : Date.now());
  return {
    view: got?.view ?? null,
    serverNow,
    left(seat) {
      const s: SeatClockView | undefined = got?.view.seats[seat];
      if (!got || !s || !s.running || s.turnLeftMs === null || s.standIn || got.view.pace.mode === 'untimed')
        return null;
      const spent = Date.now() - got.at;
      const turnMs = Math.max(0, s.turnLeftMs - spent);
      const bankMs = Math.max(0, s.bankLeftMs - Math.max(0, spent - s.turnLeftMs));
      return { turnMs: turnMs > 0 ? turnMs : null, bankMs };
    },
    setView: take,
  };
}
