import { describe, expect, it, vi } from 'vitest';
import { adoptFirstCalls, takeFirstCall } from './first-calls';

const answer = (status: number) => new Response('{"data":[]}', { status });
const get = (url: string) => new Request(new URL(url, 'http://site'));

describe("a page's first calls, started by the shell", () => {
  it('the same GET takes the answer on its way, once, whatever order its query parameters come in', async () => {
    const primed = answer(200);
    adoptFirstCalls(
      new Map([['/v1/racing/meeting-list?type=A&date=', { at: 1_000, response: Promise.resolve(primed) }]]),
    );
    const ask = vi.fn(() => Promise.resolve(answer(200)));
    await expect(takeFirstCall(get('/v1/racing/meeting-list?date=&type=A'), ask, 2_000)).resolves.toBe(primed);
    expect(takeFirstCall(get('/v1/racing/meeting-list?date=&type=A'), ask, 2_000)).toBeUndefined();
    expect(ask).not.toHaveBeenCalled();
  });

  it('another call, another method or a too-old answer is asked for afresh', () => {
    adoptFirstCalls(new Map([['/v1/racing/meeting-list?type=A', { at: 0, response: Promise.resolve(answer(200)) }]]));
    const ask = vi.fn(() => Promise.resolve(answer(200)));
    expect(takeFirstCall(get('/v1/racing/meeting-list?type=G'), ask, 1)).toBeUndefined();
    expect(
      takeFirstCall(new Request('http://site/v1/racing/meeting-list?type=A', { method: 'POST' }), ask, 1),
    ).toBeUndefined();
    // Ten seconds and one millisecond after it was started: too old.
    expect(takeFirstCall(get('/v1/racing/meeting-list?type=A'), ask, 10_001)).toBeUndefined();
  });

  it('an answer that failed or is not a 200 is asked for again', async () => {
    adoptFirstCalls(
      new Map([
        ['/v1/a', { at: 0, response: Promise.resolve(answer(429)) }],
        ['/v1/b', { at: 0, response: Promise.reject(new TypeError('offline')) }],
      ]),
    );
    const fresh = answer(200);
    const ask = vi.fn(() => Promise.resolve(fresh));
    await expect(takeFirstCall(get('/v1/a'), ask, 1)).resolves.toBe(fresh);
    await expect(takeFirstCall(get('/v1/b'), ask, 1)).resolves.toBe(fresh);
    expect(ask).toHaveBeenCalledTimes(2);
  });
});
