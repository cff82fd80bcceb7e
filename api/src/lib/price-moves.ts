// The feed's price-move cadence, which the API's config (FEED_PRICE_MOVE_SEC) may change: here, below both, so that
// config.ts reads no module and the feed reads no config at import.
/** How often a runner's fixed price moves, on average: once every `meanSec`, every `lateMeanSec` near the jump. */
export interface PriceMoves {
  meanSec: number;
  lateMeanSec: number;
}
/** Our reading of a real market: a runner's price every minute or so, every 20 s in the last five minutes. */
export const DEFAULT_PRICE_MOVES: PriceMoves = { meanSec: 60, lateMeanSec: 20 };
