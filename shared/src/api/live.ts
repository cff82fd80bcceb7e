import type { components, paths } from '@wagering/contract/api';
import { bus, createEmitter, type Handler, type NotificationEvent } from '@wagering/shared/bus';
import { sessionStore } from '@wagering/shared/session';
import { api, apiUrl } from './client';

type Events = components['schemas'];

/** A race's changed prices: odds keyed by dividend code per runner, and whether each runner still runs. */
export type OddsUpdate = Events['OddsEvent'];

/** A race's status or jump time changed (and its result once known). */
export type RaceUpdate = Events['RaceEvent'];

/** The punter's balances after a change, in integer cents (the figures of their account state). */
export type BalanceUpdate = Events['BalanceEvent'];

/** The punter's account changed (identity verified): every open page follows at once. */
export type AccountUpdate = Events['AccountEvent'];

/** One frame of GET /v1/live as the API declares it: its server-sent event name and its JSON data. */
type LiveFrame = paths['/v1/live']['get']['responses'][200]['content']['text/event-stream'];

/** Each kind of live event and its data, generated from the API's schemas (schema.d.ts). */
export type LiveEvents = { [F in LiveFrame as F['event']]: F['data'] };

/** Every kind the stream sends: a kind the API adds fails the type check here until the page listens for it. */
const KINDS = Object.keys({
  odds: true,
  race: true,
  match: true,
  notification: true,
  balance: true,
  account: true,
  blackbook: true,
} satisfies Record<keyof LiveEvents, true>) as (keyof LiveEvents)[];
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
const CLOSED = 2;
const RETRY_MS = 3000;
let stopWatchingSession: (() => void) | null = null;

/** Each open of the stream gets a number, so events and errors of an older open (a log-out since) are dropped. */
let generation = 0;
let started = false;

/**
 * A logged-in punter's stream opens by the session cookie, which EventSource sends by itself: no token in a URL or in
 * script. When the server refuses the stream (CLOSED: a session that ended or ran out answers 401, and a
 * ticket-less browser gives up) the page asks for its account state, whose 401 logs it out everywhere at once, and
 * the stream opens again.
 */
function connect(options: LiveOptions): void {
  const { url = apiUrl('/live'), EventSourceImpl = globalThis.EventSource } = options;
  const mine = ++generation;
  source = new EventSourceImpl(url, { withCredentials: true });
  source.addEventListener('error', () => {
    if (mine !== generation || source?.readyState !== CLOSED) return;
    if (sessionStore.getState().userData.server_session) void api.GET('/clients/state').catch(() => undefined);
    setTimeout(() => mine === generation && connect(options), RETRY_MS);
  });
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
  if (started) return stopLive;
  // No EventSource (server render, very old browser): the page works without live updates.
  if (!(options.EventSourceImpl ?? globalThis.EventSource)) return stopLive;
  started = true;
  connect(options);
  let punter = sessionStore.getState().userData.user_id;
  stopWatchingSession = sessionStore.subscribe((state) => {
    if (state.userData.user_id === punter) return;
    punter = state.userData.user_id;
    source?.close();
    source = null;
    connect(options);
  });
  return stopLive;
}

function stopLive(): void {
  stopWatchingSession?.();
  stopWatchingSession = null;
  source?.close();
  source = null;
  started = false;
  generation++;
}
