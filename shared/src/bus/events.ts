import type { components } from '@wagering/contract/api';

/** SPEC "Notification event (alert toast)": a bet or transfer notification for the punter, as the API sends it. */
export type NotificationEvent = components['schemas']['NotificationEvent'];

/** What the native app sends with login:request (SPEC "Mobile app bridge"): the login response, token included. */
export interface LoginRequestData {
  access_token?: string;
  user_id?: string | number;
  user_verified?: boolean;
  [field: string]: unknown;
}

export type ToastKind = 'success' | 'error' | 'info';

/**
 * Every event that crosses a remote boundary or the mobile app bridge, with its payload (`void`: none).
 * The shell's bridge maps the drawer requests and login:request from the native app, and tells the app
 * betslip:legs:count.
 */
export interface BusEvents {
  'betslip:drawer:request': void;
  'profile:drawer:request': void;
  'search:drawer:request': void;
  'login:request': LoginRequestData;
  'betslip:legs:count': number;
  toast: { kind: ToastKind; message: string };
  notification: NotificationEvent;
  'progress-bar:disable': void;
}
