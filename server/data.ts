// The database with every module's tables: openData opens it (server/db/), migrates each module's
// schema, and opens the match store and each module's repository on it. The server (app.ts), the
// cluster's primary and the admin command line all open their data here.
import type { GameModule } from '../games/common/module';
import { openAccountsRepo } from './accounts/repo';
import { NEUTRAL_NAME } from './accounts/seats';
import { openChatRepo } from './chat/repo';
import { openClockRepo } from './clock/repo';
import { openDb } from './db/open';
import { PgDb } from './db/postgres';
import type { SqliteDb } from './db/sqlite';
import { openModRepo } from './mod/repo';
import { openNotifyRepo } from './notify/repo';
import { openPracticeRepo } from './practice';
import { openQueueRepo } from './quickmatch/repo';
import { openRatingsRepo } from './ratings/repo';
import { openSocialRepo } from './social/repo';
import { PgStore } from './storage/postgres';
import { SqliteStore } from './storage/sqlite';

/** Each module's repository (its own tables). */
export type Repos = Awaited<ReturnType<typeof openData>>['repos'];

/** The database with every module's tables migrated, the match store and the repositories. */
export async function openData(
  config: { dataDir: string; databaseUrl?: string },
  games: GameModule[],
  log: (msg: string) => void = console.log,
) {
  const db = await openDb(config, log);
  try {
    const repos = {
      accounts: await openAccountsRepo(db),
      ratings: await openRatingsRepo(db),
      queue: await openQueueRepo(db),
      clocks: await openClockRepo(db),
      chat: await openChatRepo(db),
      social: await openSocialRepo(db),
      mod: await openModRepo(db),
      notify: await openNotifyRepo(db),
      practice: await openPracticeRepo(db),
    };
    const store = db instanceof PgDb ? new PgStore(db, games) : new SqliteStore(db as SqliteDb, games);
    await store.connect();
    return { db, store, repos };
  } catch (e) {
    await db.close().catch(() => {});
    throw e;
  }
}

/** What goes with a deleted account in the other modules: the server's DELETE /api/me and the
 *  admin command line (npm run admin -- delete-account) both run these, so a module whose rows
 *  name accounts opens its repository in openData and adds its hook here. */
export function accountDeleteHooks(repos: Repos): ((accountId: string) => Promise<void>)[] {
  return [
    (id) => repos.ratings.forgetAccount(id),
    (id) => repos.queue.queueLeave(id),
    (id) => repos.chat.forgetAccount(id, NEUTRAL_NAME),
    (id) => repos.social.forgetAccount(id),
    (id) => repos.mod.forgetAccount(id),
    (id) => repos.notify.forgetAccount(id),
    (id) => repos.practice.forgetAccount(id),
  ];
}
