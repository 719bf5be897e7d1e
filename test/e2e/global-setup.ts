// One Chromium for every browser test file of a run (they connect to it through launch() in
// ./browser.ts): a launch costs a second of both cores, once instead of once per file.
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { LAUNCH_OPTIONS } from './browser';

export default async function setup(project: TestProject) {
  const server = await chromium.launchServer(LAUNCH_OPTIONS);
  project.provide('chromiumWS', server.wsEndpoint());
  return async () => {
    await server.close();
  };
}
