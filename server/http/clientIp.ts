import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * The socket's address; behind a trusted proxy, the last X-Forwarded-For hop (the one our
 * proxy appended — earlier hops are whatever the client claimed).
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}
