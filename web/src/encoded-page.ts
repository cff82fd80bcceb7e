import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';

/** A rendered page as it is sent: its HTML, and the same bytes compressed once for every request that gets them. */
export interface RenderedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Compressed once per render, on the render thread that drew it, at that thread's low priority (render-worker.ts): a
 * cached page is sent to hundreds of punters, and on a phone's network its size is LCP. On zlib's own threads instead,
 * a flood of pages took ~40 % of a core at the API's priority (bench/web-tier.mjs).
 */
export function encodePage(html: string): RenderedPage {
  const bytes = Buffer.from(html);
  return {
    html,
    br: brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(bytes, { level: 6 }),
  };
}

/** A page as a render thread's message brings it: a Buffer arrives as a plain byte view, wrapped here without a copy. */
export function receivedPage(page: { html: string; br: Uint8Array; gzip: Uint8Array }): RenderedPage {
  const buffer = (view: Uint8Array) => Buffer.from(view.buffer, view.byteOffset, view.byteLength);
  return { html: page.html, br: buffer(page.br), gzip: buffer(page.gzip) };
}
