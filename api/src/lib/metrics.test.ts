import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { serveMetrics } from './metrics';

describe('serveMetrics (METRICS_PORT)', () => {
  it('serves /metrics alone on a port of its own, after the scrape hook', async () => {
    let scraped = 0;
    const server = serveMetrics(0, '127.0.0.1', async () => void scraped++);
    await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/^sse_clients \d+/m);
      expect(scraped).toBe(1);
      expect((await fetch(`${base}/v1/health`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
