import type { ApiResponse } from './schema-types';
import { bus, createEmitter, type Handler, type NotificationEvent } from '@wagering/shared/bus';
import { accessToken, sessionStore } from '@wagering/shared/session';
import { apiUrl } from './client';

/** A race's changed prices: odds keyed by dividend code per runner. */
export interface OddsUpdate {
  race_id: string | number;
  runners: { saddle_number: number; odds: Record<string, number> }[];
}

/** A race's status or jump time changed (and its result once known). */
export interface RaceUpdate {
  event_id: string | number;
  race_id: string | number;
  race_status: ApiResponse<'/racing/event-race/{id}'>['data']['race_status'];
  jumps_in_sec: number | null;
  result_string?: string;
}

/** The punter's balances after a change, in integer cents. */
export interface BalanceUpdate {
  cash_cents: number;
  bonus_cents: number;
}

/** One server-sent event name per kind, each with a JSON payload (GET /v1/live). */
export interface LiveEvents {
  odds: OddsUpdate;
  race: RaceUpdate;
  match: Record<string, unknown>;
  notification: NotificationEvent;
  balance: BalanceUpdate;
}

const KINDS: (keyof LiveEvents)[] = ['odds', 'race', 'match', 'notification', 'balance'];
const subscribers = createEmitter<LiveEvents>();

/** Subscribes to one kind of live event; returns the unsubscribe function. */
export function subscribeLive<K extends keyof LiveEvents>(kind: K, handler: Handler<LiveEvents[K]>): () => void {
  return subscribers.on(kind, handler);
}

interface LiveOptions {
  url?: string;
  /** Injected in tests; the browser's EventSource otherwise. */
  EventSourceImpl?: typeof EventSource;
}

let source: EventSource | null = null;
let stopWatchingSession: (() => void) | null = null;

/**
 * The stream authenticates by the accessToken cookie on the page's own origin; an API on another origin cannot
 * see that cookie, so the token goes in the query (EventSource cannot set headers).
 */
function streamUrl(url: string): string {
  const token = accessToken();
  if (!token || typeof location === 'undefined') return url;
  const target = new URL(url, location.href);
  if (target.origin === location.origin) return url;
  target.searchParams.set('access_token', token);
  return target.toString();
}

function connect({ url = apiUrl('/live'), EventSourceImpl = globalThis.EventSource }: LiveOptions): void {
  source = new EventSourceImpl(streamUrl(url), { withCredentials: true });
  for (const kind of KINDS) {
    source.addEventListener(kind, (event) => {
      let data: unknown;
      try {
        data = JSON.parse((event as MessageEvent<string>).data);
      } catch {
        return; // a malformed event is dropped; the stream itself stays up
      }
      (subscribers.emit as (k: keyof LiveEvents, d: unknown) => void)(kind, data);
      if (kind === 'notification') bus.emit('notification', data as NotificationEvent);
    });
  }
}

/**
 * Opens the page's one live stream (the shell calls it once; later calls are no-ops). EventSource reconnects by
 * itself after a drop; the stream is reopened when the punter logs in or out so it carries their own events.
 * Returns the stop function.
 */
export function startLive(options: LiveOptions = {}): () => void {
  if (source) return stopLive;
  // No EventSource (server render, very old browser): the page works without live updates.
  if (!(options.EventSourceImpl ?? globalThis.EventSource)) return stopLive;
  connect(options);
  let token = sessionStore.getState().userData.access_token;
  stopWatchingSession = sessionStore.subscribe((state) => {
    if (state.userData.access_token === token) return;
    token = state.userData.access_token;
    source?.close();
    connect(options);
  });
  return stopLive;
}

export function stopLive(): void {
  stopWatchingSession?.();
  stopWatchingSession = null;
  source?.close();
  source = null;
}
