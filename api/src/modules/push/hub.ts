import type { Db } from '../../db/client';
import { sseClientCounts } from '../../lib/metrics';
import { LIVE_CHANNEL, liveFrame, SESSIONS_ENDED, type LiveEvent } from '../live-events/publish';
import type { LiveData, LiveKind } from '@wagering/contract/schemas';

export interface LiveClient {
  userId?: string;
  /** The session the stream was opened with: ending it ends the stream. */
  sessionId?: string;
  /** Writes one ready-made server-sent-event frame. */
  write(frame: string): void;
  /** Ends the stream (its session ended). */
  end?(): void;
}

/** One server-sent-event frame. */
export const sseFrame = <K extends LiveKind>(kind: K, data: LiveData[K]) =>
  `event: ${kind}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * One subscription per process and database (PostgreSQL LISTEN, or Redis), fanned out to this process's SSE clients:
 * public events (odds, race, match) go to everyone, a punter's own events (notification, balance) only to that
 * punter's connections. Each event is serialised once, however many clients it reaches.
 */
export class LiveHub {
  private readonly clients = new Set<LiveClient>();
  /** The logged-in punters' connections, so a punter's own event touches only theirs, however many are open. */
  private readonly punters = new Map<string, Set<LiveClient>>();
  private unlisten?: Promise<() => Promise<void>>;
  private readonly count = () => this.clients.size;
  private pending: { frame: string; userId?: string }[] = [];
  /** The newest journal entry whose balance went to each connected punter. */
  private readonly lastEntry = new Map<string, number>();

  constructor(private readonly db: Db) {
    sseClientCounts.add(this.count);
  }

  async add(client: LiveClient): Promise<() => void> {
    this.unlisten ??= this.db.listen(LIVE_CHANNEL, (payload) => this.dispatch(payload));
    await this.unlisten;
    this.clients.add(client);
    const { userId } = client;
    if (userId) this.punters.set(userId, (this.punters.get(userId) ?? new Set()).add(client));
    return () => {
      this.clients.delete(client);
      const own = userId ? this.punters.get(userId) : undefined;
      if (own?.delete(client) && own.size === 0) {
        this.punters.delete(userId!);
        this.lastEntry.delete(userId!);
      }
    };
  }

  get size() {
    return this.clients.size;
  }

  private dispatch(payload: string) {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload);
    } catch {
      return;
    }
    if (event.kind === SESSIONS_ENDED) return this.endStreams(event.userId, event.sessions);
    if (event.kind === 'balance' && event.entry_id !== undefined && this.isStale(event.userId, event.entry_id)) return;
    const { kind, data } = liveFrame(event)!;
    const frame = sseFrame(kind, data);
    const userId = 'userId' in event ? event.userId : undefined;
    if (!this.pending.length) setImmediate(() => this.flush());
    this.pending.push({ frame, userId });
  }

  /** Ends this process's streams opened with any of these sessions. */
  private endStreams(userId: string, sessions: string[]) {
    for (const client of [...(this.punters.get(userId) ?? [])])
      if (client.sessionId && sessions.includes(client.sessionId)) client.end?.();
  }

  /**
   * Whether a balance is older than one already sent to this punter. Through Redis, two replicas' events published
   * after their commits can cross on the way; one punter's journal entries commit in id order (their wallet lock
   * queues them), so the entry id tells which balance is the newer.
   */
  private isStale(userId: string, entryId: number): boolean {
    if (!this.punters.has(userId)) return false;
    if (entryId < (this.lastEntry.get(userId) ?? 0)) return true;
    this.lastEntry.set(userId, entryId);
    return false;
  }

  /**
   * Events that arrive together (a feed tick's odds, a slip's notices) go to each client in one write: on race day
   * that is one system call per client per tick instead of one per event. Public frames go to every client, then
   * each punter's own frames to that punter's connections.
   */
  private flush() {
    const batch = this.pending;
    this.pending = [];
    const everyone = batch
      .filter((e) => e.userId === undefined)
      .map((e) => e.frame)
      .join('');
    const own = new Map<LiveClient, string>();
    for (const { frame, userId } of batch) {
      if (userId === undefined) continue;
      for (const client of this.punters.get(userId) ?? []) own.set(client, (own.get(client) ?? '') + frame);
    }
    if (everyone) for (const client of this.clients) client.write(everyone + (own.get(client) ?? ''));
    else for (const [client, frames] of own) client.write(frames);
  }

  async close() {
    sseClientCounts.delete(this.count);
    this.clients.clear();
    this.punters.clear();
    this.lastEntry.clear();
    if (this.unlisten) await (await this.unlisten)();
  }
}
