import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';

/** pg-boss keeps its tables in this schema of the application's database (created and migrated by pg-boss itself). */
export const JOBS_SCHEMA = 'pgboss';

export interface JobDefinition<T extends object> {
  /** Queue name, `<module>.<what>` (e.g. `payments.expire-quotations`). */
  name: string;
  /** Runs one job. Throwing fails the attempt: pg-boss retries it after `retryDelay` seconds (doubling with backoff). */
  handler: (data: T, job: { id: string; retryCount: number }) => Promise<void>;
  /** Cron (minute precision, UTC): pg-boss sends one job per slot across every process of the deployment. */
  cron?: string;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  /** How long one attempt may run before pg-boss counts it as failed (a worker that died mid-job). */
  expireInSeconds?: number;
}

export interface JobsOptions {
  /** Work the queues and run the schedules in this process (config JOBS_WORKER). */
  worker: boolean;
  /** How often an idle worker asks for new jobs (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
}

/**
 * The application's durable job queue: pg-boss on the application's own database, PostgreSQL or the embedded
 * PGlite alike (through the database's `executeSql`, so no second connection pool). Modules define their
 * queues before the app is ready; `start` creates pg-boss's schema, the queues, the schedules and the workers;
 * `stop` lets running jobs finish. See docs/jobs.md.
 */
export class Jobs {
  private readonly defs = new Map<string, JobDefinition<object>>();
  private boss: PgBoss | null = null;
  private starting: Promise<void> | null = null;
  private readonly onStarted: (() => Promise<void>)[] = [];

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly opts: JobsOptions,
  ) {}

  define<T extends object>(def: JobDefinition<T>): void {
    if (this.boss) throw new Error(`job ${def.name} defined after the queue started`);
    if (this.defs.has(def.name)) throw new Error(`job ${def.name} defined twice`);
    this.defs.set(def.name, def as unknown as JobDefinition<object>);
  }

  get started(): boolean {
    return this.boss !== null;
  }

  /** Runs `fn` each time the queue has started (what sends jobs on a signal: it starts listening then). */
  afterStart(fn: () => Promise<void>): void {
    this.onStarted.push(fn);
  }

  /** Starts the queue (once; a second call answers the same start). Sends made meanwhile wait for it. */
  start(): Promise<void> {
    this.starting ??= this.run().catch((err: unknown) => {
      this.starting = null;
      throw err;
    });
    return this.starting;
  }

  private async run(): Promise<void> {
    // pg-boss loads with the queue's start, after the server listens (main.ts).
    const { default: PgBossClass } = await import('pg-boss');
    const boss = new PgBossClass({
      db: { executeSql: (text, values) => this.database.executeSql(text, values) },
      schema: JOBS_SCHEMA,
      // Only worker processes keep the queue tidy and fire the schedules; any process may send.
      supervise: this.opts.worker,
      schedule: this.opts.worker,
    });
    boss.on('error', (err) => this.log.error({ err }, 'job queue error'));
    const queues = [...this.defs.values()].map((def) => ({
      def,
      queue: {
        name: def.name,
        retryLimit: def.retryLimit ?? 0,
        retryDelay: def.retryDelay ?? 0,
        retryBackoff: def.retryBackoff ?? false,
        expireInSeconds: def.expireInSeconds ?? 900,
      },
    }));
    // Processes started together take turns to install pg-boss and declare the queues and schedules: done at once by
    // three processes on one database, these DDL and upserts deadlocked (one process of the scale-out test,
    // scripts/scale-out.mjs, died with "deadlock detected" right after it listened). PGlite: just runs.
    await this.database.exclusive(
      'tic:jobs-setup',
      () => this.log.info('another process is setting up the job queue: waiting for it (PostgreSQL advisory lock)'),
      async () => {
        await boss.start();
        for (const { def, queue } of queues) {
          await boss.createQueue(def.name, queue);
          // createQueue keeps an existing queue as it was: the definition in code wins on every start.
          await boss.updateQueue(def.name, queue);
          if (!this.opts.worker) continue;
          if (def.cron) await boss.schedule(def.name, def.cron, {}, { tz: 'UTC' });
          else await boss.unschedule(def.name);
        }
      },
    );
    if (this.opts.worker) {
      for (const { def } of queues) {
        await boss.work<object>(def.name, { pollingIntervalSeconds: this.opts.pollingIntervalSeconds ?? 2, includeMetadata: true }, async ([job]) => {
          if (!job) return;
          await def.handler(job.data, { id: job.id, retryCount: job.retryCount });
        });
      }
    }
    this.boss = boss;
    for (const fn of this.onStarted) await fn();
  }

  /** The running queue: waits for a start under way (the server starts it once it listens). */
  private async running(): Promise<PgBoss> {
    if (!this.boss && this.starting) await this.starting;
    if (!this.boss) throw new Error('the job queue is not started');
    return this.boss;
  }

  /**
   * Queues a job. `id` (a UUID) makes the send idempotent: a second send with the same id is ignored and
   * answers null. `startAfter`: seconds from now.
   */
  async send<T extends object>(name: string, data: T, options: { id?: string; startAfter?: number } = {}): Promise<string | null> {
    if (!this.defs.has(name)) throw new Error(`unknown job ${name}`);
    return (await this.running()).send(name, data, options);
  }

  /** The state pg-boss holds for a job (tests and the operator's look-ups). */
  async get(name: string, id: string) {
    return (await this.running()).getJobById(name, id);
  }

  async stop(): Promise<void> {
    // A start under way finishes first (then stops): a half-started pg-boss would keep its timers.
    await this.starting?.catch(() => undefined);
    this.starting = null;
    const boss = this.boss;
    if (!boss) return;
    this.boss = null;
    // Running handlers get a few seconds to finish; one still running then is retried after its expiry.
    await boss.stop({ graceful: true, wait: true, timeout: 5000, close: false });
  }
}
