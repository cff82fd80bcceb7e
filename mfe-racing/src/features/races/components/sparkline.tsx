/** The size a sparkline is drawn at on the card. */
export const SPARK_WIDTH = 48;
export const SPARK_HEIGHT = 16;

/**
 * A small line of prices, oldest at the left and the highest price at the top; prices that never moved are a flat
 * line across the middle. It is decoration (aria-hidden): whatever holds it says the figures in words.
 */
export function Sparkline({
  prices,
  width = SPARK_WIDTH,
  height = SPARK_HEIGHT,
}: {
  prices: number[];
  width?: number;
  height?: number;
}) {
  const high = Math.max(...prices);
  const low = Math.min(...prices);
  const y = (p: number) => (high === low ? height / 2 : 1 + ((high - p) / (high - low)) * (height - 2));
  const line = prices.length > 1 ? prices : [prices[0]!, prices[0]!];
  const points = line.map((p, i) => `${((i * width) / (line.length - 1)).toFixed(1)},${y(p).toFixed(1)}`).join(' ');
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" />
    </svg>
  );
}
