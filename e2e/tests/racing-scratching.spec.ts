import { expect, test } from './test';
import { closeSlip, controlledRace, pickOdds, raceCard, racePath, scratchRunner } from './feed-control';

/*
 * A scratching pushed while the card is open (an `odds` event whose runner has is_eliminated and no prices): the row
 * greys out with no prices to take, and a runner the punter has in the slip is said to screen readers.
 */
test('a runner in the slip is scratched while the card is open: its row greys out and a screen reader hears it @phone', async ({
  page,
  request,
}, testInfo) => {
  const race = await controlledRace(request, testInfo, 'scratching');
  await page.goto(racePath(race));
  const card = raceCard(page, race);
  await expect(card.getByRole('table')).toBeVisible();
  const runner = await pickOdds(page, race, 'Fixed Win', 2);
  await closeSlip(page);

  await scratchRunner(request, race, 2);
  await expect(card.getByTestId('runner-2')).toHaveAttribute('data-scratched', 'true');
  // Its price is gone: the button says so and cannot be taken.
  const fixedWin = card.getByRole('button', { name: new RegExp(`^Fixed Win, 2\\. `) });
  await expect(fixedWin).toHaveAccessibleName(/, no price$/);
  await expect(fixedWin).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: `${runner} is scratched` })).toHaveCount(1);
});
