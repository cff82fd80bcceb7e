import { expect, test } from './test';

// Issue 34 item 4: one HTML for every zone. A first visit's page is drawn for Sydney; a browser in another zone keeps
// the server's nodes (no hydration mismatch: the guard in ./test fails the test on one) and its times turn to the
// browser's zone in place.

interface RaceCardAnswer {
  data: { meeting: { meeting_name: string }; race: { start_time: string } };
}

/** A time of day as the site tells it in the default brand's clock ("3:05 PM"), in a zone. */
function timeIn(at: string, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const hour = Number(parts.find((p) => p.type === 'hour')!.value);
  const minute = parts.find((p) => p.type === 'minute')!.value;
  return `${hour % 12 || 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

for (const zone of ['Australia/Perth', 'UTC']) {
  test.describe(`a browser in ${zone}`, () => {
    test.use({ timezoneId: zone });

    test(`@phone a first visit's race card, drawn for Sydney, is kept by hydration and tells ${zone}'s time`, async ({
      page,
      context,
      request,
    }) => {
      // A first visit: the browser has told the site no zone yet, so the server draws the page for Sydney.
      await context.clearCookies();
      const meetings = (await (await request.get('/v1/racing/meeting-list?type=R')).json()) as {
        data: { meeting_id: number; races: { event_id: number }[] }[];
      };
      const meeting = meetings.data.find((m) => m.races.length)!;
      const url = `/racing/race/${meeting.meeting_id}/${meeting.races[0]!.event_id}`;
      const card = (await (
        await request.get(`/v1${url.replace('/racing/race/', '/racing/race-card/')}`)
      ).json()) as RaceCardAnswer;
      const start = card.data.race.start_time;

      // The race's title and the page's container as the HTML parser makes them, before any script runs.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          const title = document.querySelector('main [data-ssr] h1');
          if (!title?.textContent) return;
          Object.assign(window, { parsedTitle: title, parsedText: title.textContent });
          observer.disconnect();
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      await page.goto(url);
      const title = page.locator('main h1');
      await expect(title).toContainText(timeIn(start, zone));
      await page.waitForLoadState('networkidle');

      const seen = await page.evaluate(() => {
        const { parsedTitle, parsedText } = window as unknown as { parsedTitle?: Element; parsedText?: string };
        return {
          parsedText,
          kept: !!parsedTitle && parsedTitle === document.querySelector('main h1') && document.contains(parsedTitle),
          live: document.querySelector('main [data-ssr]')?.hasAttribute('data-live'),
        };
      });
      // The server drew Sydney's time, and the very node it drew now shows the browser's.
      expect(seen.parsedText).toContain(timeIn(start, 'Australia/Sydney'));
      expect(seen.kept).toBe(true);
      expect(seen.live).toBe(true);
    });
  });
}
