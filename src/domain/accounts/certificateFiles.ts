// A stored tax certificate's limits and names. Each account keeps a few files of a few MB:
// rejected and replaced certificates count until their owner deletes them. The file is
// named after its id and the type read from its bytes; the uploader's own name is shown
// only as inert text.
import type { CertificateType } from '#domain/orders/billing';

export const CERTIFICATES_PER_ACCOUNT = 5;
export const CERTIFICATE_STORAGE_BYTES = 20 * 1024 * 1024;
/** Uploads an hour, counted whether or not they are kept. */
export const CERTIFICATE_UPLOADS_PER_ACCOUNT = 10;
export const CERTIFICATE_UPLOADS_PER_ADDRESS = 20;

const extensions: Record<CertificateType, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** The name a certificate is stored, listed and downloaded under: `certificate-12.pdf`. */
export const certificateFileName = (id: number, type: CertificateType) => `certificate-${id}.${extensions[type]}`;

/**
 * The uploader's file name as visible text: control and format characters (a right-to-left
 * override shows `cod.pdf` for `fdp.doc`; NUL, newlines) become `\u{…}` escapes.
 */
export const visibleFileName = (name: string) =>
  name.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, (ch) => `\\u{${ch.codePointAt(0)!.toString(16).toUpperCase()}}`);

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;

export const tooManyCertificates = () =>
  `Your account already keeps ${CERTIFICATES_PER_ACCOUNT} certificates, the most it can hold. Delete one you no longer need, then upload again.`;

export const certificatesTooLarge = (usedBytes: number, fileBytes: number) =>
  `This file (${megabytes(fileBytes)}) would take your certificates past ${megabytes(CERTIFICATE_STORAGE_BYTES)}: they use ${megabytes(usedBytes)}. Delete one you no longer need, then upload again.`;

/** The 429's text for a limit of perHour uploads from `this account` or `this network`. */
export const tooManyUploads = (perHour: number, from: string) => (retryAfterSeconds: number) => {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many certificate uploads from ${from} (at most ${perHour} an hour). Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};
