/** Rounds a price onto the ladder bookmakers quote (finer steps for short prices), within 1.01 and 501. */
export function ladder(price: number): number {
  const step =
    price < 2
      ? 0.01
      : price < 3
        ? 0.02
        : price < 4
          ? 0.05
          : price < 6
            ? 0.1
            : price < 10
              ? 0.2
              : price < 20
                ? 0.5
                : price < 50
                  ? 1
                  : 5;
  const rounded = Math.round(price / step) * step;
  return Math.min(501, Math.max(1.01, Number(rounded.toFixed(2))));
}
