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

/** `version`: anything that changes when the clock may have (the state ID, who is connected). */
export function useMatchClock(matchID: string, version: string, enabled = true): LiveClock {
  const [got, setGot] = useState<{ view: ClockView; at: number } | null>(null);
  const [, tick] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let stop = false;
    const load = () =>
      clockApi.clock(matchID).then(
        (view) => stop || setGot({ view, at: Date.now() }),
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
      if (!got || !s || !s.running || s.turnLeftMs === null || s.standIn || got.view.pace.mode === 'untimed') return null;
      const spent = Date.now() - got.at;
      const turnMs = Math.max(0, s.turnLeftMs - spent);
      const bankMs = Math.max(0, s.bankLeftMs - Math.max(0, spent - s.turnLeftMs));
      return { turnMs: turnMs > 0 ? turnMs : null, bankMs };
    },
    setView: (view) => setGot({ view, at: Date.now() }),
  };
}
