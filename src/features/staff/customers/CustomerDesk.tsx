// /staff/customers (docs/orders-and-documents.md): customers with their tax-exemption and resale certificates,
// pending reviews first. Staff open a file (downloaded as an attachment), approve it or reject
// it with a reason, and approve a customer for net 30 terms.
import { useCallback, useId, useState } from 'react';
import { certificateStateLabel } from '#domain/orders/billing';
import type { Customer, TaxCertificate } from '#domain/accounts/schemas';
import { errorMessage } from '../../../lib/api';
import { saveFile } from '../../../lib/fileRequests';
import { listCustomers, reviewCertificate, setNetTerms } from './customersApi';
import { toast } from '../../shared/toast';
import { useLoad } from '../../shared/useLoad';
import { DeskFrame } from '../kit/DeskFrame';
import { deskIsland } from '../kit/StaffGate';

const today = () => new Date().toISOString().slice(0, 10);
const FAILED = 'Could not update the customer. Please try again.';

async function openFile(c: TaxCertificate) {
  try {
    await saveFile(`/admin/tax-certificates/${c.id}/file`, c.file_name);
  } catch (err) {
    toast.error(errorMessage(err, 'Could not open the certificate'));
  }
}

function CertificateRow({ certificate: c, onChanged }: { certificate: TaxCertificate; onChanged: () => void }) {
  const uid = useId();
  const [reason, setReason] = useState('');
  const review = async (body: Parameters<typeof reviewCertificate>[1]) => {
    try {
      await reviewCertificate(c.id, body);
      toast.success(`Certificate ${body.status}`);
      onChanged();
    } catch (err) {
      toast.error(errorMessage(err, FAILED));
    }
  };
  return (
    <li className="flex flex-wrap items-end gap-3 border-t border-slate-200 py-3">
      <div className="min-w-0 flex-1 basis-56">
        <p className="font-medium text-slate-900">
          {c.company} · expires {c.expires_on}
        </p>
        <p className="text-sm text-slate-700">
          <strong>{certificateStateLabel(c, today())}</strong>
          {c.reason && ` (${c.reason})`} · {c.file_name}
        </p>
        {/* The uploader's own name, as the API escaped it: text only, never a file name. */}
        {c.original_name && <p className="text-sm break-all text-slate-600">Sent as “{c.original_name}”</p>}
      </div>
      <button type="button" className="btn btn-outline" onClick={() => void openFile(c)}>
        Open file<span className="sr-only"> of {c.company}</span>
      </button>
      {c.status !== 'approved' && (
        <button type="button" className="btn btn-primary" onClick={() => void review({ status: 'approved' })}>
          Approve<span className="sr-only"> certificate of {c.company}</span>
        </button>
      )}
      {c.status !== 'rejected' && (
        <form
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (reason.trim()) void review({ status: 'rejected', reason });
            else toast.error('Give the reason for rejecting it');
          }}
        >
          <div>
            <label htmlFor={`${uid}-reason`} className="field-label">
              Reason
            </label>
            <input
              id={`${uid}-reason`}
              className="field-input"
              value={reason}
              maxLength={200}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-outline border-red-700 text-red-700 hover:bg-red-50">
            Reject<span className="sr-only"> certificate of {c.company}</span>
          </button>
        </form>
      )}
    </li>
  );
}

function CustomerCard({ customer, onChanged }: { customer: Customer; onChanged: () => void }) {
  const terms = async () => {
    try {
      await setNetTerms(customer.id, !customer.net_terms);
      onChanged();
    } catch (err) {
      toast.error(errorMessage(err, FAILED));
    }
  };
  return (
    <li className="card p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-bold text-slate-900">{customer.company || customer.name || customer.email}</h2>
          <p className="wrap-anywhere text-sm text-slate-700">
            {customer.name} · {customer.email}
          </p>
        </div>
        <label className="flex items-center gap-2 text-slate-900">
          <input type="checkbox" className="h-4 w-4 accent-brand-700" checked={customer.net_terms} onChange={() => void terms()} />
          Approved for net 30 terms
        </label>
      </div>
      {customer.certificates.length > 0 ? (
        <ul className="mt-3" aria-label={`Certificates of ${customer.email}`}>
          {customer.certificates.map((c) => (
            <CertificateRow key={c.id} certificate={c} onChanged={onChanged} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-700">No certificate on file.</p>
      )}
    </li>
  );
}

// The search and the filter are the desk's own, not kept in the address.
function CustomerDesk() {
  const uid = useId();
  const [q, setQ] = useState('');
  const [pendingOnly, setPendingOnly] = useState(true);
  const query = `?size=50${pendingOnly ? '&certificate=pending' : ''}${q.trim() ? `&q=${encodeURIComponent(q.trim())}` : ''}`;
  const { state, retry, refresh } = useLoad(useCallback(() => listCustomers(query), [query]));
  return (
    <DeskFrame
      desk="customers"
      title="Customers"
      intro="Tax-exemption and resale certificates to review, and accounts approved for net 30 terms."
      className="space-y-6"
      state={state}
      loading="Loading customers..."
      failed="Could not load customers. Please try again."
      onRetry={retry}
      view={(page) =>
        page.items.length ? (
          <ul className="space-y-4" aria-label="Customers">
            {page.items.map((c) => (
              <CustomerCard key={c.id} customer={c} onChanged={refresh} />
            ))}
          </ul>
        ) : (
          <p className="card p-10 text-center text-slate-800">{pendingOnly ? 'No certificate waits for review.' : 'No customers match.'}</p>
        )
      }
    >
      <form role="search" className="card grid gap-4 p-4 sm:grid-cols-[1fr_auto] sm:items-end sm:p-6" onSubmit={(e) => e.preventDefault()}>
        <div>
          <label htmlFor={`${uid}-q`} className="field-label">
            Search by name, e-mail or company
          </label>
          <input id={`${uid}-q`} type="search" className="field-input" value={q} onChange={(e) => setQ(e.target.value)} />
        </div>
        <label className="flex min-h-11 items-center gap-2 text-slate-900">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-700"
            checked={pendingOnly}
            onChange={(e) => setPendingOnly(e.target.checked)}
          />
          Only certificates to review
        </label>
      </form>
    </DeskFrame>
  );
}

export default deskIsland(CustomerDesk);
