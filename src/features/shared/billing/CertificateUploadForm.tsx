// The certificate upload: file, company name and expiry date. The size and type are checked
// here for a quick answer; the server checks the type again from the file's bytes.
import { useId, useState } from 'react';
import { CERTIFICATE_MAX_BYTES, certificateTypes } from '#domain/orders/billing';
import { errorMessage } from '../../../lib/api';
import { toast } from '../toast';
import { uploadCertificate } from './billingApi';
import { useMessages } from '../useMessages';

interface Props {
  company: string;
  onDone: () => void;
  onCancel: () => void;
}

export function CertificateUploadForm({ company: initialCompany, onDone, onCancel }: Props) {
  const m = useMessages('ui').taxExemption;
  const uid = useId();
  const [file, setFile] = useState<File | null>(null);
  const [company, setCompany] = useState(initialCompany);
  const [expires, setExpires] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const problem = !file
      ? m.chooseFile
      : file.size > CERTIFICATE_MAX_BYTES
        ? m.tooLarge
        : !company.trim()
          ? m.companyRequired
          : !expires
            ? m.expiryRequired
            : '';
    setError(problem);
    if (problem || !file) return;
    setSending(true);
    try {
      await uploadCertificate(file, company, expires);
      toast.success(m.uploaded);
      onDone();
    } catch (err) {
      setError(errorMessage(err, m.uploadFailed));
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
          {m.file}
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
          {m.company}
        </label>
        <input id={`${uid}-company`} className="field-input" value={company} maxLength={100} onChange={(e) => setCompany(e.target.value)} />
      </div>
      <div>
        <label htmlFor={`${uid}-expires`} className="field-label">
          {m.expiry}
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
          {sending ? m.submitting : m.submit}
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={sending}>
          {m.cancel}
        </button>
      </div>
    </form>
  );
}
