import type { BrandConfig } from '@wagering/brands';
import { MAX_BET_CENTS, MIN_BET_CENTS } from '@wagering/shared/constants';
import { formatCents } from '@wagering/shared/format';
import type { ContentPage, ContentSection } from './content-page';

/**
 * The rules of betting as this product settles bets (api/src/modules/settlement/rules.ts, docs/SPEC-CHOICES.md):
 * written once for every brand, with the brand's name. A rule the settlement does not model says so.
 */
const sections = (brand: BrandConfig): ContentSection[] => [
  {
    heading: 'When a bet stands',
    paragraphs: [
      `A bet stands once ${brand.appName} accepts it and shows its ticket number. The smallest bet is ${formatCents(MIN_BET_CENTS)} and the most one bet takes is ${formatCents(MAX_BET_CENTS)}.`,
      'Fixed-odds bets are paid at the price shown when the bet was accepted (or a boosted price, when you used a dividend boost). Tote bets are paid at the final dividend declared for the pool.',
      'A bonus bet returns only its winnings, never its stake. A refunded bonus bet goes back to your bonus bets.',
      `Where these rules and the wagering rules of our licence (${brand.registrationNumbers.join('; ')}) differ, the licence's rules apply.`,
    ],
  },
  {
    heading: 'Official results and protests',
    paragraphs: [
      'Bets are settled on the official result declared by the racing or sporting body once any protest or inquiry on the day is decided ("all clear"). A result changed after bets are settled, on appeal or by a later disqualification, does not change them.',
    ],
  },
  {
    heading: 'Place terms',
    paragraphs: [
      'A place bet wins when the runner finishes first or second in a field of 5 to 7 starters, and first, second or third in a field of 8 or more starters.',
      'With fewer than 5 starters no places are paid: place bets, and the place half of an each-way bet, are refunded.',
    ],
  },
  {
    heading: 'Each way',
    paragraphs: [
      'An each-way bet is two bets of the same stake on one runner: one to win at the fixed win price and one to place at the fixed place price, under the place terms above. It costs twice the stake. Each half is settled on its own.',
    ],
  },
  {
    heading: 'Scratchings and deductions',
    paragraphs: [
      'A bet on a runner scratched (withdrawn) before the start is refunded in full.',
      `${brand.appName} makes no scratching deductions: bets on the runners still in the race are paid at the price taken, whoever was scratched.`,
      'In an exotic (quinella, exacta, trifecta, first four, quadrella), each combination that holds a scratched runner is refunded and the rest stand. A same-race multi with a scratched selection is refunded.',
    ],
  },
  {
    heading: 'Multis with a scratched leg',
    paragraphs: [
      'In a multi (and in each combination of doubles, trebles and more), a leg whose runner is scratched, whose event is abandoned, or which ends level on a line or total counts as a price of 1.00: the other legs stand and the multi pays the product of their prices. A multi whose every leg is refunded is refunded.',
    ],
  },
  {
    heading: 'Dead heats',
    paragraphs: [
      'When runners dead-heat for a place that is paid, a fixed-odds bet on one of them is paid at its price on the stake divided by the number of runners in the dead heat; the rest of the stake is lost. Tote bets are paid at the dividends the pool declares.',
    ],
  },
  {
    heading: 'Abandoned events',
    paragraphs: [
      'Bets on a race or match that is abandoned, or ends with no official result, are refunded; in a multi that leg counts as 1.00.',
    ],
  },
  {
    heading: 'Sports',
    paragraphs: [
      'Head to head: where a draw is not offered and the match is drawn, bets are refunded. Line and total: a result exactly on a whole-number line is a push and is refunded. Margin: settled on the official final margin.',
    ],
  },
  {
    heading: 'Errors',
    paragraphs: [
      `A bet accepted at a price that was plainly wrong (a price error the punter could see), or after the event had started, may be voided and its stake refunded. ${brand.appName} tells you when it does.`,
    ],
  },
];

export const rulesPage: ContentPage = {
  path: '/rules',
  title: 'Wagering rules',
  body: ['These rules say how every bet is accepted and settled.'],
  sections,
};
