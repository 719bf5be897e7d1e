// The send queue, off the move path: a trigger only adds a row (server/notify/repo.ts
// notify_jobs) and the queue sends it soon after, from whichever process claims it first.
// - A job for an account (endpoint null) fans out to the account's devices that want its kind,
//   each with its payload made in the device's language; the payload may also say the reason
//   is gone (the player moved meanwhile, the turn of a time-low warning is over): then nothing
//   is sent.
// - A job for a device is encrypted (aes128gcm) and signed (VAPID) by web-push and posted to the
//   endpoint with a TTL, `Urgency: high` and a Topic per match (the push service keeps only the
//   newest push of a topic for a device that is offline).
// - The push service's answer: 2xx sent; 404/410 the subscription is gone (deleted here, with
//   its queued jobs); 429, 5xx or no answer: tried again later, backing off (5 s, 10 s, 20 s, …
//   up to 1 h), at most MAX_ATTEMPTS times; any other 4xx: dropped (a bad request stays bad).
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import webpush from 'web-push';
import type { NotifyRepo } from './repo';
import type { JobRow, Kind, Lang, SubscriptionRow } from './rows';
import { MAIL_EVERY_MS, MAIL_KINDS, type Mailer } from './mail';
import type { VapidKeys } from './vapid';

export const MAX_ATTEMPTS = 6;
export const BACKOFF_MS = 5000;
const MAX_BACKOFF_MS = 3_600_000;
/** How long a claim holds a job (a process that dies with it claimed frees it after this). */
const CLAIM_MS = 60_000;
const TICK_MS = 500;
const BATCH = 20;

/** How long a push service keeps each kind for a device that is offline (seconds). */
export const TTL: Record<Kind, number> = {
  'your-turn': 12 * 3600,
  'time-low': 2 * 3600,
  'match-started': 24 * 3600,
  'match-ended': 24 * 3600,
  invited: 24 * 3600,
};

/** The push payload of a job for a device in its language, or null: nothing to send any more. */
export type BuildPayload = (job: JobRow, lang: Lang) => Promise<Record<string, unknown> | null>;

/** Posts a request; resolves with the HTTP status (throws when there is no answer). */
export type Post = (url: string, headers: Record<string, string | number>, body: Buffer | null) => Promise<number>;

export const topicOf = (matchID: string) =>
  createHash('sha256').update(`match:${matchID}`).digest('base64url').slice(0, 32);

export interface QueueDeps {
  repo: NotifyRepo;
  keys: VapidKeys;
  subject: string;
  build: BuildPayload;
  /** This process's name on its claims. */
  owner: string;
  log: (msg: string) => void;
  now?: () => number;
  post?: Post;
  /** E-mail (SMTP_URL set): verified addresses get the mail kinds. */
  mailer?: Mailer;
}

export class NotifyQueue {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private now: () => number;
  private post: Post;
  /** Device sends that ended, for tests and the logs. */
  sent = 0;

  constructor(private deps: QueueDeps) {
    this.now = deps.now ?? Date.now;
    this.post = deps.post ?? postOnce;
  }

  start(): void {
    this.timer ??= setInterval(() => this.kick(), TICK_MS);
    this.timer.unref?.();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Look for due jobs now (a trigger just queued one). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((e) => this.deps.log(`notify: queue: ${(e as Error).message}`))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Send every due job (tests await it). */
  async drain(): Promise<void> {
    for (;;) {
      const now = this.now();
      const jobs = await this.deps.repo.claimDue(now, this.deps.owner, now + CLAIM_MS, BATCH);
      if (!jobs.length || this.stopped) return;
      await Promise.all(jobs.map((j) => this.process(j).catch((e) => this.failed(j, e))));
    }
  }

  private async failed(job: JobRow, e: unknown): Promise<void> {
    this.deps.log(`notify: job ${job.id} (${job.kind}): ${(e as Error).message}`);
    await this.retry(job);
  }

  private async retry(job: JobRow): Promise<void> {
    const attempts = job.attempts + 1;
    if (attempts >= MAX_ATTEMPTS) {
      this.deps.log(`notify: job ${job.id} (${job.kind}) dropped after ${attempts} attempts`);
      return this.deps.repo.finishJob(job.id);
    }
    const wait = Math.min(MAX_BACKOFF_MS, BACKOFF_MS * 2 ** job.attempts);
    await this.deps.repo.retryJob(job.id, this.now() + wait, attempts);
  }

  private async process(job: JobRow): Promise<void> {
    const { repo } = this.deps;
    if (job.endpoint === null) return this.fanOut(job);
    if (job.endpoint.startsWith('mail:')) return this.mail(job);
    const sub = await repo.subscription(job.endpoint);
    if (!sub || sub.accountId !== job.accountId || !sub.kinds.includes(job.kind)) return repo.finishJob(job.id);
    const status = await this.send(sub, job);
    if (status >= 200 && status < 300) {
      this.sent++;
      return repo.finishJob(job.id);
    }
    if (status === 404 || status === 410) {
      this.deps.log(`notify: a push subscription is gone (${status}); deleted`);
      await repo.deleteSubscription(sub.endpoint);
      return repo.finishJob(job.id);
    }
    if (status === 429 || status >= 500) return this.retry(job);
    this.deps.log(`notify: the push service refused a push (${status}); dropped`);
    return repo.finishJob(job.id);
  }

  private async fanOut(job: JobRow): Promise<void> {
    const { repo } = this.deps;
    const subs = (await repo.subscriptionsOf(job.accountId)).filter((s) => s.kinds.includes(job.kind));
    const payloads = new Map<Lang, Record<string, unknown> | null>();
    const jobs = [];
    for (const s of subs) {
      if (!payloads.has(s.lang)) payloads.set(s.lang, await this.deps.build(job, s.lang));
      const data = payloads.get(s.lang);
      if (data) jobs.push({ ...job, endpoint: s.endpoint, data, dueAt: this.now() });
    }
    const mail = await this.mailJob(job);
    if (mail) jobs.push(mail);
    if (jobs.length) await repo.enqueue(jobs);
    await repo.finishJob(job.id);
    if (jobs.length) this.again = true;
  }

  /** The mail of a job for the account, when it wants that kind by mail at a verified address: a
   *  your-turn only at a turn-based table and at most once per match per 12 hours. */
  private async mailJob(job: JobRow) {
    if (!this.deps.mailer || !(MAIL_KINDS as readonly string[]).includes(job.kind)) return null;
    const m = await this.deps.repo.mailOf(job.accountId);
    if (!m?.verified || !m.kinds.includes(job.kind)) return null;
    if (job.kind === 'your-turn') {
      if (!job.data.turnBased) return null;
      if (!(await this.deps.repo.onceWithin(`mail:${job.accountId}:${job.matchID}`, this.now(), MAIL_EVERY_MS)))
        return null;
    }
    const data = await this.deps.build(job, m.lang);
    return data ? { ...job, endpoint: `mail:${job.accountId}`, data, dueAt: this.now() } : null;
  }

  private async mail(job: JobRow): Promise<void> {
    const m = await this.deps.repo.mailOf(job.accountId);
    if (!this.deps.mailer || !m?.verified || !m.kinds.includes(job.kind)) return this.deps.repo.finishJob(job.id);
    const base = this.deps.mailer.base;
    await this.deps.mailer.send({
      to: m.address,
      accountId: job.accountId,
      subject: String(job.data.title ?? 'Roundhouse'),
      text: `${String(job.data.body ?? '')}

${base}${String(job.data.url ?? '/')}`,
    });
    this.sent++;
    await this.deps.repo.finishJob(job.id);
  }

  private send(sub: SubscriptionRow, job: JobRow): Promise<number> {
    const req = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify(job.data),
      {
        TTL: TTL[job.kind],
        urgency: 'high',
        topic: topicOf(job.matchID),
        contentEncoding: 'aes128gcm',
        vapidDetails: {
          subject: this.deps.subject,
          publicKey: this.deps.keys.publicKey,
          privateKey: this.deps.keys.privateKey,
        },
      },
    );
    return this.post(req.endpoint, req.headers, req.body);
  }
}

/** One POST to a push service, with a 10 s limit; the endpoint was checked when it was stored
 *  (server/notify/endpoints.ts) and redirects are not followed. */
export function postOnce(url: string, headers: Record<string, string | number>, body: Buffer | null): Promise<number> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const req = (u.protocol === 'https:' ? httpsRequest : httpRequest)(
      u,
      { method: 'POST', headers, timeout: 10_000 },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('timeout', () => req.destroy(new Error('the push service did not answer in 10 s')));
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}
