import { useSyncExternalStore } from 'react';
import type { LayoutClass } from '@wagering/shared/constants';
import { useHydrated } from './server-render';

export type { LayoutClass } from '@wagering/shared/constants';

/** SPEC: under 1024 is mobile, 1024 up to 1280 is tablet, 1280 and above is desktop. */
export function layoutClassFor(width: number | undefined): LayoutClass {
  if (width === undefined) return 'mobile';
  if (width >= 1280) return 'desktop';
  if (width >= 1024) return 'tablet';
  return 'mobile';
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The layout class of the window; before the first render (server or no window) the width is unknown: mobile. */
export function useLayoutClass(): LayoutClass {
  return useSyncExternalStore(
    subscribe,
    () => layoutClassFor(window.innerWidth),
    () => 'mobile',
  );
}

/**
 * The layout class once the page has hydrated; undefined on the server and while hydrating, when the HTML carries
 * every layout's parts and CSS shows the ones that fit. A component renders each part while `!layout || layout is
 * its class`, in a place of its own, so hydration keeps the server's elements (issue 23).
 */
export function useHydratedLayoutClass(): LayoutClass | undefined {
  const layout = useLayoutClass();
  return useHydrated() ? layout : undefined;
}
