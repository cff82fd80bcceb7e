import type { BusEvents } from './events';

type Args<T> = [T] extends [void] ? [] : [payload: T];
export type Handler<T> = (...args: Args<T>) => void;

interface Emitter<Events> {
  /** Subscribes; returns the unsubscribe function. */
  on<K extends keyof Events>(type: K, handler: Handler<Events[K]>): () => void;
  off<K extends keyof Events>(type: K, handler: Handler<Events[K]>): void;
  emit<K extends keyof Events>(type: K, ...args: Args<Events[K]>): void;
}

/** A tiny typed emitter. A failing handler is reported and does not stop the others (one remote's bug stays its own). */
export function createEmitter<Events>(): Emitter<Events> {
  const handlers = new Map<keyof Events, Set<(...args: unknown[]) => void>>();
  const off: Emitter<Events>['off'] = (type, handler) => {
    handlers.get(type)?.delete(handler as (...args: unknown[]) => void);
  };
  return {
    on(type, handler) {
      if (!handlers.has(type)) handlers.set(type, new Set());
      handlers.get(type)!.add(handler as (...args: unknown[]) => void);
      return () => off(type, handler);
    },
    off,
    emit(type, ...args) {
      for (const handler of [...(handlers.get(type) ?? [])]) {
        try {
          handler(...args);
        } catch (error) {
          console.error(`bus handler for "${String(type)}" failed`, error);
        }
      }
    },
  };
}

/** The page's one bus (the `shared/bus` module is a Module Federation singleton, so host and remotes share it). */
export const bus = createEmitter<BusEvents>();
