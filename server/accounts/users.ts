// The users table and its public JSON shape.
import type { StaffMember, User } from '#domain/accounts/schemas';
import type { Lang } from '#domain/i18n/locales';
import { recordAudit, type AuditOf } from '../audit/log';
import type { Db, Queryable } from '../db';
import { rowCache, type RowCache } from '../db/rowCache';

export type Role = 'customer' | 'admin';

export interface UserRow {
  id: number;
  email: string;
  username: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone: string;
  role: Role;
  /** The language of the person's e-mails. */
  lang: Lang;
  token_version: number;
  created_at: Date;
  /** Signed-out token ids not yet expired; loaded only for the auth guard's cache. */
  revoked_jtis?: string[];
}

export const publicUser = (u: UserRow): User => ({
  id: u.id,
  first_name: u.first_name,
  last_name: u.last_name,
  email: u.email,
  phone: u.phone,
  username: u.username,
  role: u.role,
  lang: u.lang,
  created_at: new Date(u.created_at).toISOString(),
});

export interface NewUser {
  email: string;
  username: string;
  first_name?: string;
  last_name?: string;
  phone?: string;
  role?: Role;
  lang?: Lang;
}

/** A user with the ids of their signed-out tokens, as the auth guard needs them. */
async function findSessionUser(db: Queryable, id: number): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `SELECT u.*, ARRAY(SELECT jti FROM revoked_tokens r WHERE r.user_id = u.id AND r.expires_at > now()) AS revoked_jtis
       FROM users u WHERE u.id = $1`,
    [id],
  );
  return rows[0];
}

/**
 * Users by id for the auth guard. On PostgreSQL several instances share the database and a
 * NOTIFY reaches the others milliseconds after a sign-out has answered, yet a revoked token
 * must be refused everywhere from that answer on: every request reads the row (one indexed
 * lookup). PGlite is one process, whose notifications arrive with their statement: cached.
 */
export const userCache = (db: Db): RowCache<UserRow | undefined> =>
  db.kind === 'postgres'
    ? { get: (id) => findSessionUser(db, id), evict: () => {} }
    : rowCache(db, 'user_changed', (id) => findSessionUser(db, id));

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [email])).rows[0];
}

/** Inserts a user; a duplicate e-mail or username answers which one clashed instead of throwing. */
export async function insertUser(db: Queryable, u: NewUser, passwordHash: string): Promise<UserRow | 'email' | 'username'> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (email, username, password_hash, first_name, last_name, phone, role, lang)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING *`,
    [u.email, u.username, passwordHash, u.first_name ?? '', u.last_name ?? '', u.phone ?? '', u.role ?? 'customer', u.lang ?? 'en'],
  );
  if (rows[0]) return rows[0];
  return (await findUserByEmail(db, u.email)) ? 'email' : 'username';
}

/** Inserts a user as insertUser does, and the audit line of one created, in one transaction (the admin CLI). */
export const createUser = (db: Db, u: NewUser, passwordHash: string, audit: AuditOf<UserRow>) =>
  db.transaction(async (tx) => {
    const created = await insertUser(tx, u, passwordHash);
    if (typeof created !== 'string') await recordAudit(tx, audit(created));
    return created;
  });

/** Sets the role of the account with this e-mail, with its audit line; answers its id, or null when there is none. */
export const setRole = (db: Db, email: string, role: Role, audit: AuditOf<number>) =>
  db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>('UPDATE users SET role = $2 WHERE lower(email) = lower($1) RETURNING id', [
      email,
      role,
    ]);
    if (!rows[0]) return null;
    await recordAudit(tx, audit(rows[0].id));
    return rows[0].id;
  });

/** The staff members (role admin), by name, for assigning work such as leads. */
export async function listStaff(db: Queryable): Promise<StaffMember[]> {
  const { rows } = await db.query<StaffMember>(
    `SELECT id::int, email, trim(first_name || ' ' || last_name) AS name FROM users WHERE role = 'admin' ORDER BY lower(first_name), lower(last_name), email`,
  );
  return rows;
}
