import type { Server } from 'node:http';

// A balancer (HAProxy's `timeout server 60s`, most cloud balancers alike) keeps an idle
// connection to the server open and sends the next request down it. If the server closes it
// first (Node's default: after 5 s), a request sent as it closes gets a reset and the client a
// 502. So the server waits longer than any balancer in front of it; the header timeout must
// exceed the keep-alive one or Node closes the connection on it instead.
export const IDLE_CONNECTION_MS = 65_000;

/** Keeps an idle client connection open longer than the balancer in front of the server does. */
export function outlastTheBalancer(server: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>): void {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
}
