// The token of a reset e-mail, for tests that follow the link: the outbox holds only the
// link's id, and the token is what delivery would write into the message.
import { expect, vi } from 'vitest';
import { withLinks } from '#server/mail/links';
import type { Harness } from './helpers';

/** The token of the newest reset e-mail to the address, once the outbox has it. */
export async function resetLinkTokenFor(h: Harness, email: string): Promise<string> {
  let id = '';
  await vi.waitFor(
    async () => {
      const { rows } = await h.db.query<{ params: { reset_link_id: string } }>(
        "SELECT params FROM mail_outbox WHERE template = 'password_reset' AND recipient = $1 ORDER BY id DESC LIMIT 1",
        [email],
      );
      expect(rows[0]).toBeDefined();
      id = rows[0].params.reset_link_id;
    },
    { timeout: 5000, interval: 25 },
  );
  return new URL(withLinks({ params: { reset_link_id: id } }, h.config).reset_url).searchParams.get('token')!;
}
