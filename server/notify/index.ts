// Notifications (Web Push; docs/notifications.md): the module's one entry for server/app.ts. It
// opens nothing itself: app.ts gives it its repository (opened with the others in openData).
import type { Context } from 'koa';
import type { GameModule } from '../../games/common/module';
import type { Db } from '../db/types';
import type { NotifyConfig } from './config';
import { Notifier, type NotifierDeps } from './notifier';
import { NotifyQueue, type Post } from './queue';
import type { NotifyRepo } from './repo';
import { mountPushRoutes } from './routes';
import { vapidKeys } from './vapid';

export interface NotifyModule {
  notifier: Notifier;
  queue: NotifyQueue;
  publicKey: string;
  stop(): Promise<void>;
}

export async function startNotify(opts: {
  config: NotifyConfig;
  db: Pick<Db, 'serverSecret'>;
  repo: NotifyRepo;
  router: any;
  accountOf: (ctx: Context) => Promise<string | undefined>;
  store: NotifierDeps['store'];
  accounts: NotifierDeps['accounts'];
  clocks: NotifierDeps['clocks'];
  ratingOf?: NotifierDeps['ratingOf'];
  games: GameModule[];
  owner: string;
  log: (msg: string) => void;
  post?: Post;
}): Promise<NotifyModule> {
  const keys = await vapidKeys(opts.config, opts.db);
  let notifier: Notifier | undefined;
  const queue = new NotifyQueue({
    repo: opts.repo,
    keys,
    subject: opts.config.vapidSubject,
    build: (job, lang) => notifier!.build(job, lang),
    owner: opts.owner,
    log: opts.log,
    post: opts.post,
  });
  notifier = new Notifier({
    store: opts.store,
    accounts: opts.accounts,
    clocks: opts.clocks,
    ratingOf: opts.ratingOf,
    repo: opts.repo,
    queue,
    games: opts.games,
    log: opts.log,
  });
  mountPushRoutes(opts.router, {
    repo: opts.repo,
    publicKey: keys.publicKey,
    pushEndpointOrigins: opts.config.pushEndpointOrigins,
    accountOf: opts.accountOf,
  });
  return {
    notifier,
    queue,
    publicKey: keys.publicKey,
    async stop() {
      notifier!.stop();
      await queue.stop();
    },
  };
}
