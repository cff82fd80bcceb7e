// Race-day live load on one API process: --clients concurrent GET /v1/live streams (10,000 by default) held open on
// one server (api/src/main.ts, feed simulator ticking each second, PostgreSQL), with this script as the load
// generator on the same machine. Reports: streams held, the server's memory per stream (resident set and JS heap,
// from its /metrics, before and after connecting), and odds push latency from the feed tick (`published_at`) to
// arrival at every client, over --seconds.
//   node bench/api-live.mjs [--clients 10000] [--seconds 20] [--port 9380] [--pg postgres://postgres@127.0.0.1:5432/test]
import http from 'node:http';
import { loadavg } from 'node:os';
import { arg, onPostgres, percentile, startApi, watchOdds } from './api-harness.mjs';

const clients = Number(arg('clients', 10_000));
const seconds = Number(arg('seconds', 20));
const port = Number(arg('port', 9380));
const pgUrl = arg('pg', 'postgres://postgres@127.0.0.1:5432/test');
/** Streams opened at a time while connecting (the server's accept backlog is 511). */
const OPEN_BATCH = 250;

/** The server's own figures from its Prometheus endpoint. */
async function serverFigures(base) {
  const text = await (await fetch(`${base}/metrics`)).text();
  const value = (name) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1]);
  return {
    rss: value('process_resident_memory_bytes'),
    heap: value('nodejs_heap_size_used_bytes'),
    streams: value('sse_clients'),
  };
}

await onPostgres('live', pgUrl, async (label, env) => {
  const server = await startApi({ ...env, FEED: 'on', LOG_LEVEL: 'warn' }, port, async (base) => {
    const res = await fetch(`${base}/v1/ready`);
    return res.ok;
  });
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const streams = [];
  try {
    const before = await serverFigures(server.base);
    const latencies = [];
    let recording = false;
    const started = Date.now();
    for (let opened = 0; opened < clients; opened += OPEN_BATCH) {
      const batch = Array.from({ length: Math.min(OPEN_BATCH, clients - opened) }, () =>
        watchOdds(server.base, (latency) => recording && latencies.push(latency), agent),
      );
      streams.push(...(await Promise.all(batch)));
    }
    const connectSeconds = (Date.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 3000));
    global.gc?.();
    const after = await serverFigures(server.base);
    const load = loadavg();
    recording = true;
    await new Promise((r) => setTimeout(r, seconds * 1000));
    recording = false;
    latencies.sort((a, b) => a - b);
    const mb = (bytes) => (bytes / 2 ** 20).toFixed(1);
    const perStream = (key) =>
      ((after[key] - before[key]) / Math.max(1, after.streams - before.streams) / 1024).toFixed(1);
    console.log(`\n${label}: ${clients} streams on one API process, ${seconds} s recorded`);
    console.table([
      { figure: 'streams held (server sse_clients)', value: after.streams },
      { figure: 'time to open them', value: `${connectSeconds.toFixed(1)} s` },
      { figure: 'server resident memory before → after', value: `${mb(before.rss)} → ${mb(after.rss)} MB` },
      { figure: 'memory per stream (resident / JS heap)', value: `${perStream('rss')} / ${perStream('heap')} KB` },
      { figure: 'odds frames received', value: latencies.length },
      { figure: 'odds frames per stream per second', value: (latencies.length / clients / seconds).toFixed(2) },
      {
        figure: 'tick → client p50 / p99 / max',
        value: `${percentile(latencies, 50)} / ${percentile(latencies, 99)} / ${latencies.at(-1)} ms`,
      },
      { figure: 'load average (1, 5, 15 min) at start', value: load.map((l) => l.toFixed(2)).join(', ') },
    ]);
  } finally {
    for (const req of streams) req.destroy();
    server.stop();
  }
});
