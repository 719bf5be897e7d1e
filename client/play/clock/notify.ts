// "Your turn" notices for online matches: a browser notification (Notification API) when it
// becomes this seat's turn while the page is hidden, and a short sound if allowed. Permission is
// asked once, after an explanation, and never again once refused (here or by the browser).
import { useEffect, useRef } from 'react';

const ASKED = 'rh_notify'; // 'yes' | 'no'
const SOUND = 'rh_notify_sound'; // 'off' to silence

const store = () => (typeof localStorage === 'undefined' ? null : localStorage);
const api = () => (typeof Notification === 'undefined' ? null : Notification);

/** Whether to show the explanation with its "Notify me" button. */
export function shouldAsk(): boolean {
  const N = api();
  return !!N && N.permission === 'default' && !store()?.getItem(ASKED);
}

export async function askPermission(): Promise<boolean> {
  const N = api();
  if (!N) return false;
  const r = await N.requestPermission();
  store()?.setItem(ASKED, r === 'granted' ? 'yes' : 'no');
  return r === 'granted';
}

export function declineNotices() {
  store()?.setItem(ASKED, 'no');
}

export const soundOn = () => store()?.getItem(SOUND) !== 'off';
export const setSound = (on: boolean) => store()?.setItem(SOUND, on ? 'on' : 'off');

/** Notify now if the page is hidden and notices are allowed; true when a notice was shown. */
export function notifyTurn(title: string, body: string): boolean {
  const N = api();
  if (typeof document === 'undefined' || document.visibilityState !== 'hidden') return false;
  if (!N || N.permission !== 'granted' || store()?.getItem(ASKED) === 'no') return false;
  try {
    new N(title, { body, tag: 'roundhouse-turn' });
  } catch {
    return false;
  }
  if (soundOn()) beep();
  return true;
}

function beep() {
  try {
    const Ctx = (window as unknown as { AudioContext?: typeof AudioContext }).AudioContext;
    if (!Ctx) return;
    const ctx = new Ctx();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = 660;
    gain.gain.setValueAtTime(0.08, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + 0.25);
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.25);
    osc.onended = () => void ctx.close();
  } catch {
    /* no sound: the notification is enough */
  }
}

/** Notify when `myTurn` becomes true (not on the first render: opening a match is not news). */
export function useTurnNotice(myTurn: boolean, title: string, body: string) {
  const was = useRef<boolean | null>(null);
  useEffect(() => {
    if (was.current === false && myTurn) notifyTurn(title, body);
    was.current = myTurn;
  }, [myTurn, title, body]);
}
