// /test-email: the staff's e-mail tool. It shows the e-mail configuration, sends a test order
// e-mail (never a lead) and lists the relay outbox. Signed-out visitors go to the sign-in page;
// only admins may use it, as the API allows.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { emailConfig } from '../../lib/email/emailConfig';
import type { EmailConfig } from '../../lib/email/emailSettings';
import { IslandBoundary } from '../shared/IslandBoundary';
import type { IslandMessages } from '../shared/useMessages';
import { useIsAdmin } from '../shared/session/useAuth';
import { RouteGuard } from '../shared/session/RouteGuard';
import { EmailConfigPanel } from './EmailConfigPanel';
import { loadOutbox, sendTestEmail, type OutboxView } from './outboxApi';
import { OutboxPanel } from './OutboxPanel';
import { TestSendForm } from './TestSendForm';

function TestEmailTool() {
  // The origin defaults to this page's own, which only the browser knows: the page is built
  // with the tool's whole layout and the panel's values are filled in once it has hydrated.
  const [config, setConfig] = useState<EmailConfig | null>(null);
  const [outbox, setOutbox] = useState<OutboxView>({ kind: 'loading' });

  const refresh = useCallback(async () => {
    setOutbox({ kind: 'loading' });
    setOutbox(await loadOutbox());
  }, []);

  useEffect(() => {
    setConfig(emailConfig());
    void refresh();
  }, [refresh]);

  const send = async (email: string) => {
    const result = await sendTestEmail(email);
    void refresh();
    return result;
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        <EmailConfigPanel config={config} />
        <TestSendForm onSend={send} />
      </div>
      <OutboxPanel view={outbox} onRefresh={() => void refresh()} />
    </div>
  );
}

function StaffOnly({ children }: { children: ReactNode }) {
  if (useIsAdmin()) return <>{children}</>;
  return (
    <p role="alert" className="card p-6 text-slate-800">
      The e-mail tool is for staff: sign in with an admin account to use it.
    </p>
  );
}

export default function TestEmailIsland({ messages }: { messages: IslandMessages }) {
  return (
    <IslandBoundary messages={messages}>
      <RouteGuard>
        <StaffOnly>
          <TestEmailTool />
        </StaffOnly>
      </RouteGuard>
    </IslandBoundary>
  );
}
