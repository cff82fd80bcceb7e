import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedAnswers, type ApiAnswer } from './api-answers';

const answer = (status: number, text: string): ApiAnswer => ({ status, body: new TextEncoder().encode(text).buffer });
const text = (a: ApiAnswer) => new TextDecoder().decode(a.body);

describe("a render worker's shared API answers", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pages asking at once for one address make one call; another address is its own call', async () => {
    let calls = 0;
    const ask = vi.fn(async (path: string) => answer(200, `${path} #${++calls}`));
    const get = sharedAnswers(ask, 1_000);
    const got = await Promise.all([get('/v1/a'), get('/v1/a'), get('/v1/b'), get('/v1/a')]);
    expect(got.map(text)).toEqual(['/v1/a #1', '/v1/a #1', '/v1/b #2', '/v1/a #1']);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('an answer is reused within its time and asked for again after it', async () => {
    let calls = 0;
    const get = sharedAnswers(async () => answer(200, `#${++calls}`), 1_000, { now: () => Date.now() });
    expect(text(await get('/v1/a'))).toBe('#1');
    vi.advanceTimersByTime(999);
    expect(text(await get('/v1/a'))).toBe('#1');
    vi.advanceTimersByTime(2);
    expect(text(await get('/v1/a'))).toBe('#2');
  });

  it('an error answer reaches the pages waiting on it and is never kept: the next page asks again', async () => {
    const answers = [answer(503, 'down'), answer(200, 'up')];
    const ask = vi.fn(async () => answers.shift()!);
    const get = sharedAnswers(ask, 1_000);
    const [first, second] = await Promise.all([get('/v1/a'), get('/v1/a')]);
    expect([first.status, second.status]).toEqual([503, 503]);
    expect(text(await get('/v1/a'))).toBe('up');
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('a call that fails fails the pages waiting on it, and the next page asks again', async () => {
    const ask = vi.fn().mockRejectedValueOnce(new Error('ECONNREFUSED')).mockResolvedValue(answer(200, 'up'));
    const get = sharedAnswers(ask, 1_000);
    await expect(get('/v1/a')).rejects.toThrow('ECONNREFUSED');
    expect(text(await get('/v1/a'))).toBe('up');
  });
});
