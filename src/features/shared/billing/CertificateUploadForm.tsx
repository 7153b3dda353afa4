// The certificate upload: file, company name and expiry date. The size and type are checked
// here for a quick answer; the server checks the type again from the file's bytes.
import { useId, useState } from 'react';
import { CERTIFICATE_MAX_BYTES, certificateTypes } from '#domain/orders/billing';
import { errorMessage } from '../../../lib/api';
import { toast } from '../toast';
import { uploadCertificate } from './billingApi';

interface Props {
  company: string;
  onDone: () => void;
  onCancel: () => void;
}

export function CertificateUploadForm({ company: initialCompany, onDone, onCancel }: Props) {
  const uid = useId();
  const [file, setFile] = useState<File | null>(null);
  const [company, setCompany] = useState(initialCompany);
  const [expires, setExpires] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const problem = !file
      ? 'Choose the certificate file (PDF, JPEG or PNG)'
      : file.size > CERTIFICATE_MAX_BYTES
        ? 'The file is larger than 5 MB'
        : !company.trim()
          ? 'Company is required'
          : !expires
            ? 'Expiry date must be a date (YYYY-MM-DD)'
            : '';
    setError(problem);
    if (problem || !file) return;
    setSending(true);
    try {
      await uploadCertificate(file, company, expires);
      toast.success('Certificate uploaded: our team will review it');
      onDone();
    } catch (err) {
      setError(errorMessage(err, 'Could not upload the certificate. Please try again.'));
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="mt-4 grid gap-4 sm:grid-cols-2"
      aria-describedby={error ? `${uid}-error` : undefined}
    >
      <div className="sm:col-span-2">
        <label htmlFor={`${uid}-file`} className="field-label">
          Certificate file
        </label>
        <input
          id={`${uid}-file`}
          type="file"
          accept={certificateTypes.join(',')}
          className="field-input"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </div>
      <div>
        <label htmlFor={`${uid}-company`} className="field-label">
          Company name on the certificate
        </label>
        <input id={`${uid}-company`} className="field-input" value={company} maxLength={100} onChange={(e) => setCompany(e.target.value)} />
      </div>
      <div>
        <label htmlFor={`${uid}-expires`} className="field-label">
          Expiry date
        </label>
        <input id={`${uid}-expires`} type="date" className="field-input" value={expires} onChange={(e) => setExpires(e.target.value)} />
      </div>
      {error && (
        <p id={`${uid}-error`} role="alert" className="field-error sm:col-span-2">
          {error}
        </p>
      )}
      <div className="flex gap-3 sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? 'Uploading...' : 'Upload certificate'}
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={sending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
