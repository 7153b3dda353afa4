// Helpers of the form suites (consultation, contact, apply, test-email). Each Playwright
// worker runs them against a server of its own whose admin account can read the e-mail
// relay's outbox through GET /api/v1.0/email/outbox; the team address comes from TEAM_EMAIL.
import type { Locator, Page, Route } from '@playwright/test';
import { login, signIn, startOwnServer, STAFF, type Session } from './staff.helpers';
import { expect, test as base } from './support/fixtures';
import { LOOPBACK_PROXY } from './support/server';

export const TEAM_EMAIL = 'team.inbox@forms.test';
export const SITE_EMAIL = 'info@fiberpro-texas.com';
const SEND = '**/api/v1.0/email/send';

export interface OutboxMessage {
  id: number;
  template: 'team' | 'autoreply';
  recipient: string;
  reply_to: string | null;
  subject: string;
  params: Record<string, string>;
  reference: string;
  state: string;
  answers_id: number | null;
}

interface Relay {
  baseURL: string;
  admin: Session;
}

export const test = base.extend<
  { outboxFor: (email: string) => Promise<OutboxMessage[]>; signInAdmin: () => Promise<void> },
  { relay: Relay }
>({
  relay: [
    async ({ playwright }, use) => {
      // A test may name its person's client address in X-Forwarded-For (see LOOPBACK_PROXY).
      const server = await startOwnServer({ TEAM_EMAIL, TRUST_PROXY: LOOPBACK_PROXY });
      const request = await playwright.request.newContext();
      const admin = await login(request, server.baseURL, STAFF.email, STAFF.password);
      await request.dispose();
      await use({ baseURL: server.baseURL, admin });
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ relay }, use) => use(relay.baseURL),
  outboxFor: async ({ relay, request }, use) => {
    await use(async (email) => {
      const res = await request.get(`${relay.baseURL}/api/v1.0/email/outbox?limit=200`, {
        headers: { Authorization: `Bearer ${relay.admin.token}` },
      });
      expect(res.ok()).toBe(true);
      const { items } = (await res.json()) as { items: OutboxMessage[] };
      // The person's submission names them as user_email; the shop's acknowledgement is addressed to them.
      return items
        .filter((m) => m.params.user_email === email || (m.template === 'autoreply' && m.recipient === email))
        .sort((a, b) => a.id - b.id);
    });
  },
  signInAdmin: async ({ relay, context }, use) => {
    await use(() => signIn(context, relay.admin));
  },
});
export { expect };

let n = 0;
/** An address of its own per test, so each test finds exactly its own messages. */
export const uniqueEmail = (who: string) => `${who}.${Date.now().toString(36)}${(n++).toString(36)}@example.com`;

/** Waits for the team notification and then the auto-reply of one submission. */
export async function expectTeamThenAutoReply(outboxFor: (email: string) => Promise<OutboxMessage[]>, email: string) {
  await expect.poll(async () => (await outboxFor(email)).map((m) => m.template)).toEqual(['team', 'autoreply']);
  const [team, reply] = await outboxFor(email);
  expect(team).toMatchObject({ recipient: TEAM_EMAIL, reply_to: email });
  expect(reply).toMatchObject({ recipient: email, answers_id: team.id });
  // The server writes the auto-reply: the outbox shows its reference, never its parameters.
  expect(reply.reference).toBe(team.params.order_id);
  return { team, reply };
}

/** Holds the first e-mail request until release() so the 'Submitting…' state can be seen. */
export async function holdFirstSend(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(
    SEND,
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  return release;
}

/** The team step fails: the relay answers 500, or the request is aborted. */
export async function failTeamSend(page: Page, how: 'status' | 'abort') {
  await page.unroute(SEND);
  await page.route(SEND, (route) =>
    how === 'abort' ? route.abort('failed') : route.fulfill({ status: 500, contentType: 'text/plain', body: 'Relay is down' }),
  );
}

/** The team step passes, the auto-reply fails. */
export async function failAutoReplyOnly(page: Page) {
  let calls = 0;
  await page.route(SEND, (route: Route) =>
    ++calls === 1 ? route.continue() : route.fulfill({ status: 500, contentType: 'text/plain', body: 'Auto-reply failed' }),
  );
}

export const failureText = (formType: string, reason: string) =>
  `Failed to send ${formType}. ${reason} Please try again or contact us directly at ${SITE_EMAIL}`;

/** Types each value into its field and expects the field's own error message to show. */
export async function expectFieldMessages(form: Locator, cases: [name: string, value: string, message: string][]) {
  for (const [name, value, message] of cases) {
    await form.locator(`[name="${name}"]`).fill(value);
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
}
