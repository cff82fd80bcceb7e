/**
 * Same-race multi selections that can win together: each runner once, and never more runners asked to finish in
 * the first k places than k (at most one to win, two in the top 2, three in the top 3). A slip that cannot win is
 * refused rather than taken (docs/SPEC-CHOICES.md "Rules of combination").
 */

/** How far down the field each same-race-multi leg may finish. */
const SAME_RACE_MULTI_PLACES: Record<string, number> = { FWIN: 1, PTOP2: 2, PTOP3: 3, PTOP4: 4 };

const SAME_RACE_MULTI_REFUSALS = {
  runnerTwice: 'Each runner can be picked once in a same race multi',
  cannotWin: 'These selections cannot all finish there: pick no more runners for the top places than there are places',
} as const;

/** Why these picks cannot make one same-race multi, or null when they can. */
export function sameRaceMultiRefusal(picks: readonly { saddle: number; code: string }[]): string | null {
  if (new Set(picks.map((p) => p.saddle)).size !== picks.length) return SAME_RACE_MULTI_REFUSALS.runnerTwice;
  for (const places of [1, 2, 3, 4])
    if (picks.filter((p) => SAME_RACE_MULTI_PLACES[p.code] <= places).length > places)
      return SAME_RACE_MULTI_REFUSALS.cannotWin;
  return null;
}
