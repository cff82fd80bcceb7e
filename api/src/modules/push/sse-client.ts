// A minimal server-sent-events reader for tests and the benchmark (Node has no EventSource).
import http from 'node:http';

export interface SseEvent {
  event: string;
  data: unknown;
  at: number;
}

export function openSse(
  url: string,
  headers: Record<string, string> = {},
): Promise<{
  events: SseEvent[];
  next: (kind: string, timeoutMs?: number) => Promise<SseEvent>;
  close: () => void;
  /** Settles when the server ends the stream, with every reconnection delay it asked for (`retry:`), in order. */
  ended: Promise<{ retries: number[] }>;
}> {
  return new Promise((resolve, reject) => {
    const events: SseEvent[] = [];
    const unread: SseEvent[] = [];
    const waiters: { kind: string; resolve: (e: SseEvent) => void }[] = [];
    const retries: number[] = [];
    const req = http.get(url, { headers }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`SSE answered ${res.statusCode}`));
      const ended = new Promise<{ retries: number[] }>((done) => res.on('close', () => done({ retries })));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const retry = /^retry: (\d+)$/m.exec(block)?.[1];
          if (retry) retries.push(Number(retry));
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!event || data === undefined) continue;
          const e = { event, data: JSON.parse(data), at: performance.now() };
          events.push(e);
          const i = waiters.findIndex((w) => w.kind === event);
          if (i >= 0) waiters.splice(i, 1)[0].resolve(e);
          else unread.push(e);
        }
      });
      resolve({
        events,
        next: (kind, timeoutMs = 5000) =>
          new Promise((res2, rej2) => {
            const i = unread.findIndex((e) => e.event === kind);
            if (i >= 0) return res2(unread.splice(i, 1)[0]);
            const timer = setTimeout(() => rej2(new Error(`no ${kind} event within ${timeoutMs} ms`)), timeoutMs);
            waiters.push({ kind, resolve: (e) => (clearTimeout(timer), res2(e)) });
          }),
        close: () => req.destroy(),
        ended,
      });
    });
    req.on('error', (err) => (err.message === 'socket hang up' ? undefined : reject(err)));
  });
}
