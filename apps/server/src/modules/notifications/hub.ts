import type { FastifyBaseLogger } from 'fastify';
import type { NoticeStreamEvent } from '@tic/shared';
import type { Database } from '../../db/client.js';
import type { Unlisten } from '../../db/listener.js';
import { NOTICE_CHANNEL, type NoticeSignal } from './repo.js';

export interface StreamClient {
  send(event: NoticeStreamEvent): void;
  /** Ends the response (server shutting down). */
  close(): void;
}

const parseSignal = (payload: string): NoticeSignal | null => {
  try {
    const v = JSON.parse(payload) as Partial<NoticeSignal>;
    if (typeof v.u !== 'number' || typeof v.b !== 'string') return null;
    const r = Array.isArray(v.r) ? v.r.filter((c): c is string => typeof c === 'string') : undefined;
    return { u: v.u, b: v.b, m: v.m === true, ...(r ? { r } : {}), ...(v.a === true ? { a: true } : {}) };
  } catch {
    return null;
  }
};

/**
 * The per-process fan-out of committed notices. One LISTEN connection per process hears every commit
 * of every process on the same database; for a user with open pages here, the notice and the new
 * unread count are read once and pushed to each of that user's streams. Notices marked read are signalled
 * the same way, so every open tab's badge and list follow (issue 34).
 */
export class NoticeHub {
  private readonly clients = new Map<number, Set<StreamClient>>();
  private readonly mailListeners = new Set<() => void>();
  /** Per user, the push in progress: the next one waits for it, so each tab gets the user's events in commit order. */
  private readonly tails = new Map<number, Promise<void>>();
  private unlisten: Unlisten | null = null;

  constructor(
    private readonly database: Database,
    private readonly load: (userId: number, batchCode: string | null) => Promise<NoticeStreamEvent>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(
      NOTICE_CHANNEL,
      (payload) => this.dispatch(payload),
      (err) => this.log.warn({ err }, 'notice LISTEN connection lost; reconnecting'),
    );
  }

  subscribe(userId: number, client: StreamClient): () => void {
    let set = this.clients.get(userId);
    if (!set) this.clients.set(userId, (set = new Set()));
    set.add(client);
    return () => {
      set.delete(client);
      if (set.size === 0 && this.clients.get(userId) === set) this.clients.delete(userId);
    };
  }

  /** Called when a committed notice has an e-mail copy (the outbox worker wakes up). */
  onMail(listener: () => void): () => void {
    this.mailListeners.add(listener);
    return () => this.mailListeners.delete(listener);
  }

  get streamCount(): number {
    let n = 0;
    for (const set of this.clients.values()) n += set.size;
    return n;
  }

  /**
   * Signals arrive in commit order, but each push reads the database first: two reads at once may end in either order.
   * So a user's pushes run one after the other (a chain per user), and each tab sees the notices in the order they were
   * committed (a notice, then the next; a notice, then its being read).
   */
  private dispatch(payload: string): void {
    const signal = parseSignal(payload);
    if (!signal) return;
    if (signal.m) for (const l of this.mailListeners) l();
    const set = this.clients.get(signal.u);
    if (!set || set.size === 0) return;
    const next = (this.tails.get(signal.u) ?? Promise.resolve()).then(() => this.push(signal));
    this.tails.set(signal.u, next);
    void next.then(() => {
      if (this.tails.get(signal.u) === next) this.tails.delete(signal.u);
    });
  }

  /** Reads the notice (or the new count) once and sends it to each of the user's streams; never throws. */
  private async push(signal: NoticeSignal): Promise<void> {
    const set = this.clients.get(signal.u);
    if (!set || set.size === 0) return;
    try {
      const read = signal.r !== undefined || signal.a === true;
      const loaded = await this.load(signal.u, read ? null : signal.b);
      // A read: the new count and what was read, so every tab drops those notices and its badge follows.
      const event: NoticeStreamEvent = read ? { ...loaded, notice: null, ...(signal.a ? { read_all: true } : { read: signal.r }) } : loaded;
      for (const c of [...set]) c.send(event);
    } catch (err) {
      this.log.warn({ err }, 'could not push a notice to its streams');
    }
  }

  /** Ends every open stream, so that shutdown does not wait for pages that never hang up. */
  closeStreams(): void {
    for (const set of this.clients.values()) for (const c of [...set]) c.close();
    this.clients.clear();
  }

  async stop(): Promise<void> {
    this.closeStreams();
    const u = this.unlisten;
    this.unlisten = null;
    await u?.();
  }
}
