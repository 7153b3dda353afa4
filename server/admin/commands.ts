// The admin CLI's commands (`npm run admin -- …`, server/cli.ts), run by the CLI against the
// database it opens, or, when a server holds the embedded database, by that server against its
// own open database: the CLI sends them over the database's lock (server/db/dirLock.ts) and
// prints the answer. Each change runs in its transaction with its audit line, either way.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { registerPayloadSchema } from '#domain/forms/requests';
import { hashPassword } from '../auth/password';
import type { Config } from '../config';
import type { Db } from '../db';
import { backup, restore } from '../db/backup';
import { answerOnLock } from '../db/dirLock';
import { latestMigration } from '../db/migrate';
import { DATABASE_FOLDER } from '../db/ownerOnly';
import { createUser, setRole, type Role } from '../accounts/users';

/** Who the audit log names for the CLI's changes: it runs without an account. */
const ADMIN_CLI = 'admin CLI';
const role = z.enum(['customer', 'admin'], { error: 'role must be customer or admin' });

export type Options = Record<string, string | boolean | undefined>;

async function createUserCommand(db: Db, o: Record<string, string | undefined>) {
  const username =
    o.username ??
    o.email
      ?.split('@')[0]
      .replace(/[^\w.-]/g, '')
      .slice(0, 20)
      .padEnd(3, '0');
  const body = registerPayloadSchema.parse({
    email: o.email,
    password: o.password,
    username,
    first_name: o['first-name'],
    last_name: o['last-name'],
  });
  const created = await createUser(
    db,
    { ...body, role: role.parse(o.role ?? 'customer') as Role },
    await hashPassword(body.password),
    (u) => ({
      action: 'user.create',
      actorEmail: ADMIN_CLI,
      target: u.email,
      detail: { role: u.role },
    }),
  );
  if (typeof created === 'string') throw new Error(`An account with this ${created} already exists`);
  return `created user ${created.id} <${created.email}> (${created.username}) as ${created.role}`;
}

async function setRoleCommand(db: Db, o: Record<string, string | undefined>) {
  if (!o.email) throw new Error('--email is required');
  const id = await setRole(db, o.email, role.parse(o.role), () => ({
    action: 'user.role_change',
    actorEmail: ADMIN_CLI,
    target: o.email,
    detail: { role: o.role },
  }));
  if (id === null) throw new Error(`no user with e-mail ${o.email}`);
  return `user ${id} <${o.email}> is now ${o.role}`;
}

const summary = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([t, n]) => `${t} ${n}`)
    .join(', ') || 'no rows';

/** Backs db up to file; the answer names it as shownAs (the CLI's FILE when the server wrote it). */
export const backupCommand = async (db: Db, file: string, shownAs = file) =>
  `backed up the ${db.kind} database to ${shownAs}: ${summary(await backup(db, file))}`;

/** Replaces every row: refused over a shop with accounts or orders unless --replace says so. */
async function restoreFrom(db: Db, o: Options, file: string) {
  const { rows } = await db.query<{ n: number }>('SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM orders) AS n');
  if (Number(rows[0].n) > 0 && !o.replace)
    throw new Error('this database already holds accounts or orders; add --replace to replace everything in it with the backup');
  return `restored ${file} into the ${db.kind} database: ${summary(await restore(db, file))}`;
}

export interface Command {
  /** args[0] is FILE where the command takes one. */
  run(db: Db, o: Options, args: string[]): Promise<string>;
  /** Which database: the configured one, the embedded one (export) or PostgreSQL only (import). */
  database?: (config: Config) => Config;
  /** Why a running server does not do it for the CLI (it does every other command). */
  notThroughServer?: string;
}
const embedded = (config: Config) => ({ ...config, databaseUrl: null });
const postgresOnly = (config: Config) => {
  if (!config.databaseUrl) throw new Error('import writes to PostgreSQL: set DATABASE_URL');
  return config;
};
const replacing =
  'a restore replaces every row, and a running server keeps caches a restore would not update: stop the server first, then restore';

export const commands: Record<string, Command> = {
  // openDatabase has applied what was pending (under the migrations' advisory lock).
  migrate: { run: async (db) => `the ${db.kind} database's schema is up to date (${latestMigration()})` },
  'create-user': { run: (db, o) => createUserCommand(db, o as Record<string, string | undefined>) },
  'set-role': { run: (db, o) => setRoleCommand(db, o as Record<string, string | undefined>) },
  backup: { run: (db, _o, [file]) => backupCommand(db, file) },
  restore: { run: (db, o, [file]) => restoreFrom(db, o, file), notThroughServer: replacing },
  export: { run: (db, _o, [file]) => backupCommand(db, file), database: embedded },
  import: { run: (db, o, [file]) => restoreFrom(db, o, file), database: postgresOnly, notThroughServer: replacing },
};
/** The commands that take FILE. */
export const takesFile = new Set(['backup', 'restore', 'export', 'import']);
/** Commands whose FILE the server writes into DATA_DIR, for the CLI to move where it asked. */
const writesFile = new Set(['backup', 'export']);

/** What the CLI sends to a running server. */
export const adminRequest = z.object({
  command: z.string(),
  options: z.record(z.string(), z.union([z.string(), z.boolean()])),
  args: z.array(z.string()),
});
export type AdminRequest = z.infer<typeof adminRequest>;
/** What it answers: the command's output, and the file it wrote in DATA_DIR (backup); or an error. */
export const adminAnswer = z.union([z.object({ output: z.string(), file: z.string().optional() }), z.object({ error: z.string() })]);
export type AdminAnswer = z.infer<typeof adminAnswer>;

export const describeError = (err: unknown) =>
  err instanceof z.ZodError ? err.issues.map((i) => `${i.path.join('.') || 'value'}: ${i.message}`).join('; ') : (err as Error).message;

/** The server's side: runs the CLI's commands against its own open database. */
async function runForCli(dataDir: string, db: Db, raw: unknown): Promise<AdminAnswer> {
  const request = adminRequest.parse(raw);
  const command = Object.hasOwn(commands, request.command) ? commands[request.command] : undefined;
  if (!command) throw new Error(`unknown command ${request.command}`);
  if (command.notThroughServer) throw new Error(command.notThroughServer);
  if (!writesFile.has(request.command)) return { output: await command.run(db, request.options, request.args) };
  // Written where both processes see it (DATA_DIR, whatever path each mounts it at); the CLI moves it to FILE.
  const file = `backup-${randomBytes(8).toString('hex')}.tmp`;
  try {
    return { output: await backupCommand(db, join(dataDir, file), request.args[0]), file };
  } catch (err) {
    rmSync(join(dataDir, file), { force: true });
    throw err;
  }
}

/** Lets the admin CLI run its commands through this server while it holds the embedded database. */
export function answerAdminCommands(dataDir: string, db: Db): void {
  if (db.kind !== 'pglite') return;
  answerOnLock(join(dataDir, DATABASE_FOLDER), async (request) => {
    try {
      return await runForCli(dataDir, db, request);
    } catch (err) {
      return { error: describeError(err) };
    }
  });
}
