import { MessageChannel } from 'node:worker_threads';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePage, receivedPage, type RenderedPage } from './encoded-page';

/** The page as another thread receives it: through a real message, as the render pool's are. */
const throughAMessage = (page: RenderedPage) =>
  new Promise<RenderedPage>((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port2.once('message', (received) => {
      port1.close();
      port2.close();
      resolve(receivedPage(received));
    });
    port1.postMessage(page);
  });

describe('a rendered page', () => {
  it('is compressed once on the thread that drew it, and arrives on another as Buffers of the same bytes', async () => {
    const html = `<p>${'a race card '.repeat(500)}</p>`;
    const page = await throughAMessage(encodePage(html));
    expect(page.html).toBe(html);
    expect(Buffer.isBuffer(page.br) && Buffer.isBuffer(page.gzip)).toBe(true);
    expect(brotliDecompressSync(page.br).toString()).toBe(html);
    expect(gunzipSync(page.gzip).toString()).toBe(html);
    expect(page.br.length).toBeLessThan(html.length / 10);
  });
});
