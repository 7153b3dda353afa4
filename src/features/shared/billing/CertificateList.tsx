// The account's certificates with their review state, a Delete for each, and the room left:
// an account keeps at most 5 certificates and 20 MB, whatever their review, until deleted.
import type { TaxCertificate } from '#domain/accounts/schemas';
import { certificateStateLabel } from '#domain/orders/billing';
import { CERTIFICATE_STORAGE_BYTES, CERTIFICATES_PER_ACCOUNT, megabytes } from '#domain/accounts/certificateFiles';
import { errorMessage } from '../../../lib/api';
import { toast } from '../toast';
import { deleteCertificate } from './billingApi';

interface Props {
  certificates: TaxCertificate[];
  onChanged: () => void;
}

export function CertificateList({ certificates, onChanged }: Props) {
  const today = new Date().toISOString().slice(0, 10);
  const used = certificates.reduce((sum, c) => sum + c.size_bytes, 0);
  const remove = async (c: TaxCertificate) => {
    try {
      await deleteCertificate(c.id);
      toast.success('Certificate deleted');
      onChanged();
    } catch (err) {
      toast.error(errorMessage(err, 'Could not delete the certificate. Please try again.'));
    }
  };
  return (
    <>
      {certificates.length > 0 && (
        <ul className="mt-3 space-y-2" aria-label="Your certificates">
          {certificates.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-800">
              <span className="min-w-0">
                {c.company}, expires {c.expires_on}: <strong>{certificateStateLabel(c, today)}</strong>
                {c.reason && ` (${c.reason})`}
              </span>
              <button type="button" className="btn btn-ghost" onClick={() => void remove(c)}>
                Delete<span className="sr-only"> {c.file_name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm text-slate-700">
        {certificates.length} of {CERTIFICATES_PER_ACCOUNT} certificates kept, {megabytes(used)} of {megabytes(CERTIFICATE_STORAGE_BYTES)}.
      </p>
    </>
  );
}
