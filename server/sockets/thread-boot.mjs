// Starts a worker thread whose code is TypeScript (workerData.entry, a file URL): Node's worker
// threads do not take the TypeScript loader the server runs under, so this registers it first.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
