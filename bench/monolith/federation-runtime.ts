// Bench only: stands in for @module-federation/enhanced/runtime in the monolith build. A "remote" module is a lazy
// chunk of the same build, so there is nothing to register.
import { remoteModules } from '@monolith/remote-modules';

export function registerRemotes(): void {}

export async function loadRemote<T>(id: string): Promise<T> {
  const load = remoteModules[id];
  if (!load) throw new Error(`${id} is not part of the monolith build`);
  return (await load()) as T;
}

/** Lazy chunks of one build need no preload hints beyond the bundler's own. */
export async function preloadRemote(): Promise<void> {}
