import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';
import { loginViaModal, registerViaApi } from './account-helpers';
import { controlledRace, escapeRe, jumpIn, racePath, raceCard } from './feed-control';

/*
 * The Blackbook (issue 27 item 3), on a desktop and a phone against the real API: a punter saves a runner from a race
 * card, finds it on the Blackbook page with its next start, is told by a toast when it is ten minutes from the jump,
 * and removes it.
 */

interface BlackbookAnswer {
  data: {
    name: string;
    next_start: {
      event_id: number;
      meeting_name: string | null;
      race_number: number | null;
      start_time: string;
    } | null;
  }[];
}

/** The toast slot's message (the shell's simple toast). */
const toast = (page: Page) => page.getByRole('region', { name: 'Messages' }).getByRole('status');

test.describe('Blackbook', () => {
  test('save a runner from a race card, see its next start, get the ten-minute toast, remove it (issue 27) @phone', async ({
    page,
    request,
  }, testInfo) => {
    const race = await controlledRace(request, testInfo, 'blackbook');
    // A runner whose name is its own in this field (the simulator's name pool can repeat within a race).
    const runner = race.runners.find(
      (r) => !r.is_eliminated && race.runners.filter((o) => o.runner_name === r.runner_name).length === 1,
    )!;
    const name = runner.runner_name;
    const punter = await registerViaApi(request, 'blackbook');
    const auth = { Authorization: `Bearer ${punter.access_token}` };

    await page.goto(racePath(race));
    await (await loginViaModal(page, punter.email, punter.password)).waitFor({ state: 'hidden' });
    const star = raceCard(page, race).getByRole('button', { name: `Add ${name} to Blackbook` });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    // Its next start is the soonest race the same runner is entered in: this one, or an earlier one today.
    await page.goto('/profile/blackbook');
    const book = (await (await request.get('/v1/blackbook', { headers: auth })).json()) as BlackbookAnswer;
    const next = book.data.find((e) => e.name === name)!.next_start!;
    const entry = page.getByRole('article', { name });
    await expect(entry.getByRole('link', { name: `${next.meeting_name} R${next.race_number}` })).toBeVisible();
    // The jump in the punter's own time zone (the browser's), "Thu 26 Nov, 4:34 PM" (or 16:34 on a 24-hour brand).
    const [day, twelve, twentyFour] = await page.evaluate((iso) => {
      const d = new Date(iso);
      const two = (n: number) => String(n).padStart(2, '0');
      const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][d.getDay()];
      const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][d.getMonth()];
      const h = d.getHours();
      return [
        `${weekday} ${two(d.getDate())} ${month}`,
        `${h % 12 || 12}:${two(d.getMinutes())} ${h < 12 ? 'AM' : 'PM'}`,
        `${two(h)}:${two(d.getMinutes())}`,
      ];
    }, next.start_time);
    await expect(entry).toContainText(
      new RegExp(
        `Next start: ${escapeRe(`${next.meeting_name} R${next.race_number}`)}, ${day}, (${twelve}|${twentyFour})`,
      ),
    );

    const { violations } = await new AxeBuilder({ page }).include('[data-remote="account"]').analyze();
    expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // Ten minutes before this race jumps, the punter's open page says so.
    await jumpIn(request, race, 600);
    await expect(toast(page)).toContainText(
      new RegExp(
        `Blackbook: ${escapeRe(name)} jumps in 10 minutes in ${escapeRe(race.meeting_name)} R${race.race_number}\\.`,
      ),
    );

    await entry.getByRole('button', { name: `Remove ${name} from Blackbook` }).click();
    await expect(entry).toBeHidden();
    await expect(page.getByText(/Your Blackbook is empty/)).toBeVisible();
    await page.goto(racePath(race));
    await expect(raceCard(page, race).getByRole('button', { name: `Add ${name} to Blackbook` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
