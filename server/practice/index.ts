// The practice module's public surface for the wiring (server/app.ts).
export { openPracticeRepo, type PracticeRepo } from './repo';
export { mountPractice } from './routes';
