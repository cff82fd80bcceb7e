import { api, bearer } from '@wagering/shared/api';
import { bus, type BusEvents, type LoginRequestData } from '@wagering/shared/bus';
import { isInWebview } from '@wagering/shared/runtime';
import { login, setDrawer, setMobileSearch } from '@wagering/shared/session';
import { refreshProfile } from '../client-state/refresh-client-state';

/** What crosses the bridge either way: `{ type, data }` as JSON text. */
export interface NativeMessage<K extends keyof BusEvents = keyof BusEvents> {
  type: K;
  data?: BusEvents[K];
}

/** Requests the app may send (SPEC 4 "Mobile app bridge"); anything else it sends is ignored. */
const INBOUND_TYPES = [
  'login:request',
  'betslip:drawer:request',
  'profile:drawer:request',
  'search:drawer:request',
] as const satisfies readonly (keyof BusEvents)[];

/** What the site tells the app. */
const OUTBOUND_TYPES = ['betslip:legs:count'] as const satisfies readonly (keyof BusEvents)[];

/** Parses a message from the app; null for anything that is not one of the requests it may send. */
export function parseNativeMessage(raw: unknown): NativeMessage | null {
  let message: unknown = raw;
  if (typeof raw === 'string') {
    try {
      message = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!message || typeof message !== 'object') return null;
  const { type, data } = message as { type?: unknown; data?: unknown };
  if (!(INBOUND_TYPES as readonly unknown[]).includes(type)) return null;
  if (type === 'login:request' && (!data || typeof data !== 'object')) return null;
  return { type: type as NativeMessage['type'], data: data as NativeMessage['data'] };
}

/** Hands a request from the app to the site's bus, where its owner acts on it. */
function dispatchNativeMessage(raw: unknown): void {
  const message = parseNativeMessage(raw);
  if (!message) return;
  (bus.emit as (type: string, data?: unknown) => void)(message.type, message.data);
}

/**
 * login:request stores the login data and refreshes client state from the server's profile. The app's token is
 * handed to the server once (POST /auth/refresh, bearer), which puts its session into this web view's HttpOnly cookie;
 * the site keeps no token. Without a token nothing can be read: the session holds the user data and the balance shows
 * as 0 (SPEC fallback), as the account state is only read with a server session (api/account-state.ts).
 */
export async function storeNativeLogin(data: LoginRequestData): Promise<void> {
  const token = typeof data.access_token === 'string' && data.access_token ? data.access_token : undefined;
  // The cookie first: the account state is read as soon as the punter is logged in.
  if (token) await api.POST('/auth/refresh', { headers: bearer(token) }).catch(() => undefined);
  login(data);
  if (!token) return;
  try {
    await refreshProfile();
  } catch {
    // The login itself stands; the name fills in on the next profile read.
  }
}

declare global {
  interface Window {
    /** The app's messages index.html held while the shell was still loading (shell/index.html). */
    __heldMessages?: unknown[];
  }
}

/**
 * Wires the shell's side of the bridge: the drawer and login requests act on the shell's stores (the betslip
 * store opens the slip itself on betslip:drawer:request), and in the app, native messages reach the bus and the
 * leg count reaches the app; the messages the page held before this ran are handed on once its listeners are in place.
 * Returns the function that removes every listener.
 */
export function startNativeBridge({ win = window }: { win?: Window } = {}): () => void {
  const held = win.__heldMessages ?? [];
  win.__heldMessages = undefined;
  const offs = [
    bus.on('login:request', (data) => void storeNativeLogin(data)),
    bus.on('profile:drawer:request', () => setDrawer('profile', true)),
    bus.on('search:drawer:request', () => setMobileSearch(true)),
  ];
  if (isInWebview(win)) {
    const onMessage = (event: MessageEvent) => dispatchNativeMessage(event.data);
    // React Native WebView delivers on window (iOS) or document (Android).
    win.addEventListener('message', onMessage);
    win.document.addEventListener('message', onMessage as EventListener);
    const send = (message: NativeMessage) => win.ReactNativeWebView?.postMessage(JSON.stringify(message));
    offs.push(
      () => win.removeEventListener('message', onMessage),
      () => win.document.removeEventListener('message', onMessage as EventListener),
      ...OUTBOUND_TYPES.map((type) => bus.on(type, (data) => send({ type, data }))),
    );
    // What the app sent before this listened, in the order it was sent.
    held.forEach(dispatchNativeMessage);
  }
  return () => offs.forEach((off) => off());
}
