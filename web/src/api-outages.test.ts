import { describe, expect, it } from 'vitest';
import { apiOutages } from './api-outages';

function logged() {
  const lines: string[] = [];
  const outages = apiOutages({ info: (m) => lines.push(`info ${m}`), warn: (m) => lines.push(`warn ${m}`) });
  return { lines, outages };
}

const refused = Object.assign(new Error('Service Unavailable'), { cause: { code: 'ECONNREFUSED' } });

describe('the API not reached, as the log tells it', () => {
  it('while the API starts, one line however many requests find it not yet up', () => {
    const { lines, outages } = logged();
    for (let i = 0; i < 156; i++) outages.unreached(refused);
    outages.reached();
    expect(lines).toEqual(['warn API not up yet: /v1 answers 503 until it is']);
  });

  it('afterwards, one warning per outage and one line when it ends', () => {
    const { lines, outages } = logged();
    outages.reached();
    for (let outage = 0; outage < 2; outage++) {
      for (let i = 0; i < 50; i++) outages.unreached(refused);
      outages.reached();
      outages.reached();
    }
    expect(lines).toEqual([
      'warn API not reached (ECONNREFUSED): /v1 answers 503 until it is back',
      'info API reached again',
      'warn API not reached (ECONNREFUSED): /v1 answers 503 until it is back',
      'info API reached again',
    ]);
  });
});
