// The account's certificates with their review state, a Delete for each, and the room left:
// an account keeps at most 5 certificates and 20 MB, whatever their review, until deleted.
import type { TaxCertificate } from '#domain/accounts/schemas';
import { certificateStateLabel } from '#domain/orders/billing';
import { CERTIFICATE_STORAGE_BYTES, CERTIFICATES_PER_ACCOUNT, megabytes } from '#domain/accounts/certificateFiles';
import { errorMessage } from '../../../lib/api';
import { toast } from '../toast';
import { deleteCertificate } from './billingApi';
import { fill } from '#domain/i18n/fill';
import { useMessages } from '../useMessages';

interface Props {
  certificates: TaxCertificate[];
  onChanged: () => void;
}

export function CertificateList({ certificates, onChanged }: Props) {
  const m = useMessages('ui').taxExemption;
  const today = new Date().toISOString().slice(0, 10);
  const used = certificates.reduce((sum, c) => sum + c.size_bytes, 0);
  const remove = async (c: TaxCertificate) => {
    try {
      await deleteCertificate(c.id);
      toast.success(m.deleted);
      onChanged();
    } catch (err) {
      toast.error(errorMessage(err, m.deleteFailed));
    }
  };
  return (
    <>
      {certificates.length > 0 && (
        <ul className="mt-3 space-y-2" aria-label={m.yourCertificates}>
          {certificates.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-800">
              <span className="min-w-0">
                {fill(m.expires, { company: c.company, date: c.expires_on })} <strong>{certificateStateLabel(c, today)}</strong>
                {c.reason && ` (${c.reason})`}
              </span>
              <button type="button" className="btn btn-ghost" onClick={() => void remove(c)}>
                {m.delete}
                <span className="sr-only"> {c.file_name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm text-slate-700">
        {fill(m.kept, {
          count: certificates.length,
          max: CERTIFICATES_PER_ACCOUNT,
          used: megabytes(used),
          room: megabytes(CERTIFICATE_STORAGE_BYTES),
        })}
      </p>
    </>
  );
}
