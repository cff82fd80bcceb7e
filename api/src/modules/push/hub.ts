import type { Db } from '../../db/client';
import { LIVE_CHANNEL, type LiveEvent } from './publish';

export interface LiveClient {
  userId?: string;
  send(kind: string, data: unknown): void;
}

/**
 * One LISTEN per process and database, fanned out to this process's SSE clients: public events (odds, race,
 * match) go to everyone, a punter's own events (notification, balance) only to that punter's connections.
 */
export class LiveHub {
  private readonly clients = new Set<LiveClient>();
  private unlisten?: Promise<() => Promise<void>>;

  constructor(private readonly db: Db) {}

  async add(client: LiveClient): Promise<() => void> {
    this.unlisten ??= this.db.listen(LIVE_CHANNEL, (payload) => this.dispatch(payload));
    await this.unlisten;
    this.clients.add(client);
    return () => void this.clients.delete(client);
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
    const { kind, userId, ...rest } = event as { kind: string; userId?: string; event?: unknown };
    const data = kind === 'notification' ? rest.event : rest;
    for (const client of this.clients) {
      if (userId === undefined || client.userId === userId) client.send(kind, data);
    }
  }

  async close() {
    this.clients.clear();
    if (this.unlisten) await (await this.unlisten)();
  }
}
