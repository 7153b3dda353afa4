import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { clientKey, type TrustedProxies } from './trustedProxies';

/**
 * The client's address as limits count it: the socket peer, or behind our own proxies the
 * first X-Forwarded-For hop from the right that is not one of them (hops further left are
 * whatever the client claimed). IPv6 clients are counted per /64.
 */
export function clientIp(c: Context, proxies: TrustedProxies): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const peer = incoming?.socket?.remoteAddress ?? 'unknown';
  if (!proxies.trusts(peer, 0)) return clientKey(peer);
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  let client = peer;
  for (let i = hops.length - 1, depth = 1; i >= 0; i--, depth++) {
    client = hops[i];
    if (!proxies.trusts(client, depth)) break;
  }
  return clientKey(client);
}
