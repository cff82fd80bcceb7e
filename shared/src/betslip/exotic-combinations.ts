import { exoticCombinationCount } from '@wagering/contract/wagering';
import type { LegSelections, Selection } from './types';

/** Exotic selections as runner groups: one group per position, or one group for a boxed bet or a quinella. */
const groupsOf = (selections: LegSelections): Selection[][] =>
  selections.every((s) => !Array.isArray(s))
    ? [selections as Selection[]]
    : selections.map((s) => (Array.isArray(s) ? s : [s]));

/**
 * How many combinations a leg's exotic picks cover (the contract's count, which the API checks against): 0 when
 * the picks do not make a full bet.
 */
export const exoticCombinations = (specialType: string | null | undefined, selections: LegSelections) =>
  exoticCombinationCount(specialType, groupsOf(selections));
