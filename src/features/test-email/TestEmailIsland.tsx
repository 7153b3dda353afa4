// /test-email: the internal tool that shows the e-mail configuration, sends a
// test order e-mail through the universal sender and, for admins, lists the relay outbox.
import { useCallback, useEffect, useState } from 'react';
import { emailConfig } from '../../lib/email/emailConfig';
import type { EmailConfig } from '../../lib/email/emailSettings';
import { sendFormSubmission, type SendResult } from '../../lib/email/sendFormSubmission';
import { IslandBoundary } from '../shared/IslandBoundary';
import { EmailConfigPanel } from './EmailConfigPanel';
import { loadOutbox, type OutboxView } from './outboxApi';
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

  const send = async (email: string): Promise<SendResult> => {
    const result = await sendFormSubmission({
      formType: 'order',
      name: 'Test Customer',
      email,
      phone: '(210) 555-0100',
      subject: 'Test order e-mail',
      message: 'This is a test order e-mail sent from the /test-email tool.',
      productName: 'Fusion Splicer (test)',
      totalAmount: 1,
      additionalInfo: { Quantity: 1, Purpose: 'E-mail configuration check' },
    });
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

export default function TestEmailIsland() {
  return (
    <IslandBoundary>
      <TestEmailTool />
    </IslandBoundary>
  );
}
