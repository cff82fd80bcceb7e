/**
 * A boost adds its percentage to the profit part of the dividend, to the cent, half up: 3.00 boosted 20 % is 3.40,
 * 2.02 boosted 25 % is 2.28 (1.275 of profit). Worked in whole cents: floating point would make 2.275 into 2.27.
 */
export const boostedDividend = (dividend: number, percent: number) => {
  const profitCents = Math.round(dividend * 100) - 100;
  return (100 + Math.round((profitCents * (100 + percent)) / 100)) / 100;
};
