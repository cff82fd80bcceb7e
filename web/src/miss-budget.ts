/**
 * A per-address budget of pages rendered for it (cache misses): `max` a minute, counted in fixed one-minute windows.
 * Pages kept in the cache cost nothing; an address that keeps asking for pages nobody else has (a new query string,
 * a new race each time) waits, so one client cannot keep the render workers busy for everyone.
 */
export function missBudget(max: number, windowMs = 60_000) {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    /** 0 when the address may have one more render now, else the seconds until its window ends. */
    take(address: string, now = Date.now()): number {
      let window = windows.get(address);
      if (!window || window.endsAt <= now) {
        if (windows.size > 50_000) for (const [key, w] of windows) if (w.endsAt <= now) windows.delete(key);
        window = { count: 0, endsAt: now + windowMs };
        windows.set(address, window);
      }
      if (window.count >= max) return Math.ceil((window.endsAt - now) / 1000);
      window.count += 1;
      return 0;
    },
  };
}
