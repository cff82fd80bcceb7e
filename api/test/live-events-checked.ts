/*
 * Every integration suite (vitest.int.config.ts setupFiles): each live event a test makes the API publish is checked,
 * as the frame its streams would send, against the schema of its kind (the contract's live-events.ts, the OpenAPI document's), so
 * the schemas cannot drift from what is sent. A test that published a frame its schema refuses fails.
 */
import { afterEach, vi } from 'vitest';
import type * as Publish from '../src/modules/live-events/publish';
import { liveFrameProblems } from './live-event-schemas';

const problems: string[] = [];

vi.mock('../src/modules/live-events/publish', async (importOriginal) => {
  const real = await importOriginal<typeof Publish>();
  const publishIn: typeof real.publishIn = (q, ...events) => {
    for (const event of events) {
      const frame = real.liveFrame(event);
      const wrong = frame && liveFrameProblems(frame.kind, frame.data);
      if (wrong) problems.push(`${frame.kind} ${JSON.stringify(frame.data)}: ${wrong}`);
    }
    return real.publishIn(q, ...events);
  };
  return { ...real, publishIn, publish: (db, event) => publishIn(db, event) } satisfies typeof Publish;
});

afterEach(() => {
  const found = problems.splice(0);
  if (found.length) throw new Error(`Live events their schemas refuse:\n${found.join('\n')}`);
});
