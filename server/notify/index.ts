// Notifications (Web Push; docs/notifications.md): the module's one entry for server/app.ts. It
// opens nothing itself: app.ts gives it its repository (opened with the others in server/data.ts).
import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import type { Registry } from 'prom-client';
import type { GameModule } from '../../games/common/module';
import type { Db } from '../db/types';
import type { RatingsRepo } from '../ratings/repo';
import { notifyConfigFromEnv, type NotifyConfig } from './config';
import { registerNotifyMetrics } from './metrics';
import { Notifier, type NotifierDeps } from './notifier';
import { NotifyQueue, type Post } from './queue';
import type { NotifyRepo } from './repo';
import { Mailer, MAIL_SECRET } from './mail';
import { mountMailRoutes } from './mail-routes';
import { mountPushRoutes } from './routes';
import { vapidKeys } from './vapid';

export interface NotifyModule {
  notifier: Notifier;
  queue: NotifyQueue;
  publicKey: string;
  stop(): Promise<void>;
}

export async function startNotify(opts: {
  /** Absent: the environment's (server/notify/config.ts). */
  config?: NotifyConfig;
  db: Pick<Db, 'serverSecret'>;
  repos: {
    notify: NotifyRepo;
    accounts: NotifierDeps['accounts'];
    ratings: Pick<RatingsRepo, 'historyRows'>;
  };
  router: any;
  accountOf: (ctx: Context) => Promise<string | undefined>;
  store: NotifierDeps['store'];
  clocks: NotifierDeps['clocks'];
  games: GameModule[];
  /** The server's metrics registry (server/metrics/): the queue's depth. */
  registry?: Registry;
  log: (msg: string) => void;
  post?: Post;
}): Promise<NotifyModule> {
  const config = opts.config ?? notifyConfigFromEnv({});
  const { repos } = opts;
  const keys = await vapidKeys(config, opts.db);
  /** A finished rated match's place and rating change of an account (the ratings module). */
  const ratingOf: NotifierDeps['ratingOf'] = async (matchID, accountId) => {
    const row = (await repos.ratings.historyRows(accountId, 5, 0)).mine.find((r) => r.match_id === matchID);
    return row && { place: row.place, ratingBefore: Number(row.rating_before), ratingAfter: Number(row.rating_after) };
  };
  const mailer = config.smtpUrl
    ? new Mailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom ?? 'Roundhouse <roundhouse@localhost>',
        secret: await opts.db.serverSecret(MAIL_SECRET),
        publicUrl: config.publicUrl,
      })
    : undefined;
  let notifier: Notifier | undefined;
  const queue = new NotifyQueue({
    repo: repos.notify,
    keys,
    subject: config.vapidSubject,
    build: (job, lang) => notifier!.build(job, lang),
    owner: randomUUID(),
    log: opts.log,
    post: opts.post,
    mailer,
  });
  notifier = new Notifier({
    store: opts.store,
    accounts: repos.accounts,
    clocks: opts.clocks,
    ratingOf,
    repo: repos.notify,
    queue,
    games: opts.games,
    log: opts.log,
  });
  mountPushRoutes(opts.router, {
    repo: repos.notify,
    publicKey: keys.publicKey,
    pushEndpointOrigins: config.pushEndpointOrigins,
    accountOf: opts.accountOf,
  });
  mountMailRoutes(opts.router, { repo: repos.notify, mailer, accountOf: opts.accountOf });
  if (opts.registry) registerNotifyMetrics(opts.registry, repos.notify);
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
