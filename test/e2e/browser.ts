// Headless Debian Chromium driven by playwright-core (no browser download needed).
// Under vitest the e2e project starts one Chromium for the whole run (test/e2e/global-setup.ts)
// and every test file connects to it: a file's contexts are its own, and closing its Browser
// only disconnects. Scripts run by hand (shot.ts, full-game.ts, ...) launch their own.
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
  headless: true,
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared Chromium's endpoint, from test/e2e/global-setup.ts. */
    chromiumWS?: string;
  }
}

export async function launch(): Promise<Browser> {
  const shared = process.env.VITEST ? (await import('vitest')).inject('chromiumWS') : undefined;
  if (shared) return chromium.connect(shared);
  return chromium.launch(LAUNCH_OPTIONS);
}
