import type { FastifyRequest } from 'fastify';

/** A local address a demo is opened at: localhost, an IPv4 address or a bracketed IPv6 one, with an optional port. */
const LOCAL_ADDRESS = /^(localhost|\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/**
 * The site's origin for pages the browser is sent to during a request (3-D Secure's frames): PUBLIC_URL, except in
 * the demo without one, where the site opened at 127.0.0.1 or a LAN address gets its frames from that same address
 * (a frame from localhost is blocked there). Only an address is followed, never a name from the Host header.
 */
export function siteUrl(request: FastifyRequest): string {
  const { publicUrl, publicUrlFollowsHost } = request.server.deps;
  const host = request.headers.host ?? '';
  return publicUrlFollowsHost && LOCAL_ADDRESS.test(host) ? `${request.protocol}://${host}` : publicUrl;
}
