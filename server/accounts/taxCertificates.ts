// Tax-exemption and resale certificates: the customer's uploads, the staff review, and the
// one certificate that makes a checkout exempt. The file itself is in the FileStore.
import type { Customer, TaxCertificate } from '#domain/accounts/schemas';
import type { CertificateReview } from '#domain/orders/billingRequests';
import type { CertificateType } from '#domain/orders/billing';
import {
  CERTIFICATE_STORAGE_BYTES,
  CERTIFICATES_PER_ACCOUNT,
  certificateFileName,
  certificatesTooLarge,
  tooManyCertificates,
  visibleFileName,
} from '#domain/accounts/certificateFiles';
import { recordAudit, type AuditOf } from '../audit/log';
import type { CertificateMailer } from './certificateMail';
import type { Db, Queryable } from '../db';
import { fail } from '../http/errors';
import { containsPattern } from '../db/sqlWhere';
import { outboxChanged } from '../mail/outboxSignal';

interface CertificateRow extends Omit<TaxCertificate, 'created_at' | 'reviewed_at' | 'file_name'> {
  user_id: number;
  file_key: string;
  reviewed_by: number | null;
  created_at: Date;
  reviewed_at: Date | null;
}

const certificateJson = ({ user_id: _u, file_key: _k, reviewed_by: _r, ...c }: CertificateRow): TaxCertificate => ({
  ...c,
  file_name: certificateFileName(c.id, c.content_type),
  original_name: visibleFileName(c.original_name),
  created_at: new Date(c.created_at).toISOString(),
  reviewed_at: c.reviewed_at ? new Date(c.reviewed_at).toISOString() : null,
});

export interface NewCertificate {
  userId: number;
  company: string;
  expiresOn: string;
  fileKey: string;
  originalName: string;
  contentType: CertificateType;
  size: number;
}

/**
 * 413 when the account already keeps its most certificates, or when a file of fileBytes would
 * take them past their space. Every certificate counts, whatever its review, until deleted.
 */
export async function checkCertificateRoom(db: Queryable, userId: number, fileBytes = 0): Promise<void> {
  const { rows } = await db.query<{ count: number; bytes: number }>(
    'SELECT count(*)::int AS count, coalesce(sum(size_bytes), 0)::bigint AS bytes FROM tax_certificates WHERE user_id = $1',
    [userId],
  );
  if (rows[0].count >= CERTIFICATES_PER_ACCOUNT) fail(413, tooManyCertificates());
  if (rows[0].bytes + fileBytes > CERTIFICATE_STORAGE_BYTES) fail(413, certificatesTooLarge(rows[0].bytes, fileBytes));
}

/** Keeps the certificate if the account has room; the account's row lock makes concurrent uploads take turns. */
export async function insertCertificate(db: Db, c: NewCertificate): Promise<TaxCertificate> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [c.userId]);
    await checkCertificateRoom(tx, c.userId, c.size);
    const { rows } = await tx.query<CertificateRow>(
      `INSERT INTO tax_certificates (user_id, company, expires_on, file_key, original_name, content_type, size_bytes)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
      [c.userId, c.company, c.expiresOn, c.fileKey, c.originalName, c.contentType, c.size],
    );
    // The account's company follows its latest certificate: checkout prefills it.
    await tx.query(`UPDATE users SET company = $2 WHERE id = $1`, [c.userId, c.company]);
    return certificateJson(rows[0]);
  });
}

/**
 * Deletes the caller's own certificate (its file in the default store goes with it, by trigger);
 * answers its file key. One that exempted an order is kept with the order: 409.
 */
export async function deleteOwnCertificate(db: Queryable, userId: number, id: number): Promise<string> {
  const { rows } = await db.query<{ file_key: string; used: boolean }>(
    `SELECT file_key, EXISTS (SELECT 1 FROM orders o WHERE o.tax_certificate_id = t.id) AS used
       FROM tax_certificates t WHERE id = $1 AND user_id = $2`,
    [id, userId],
  );
  if (!rows[0]) fail(404, 'Certificate not found');
  if (rows[0].used) fail(409, 'This certificate exempted an order and is kept with it.');
  await db.query('DELETE FROM tax_certificates WHERE id = $1 AND user_id = $2', [id, userId]);
  return rows[0].file_key;
}

export async function certificatesOf(db: Queryable, userId: number): Promise<TaxCertificate[]> {
  const { rows } = await db.query<CertificateRow>('SELECT * FROM tax_certificates WHERE user_id = $1 ORDER BY id DESC', [userId]);
  return rows.map(certificateJson);
}

/** The id of the certificate that exempts the user today (approved, not expired; the latest), or null. */
export async function exemptingCertificate(db: Queryable, userId: number): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM tax_certificates WHERE user_id = $1 AND status = 'approved' AND expires_on >= CURRENT_DATE
     ORDER BY id DESC LIMIT 1`,
    [userId],
  );
  return rows[0]?.id ?? null;
}

export async function billingAccount(db: Queryable, userId: number) {
  const { rows } = await db.query<{ company: string; net_terms: boolean }>('SELECT company, net_terms FROM users WHERE id = $1', [userId]);
  const [certificates, exempting] = await Promise.all([certificatesOf(db, userId), exemptingCertificate(db, userId)]);
  return { company: rows[0]?.company ?? '', net_terms: rows[0]?.net_terms ?? false, tax_exempt: exempting !== null, certificates };
}

/** The stored file's key and type of a certificate, and its download name, for the staff download. */
export async function certificateFile(db: Queryable, id: number) {
  const { rows } = await db.query<Pick<CertificateRow, 'file_key' | 'content_type'>>(
    'SELECT file_key, content_type FROM tax_certificates WHERE id = $1',
    [id],
  );
  return rows[0] && { ...rows[0], file_name: certificateFileName(id, rows[0].content_type) };
}

/**
 * Staff approve a certificate, or reject it with a reason; its owner is e-mailed in the same
 * transaction, unless the review repeats the state and reason it already had.
 */
export async function reviewCertificate(
  db: Db,
  id: number,
  review: CertificateReview,
  staffId: number,
  mail: CertificateMailer,
  audit: AuditOf<TaxCertificate>,
): Promise<TaxCertificate> {
  const { certificate, mailed } = await db.transaction(async (tx) => {
    const { rows: before } = await tx.query<Pick<CertificateRow, 'status' | 'reason'>>(
      'SELECT status, reason FROM tax_certificates WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!before[0]) return fail(404, 'Certificate not found');
    const { rows } = await tx.query<CertificateRow>(
      `UPDATE tax_certificates SET status = $2, reason = $3, reviewed_at = now(), reviewed_by = $4 WHERE id = $1 RETURNING *`,
      [id, review.status, review.status === 'rejected' ? review.reason : '', staffId],
    );
    const certificate = certificateJson(rows[0]);
    const mailed = certificate.status !== before[0].status || certificate.reason !== before[0].reason;
    if (mailed) await mail(tx, rows[0].user_id, certificate);
    await recordAudit(tx, audit(certificate));
    return { certificate, mailed };
  });
  if (mailed) outboxChanged();
  return certificate;
}

export interface CustomerFilter {
  q?: string;
  certificate?: 'pending' | 'any';
}

/** Customers, those with a pending certificate first, then by name; with their certificates. */
export async function listCustomers(db: Queryable, f: CustomerFilter, page: { limit: number; offset: number }) {
  const params: unknown[] = [];
  const conds = [`u.role = 'customer'`];
  if (f.q) {
    const n = params.push(containsPattern(f.q));
    conds.push(`(u.email ILIKE $${n} OR u.company ILIKE $${n} OR (u.first_name || ' ' || u.last_name) ILIKE $${n})`);
  }
  if (f.certificate === 'pending') conds.push(`EXISTS (SELECT 1 FROM tax_certificates t WHERE t.user_id = u.id AND t.status = 'pending')`);
  if (f.certificate === 'any') conds.push(`EXISTS (SELECT 1 FROM tax_certificates t WHERE t.user_id = u.id)`);
  const where = conds.join(' AND ');
  const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users u WHERE ${where}`, params)).rows[0].n;
  const { rows } = await db.query<{ id: number; name: string; email: string; company: string; net_terms: boolean }>(
    `SELECT u.id, trim(u.first_name || ' ' || u.last_name) AS name, u.email, u.company, u.net_terms FROM users u WHERE ${where}
     ORDER BY EXISTS (SELECT 1 FROM tax_certificates t WHERE t.user_id = u.id AND t.status = 'pending') DESC, u.last_name, u.id
     LIMIT $${params.push(page.limit)} OFFSET $${params.push(page.offset)}`,
    params,
  );
  const { rows: certs } = await db.query<CertificateRow>(
    'SELECT * FROM tax_certificates WHERE user_id = ANY($1::bigint[]) ORDER BY id DESC',
    [rows.map((r) => r.id)],
  );
  const items: Customer[] = rows.map((r) => ({ ...r, certificates: certs.filter((c) => c.user_id === r.id).map(certificateJson) }));
  return { items, total };
}

/** Staff approve a customer for net 30 terms, or withdraw it; the audit line is made from the customer's e-mail. */
export const setNetTerms = (db: Db, userId: number, netTerms: boolean, audit: AuditOf<string>) =>
  db.transaction(async (tx) => {
    const { rows } = await tx.query<{ email: string }>(
      `UPDATE users SET net_terms = $2 WHERE id = $1 AND role = 'customer' RETURNING email`,
      [userId, netTerms],
    );
    if (!rows[0]) return fail(404, 'Customer not found');
    await recordAudit(tx, audit(rows[0].email));
  });
