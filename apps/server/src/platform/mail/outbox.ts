import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { outboxRepo } from './repo.js';
import type { Mailer } from './transport.js';

export interface OutboxWorkerOptions {
  /** Rows claimed per round. */
  batch: number;
  /** How long a claim holds; a worker that dies mid-send releases its rows when this runs out. */
  leaseSeconds: number;
  /** Safety net for missed wake-ups and for retries that come due. */
  pollMs: number;
  maxAttempts: number;
}

const DEFAULTS: OutboxWorkerOptions = { batch: 20, leaseSeconds: 300, pollMs: 10_000, maxAttempts: 8 };

/** 30 s, 1 min, 2 min, … capped at one hour. */
const backoffSeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);

/**
 * Delivers the mail outbox. Rows are claimed with FOR UPDATE SKIP LOCKED, so any number of workers in
 * any number of processes never pick the same row; each is sent outside a transaction (a slow SMTP
 * server holds no lock and, on PGlite, does not block the single connection), then marked sent.
 * Delivery is at least once: a crash after the send and before the mark sends that one mail again.
 */
export class OutboxWorker {
  private readonly opts: OutboxWorkerOptions;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    opts: Partial<OutboxWorkerOptions> = {},
  ) {
    this.opts = { ...DEFAULTS, ...opts };
  }

  start(): void {
    this.stopped = false;
    this.wake();
  }

  /** Runs a round now (a notice with mail was committed), or right after the current one. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.drain()
      .catch((err) => this.log.error({ err }, 'mail outbox round failed'))
      .finally(() => {
        this.running = null;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.wake();
        } else {
          this.timer = setTimeout(() => this.wake(), this.opts.pollMs);
          this.timer.unref();
        }
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Rounds until nothing is due. */
  private async drain(): Promise<void> {
    while (!this.stopped && (await this.deliverOnce()) === this.opts.batch);
  }

  /** One round: claim, send, mark. Answers how many rows it claimed. */
  async deliverOnce(): Promise<number> {
    const token = randomUUID();
    const rows = await outboxRepo.claim(this.db, token, this.opts.batch, this.opts.leaseSeconds);
    for (const row of rows) {
      try {
        await this.mailer.send({ to: row.toAddress, subject: row.subject, text: row.body });
        await outboxRepo.markSent(this.db, row.id, token, this.mailer.via);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        this.log.warn({ outboxId: row.id, attempts: row.attempts, err: message }, 'mail send failed; will retry');
        await outboxRepo.markRetry(this.db, row.id, token, message, backoffSeconds(row.attempts), this.opts.maxAttempts);
      }
    }
    return rows.length;
  }
}
