import { useRef, type PointerEvent } from 'react';

/** How far (px) a finger moves sideways before a toast counts as swiped away. */
const SWIPE_DISMISS_PX = 60;

/** Pointer handlers that dismiss a toast swiped sideways by touch (a mouse uses the Dismiss button). */
export function useSwipeToDismiss(onDismiss: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = Math.abs(event.clientX - from.x);
      if (dx >= SWIPE_DISMISS_PX && dx > Math.abs(event.clientY - from.y)) onDismiss();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
