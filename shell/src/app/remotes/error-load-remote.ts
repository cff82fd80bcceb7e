import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Records which remote failed and why, then lets the error reach the remote area's error boundary,
 * which shows a fallback with a retry while the rest of the page keeps working.
 */
export default function errorLoadRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'error-load-remote',
    errorLoadRemote({ id, lifecycle, error }) {
      console.warn(`[remotes] ${id} failed at ${lifecycle}:`, error);
      return undefined;
    },
  };
}
