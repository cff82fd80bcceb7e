import { useSyncExternalStore } from 'react';

export type LayoutClass = 'mobile' | 'tablet' | 'desktop';

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
