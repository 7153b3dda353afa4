// /account's "Tax exemption" (docs/orders-and-documents.md): the customer's certificates and their review state;
// the upload form's code loads when the person asks for it.
import { lazy, Suspense, useCallback, useState } from 'react';
import { TAX_EXEMPT_LABEL } from '#domain/orders/purchase';
import { LoadFailed, LoadingState } from '../ui/LoadStates';
import { useLoad } from '../useLoad';
import { getBillingAccount } from '../orders/ordersApi';
import { CertificateList } from './CertificateList';
import { useMessages } from '../useMessages';

const CertificateUploadForm = lazy(() => import('./CertificateUploadForm').then((m) => ({ default: m.CertificateUploadForm })));

export function TaxExemption() {
  const { state, retry, refresh } = useLoad(useCallback(() => getBillingAccount(), []));
  const m = useMessages('ui').taxExemption;
  const [uploading, setUploading] = useState(false);
  return (
    <section aria-labelledby="tax-exemption" className="mt-8 border-t border-slate-200 pt-6">
      <h2 id="tax-exemption" className="text-lg font-bold text-slate-900">
        {m.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{m.lead}</p>
      {state.kind === 'loading' && <LoadingState />}
      {state.kind === 'error' && <LoadFailed message={m.loadFailed} onRetry={retry} />}
      {state.kind === 'ready' && (
        <>
          {state.data.tax_exempt && <p className="mt-3 font-semibold text-green-800">{TAX_EXEMPT_LABEL}</p>}
          <CertificateList certificates={state.data.certificates} onChanged={refresh} />
          {uploading ? (
            <Suspense fallback={<LoadingState />}>
              <CertificateUploadForm
                company={state.data.company}
                onDone={() => {
                  setUploading(false);
                  refresh();
                }}
                onCancel={() => setUploading(false)}
              />
            </Suspense>
          ) : (
            <button type="button" className="btn btn-outline mt-4" onClick={() => setUploading(true)}>
              {m.upload}
            </button>
          )}
        </>
      )}
    </section>
  );
}
