// The admin CLI, against the same database as the server (see `usage` below). With the
// embedded database (no DATABASE_URL) it refuses while the server runs: PGlite allows one
// process per DATA_DIR (server/db/dirLock.ts). On PostgreSQL it works beside running servers.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { registerPayloadSchema } from '#domain/forms/requests';
import { hashPassword } from './auth/password';
import { loadConfig, type Config } from './config';
import { openDatabase, type Db } from './db';
import { backup, restore } from './db/backup';
import { latestMigration } from './db/migrate';
import { createUser, setRole, type Role } from './accounts/users';

/** Who the audit log names for the CLI's changes: it runs without an account. */
const ADMIN_CLI = 'admin CLI';
const role = z.enum(['customer', 'admin'], { error: 'role must be customer or admin' });

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

const fileArgument = (args: string[]) => args[0] ?? usage();

async function backupTo(db: Db, _o: Options, args: string[]) {
  const file = fileArgument(args);
  return `backed up the ${db.kind} database to ${file}: ${summary(await backup(db, file))}`;
}

/** Replaces every row: refused over a shop with accounts or orders unless --replace says so. */
async function restoreFrom(db: Db, o: Options, args: string[]) {
  const file = fileArgument(args);
  const { rows } = await db.query<{ n: number }>('SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM orders) AS n');
  if (Number(rows[0].n) > 0 && !o.replace)
    throw new Error('this database already holds accounts or orders; add --replace to replace everything in it with the backup');
  return `restored ${file} into the ${db.kind} database: ${summary(await restore(db, file))}`;
}

type Options = Record<string, string | boolean | undefined>;
interface Command {
  run(db: Db, o: Options, args: string[]): Promise<string>;
  /** Which database: the configured one, the embedded one (export) or PostgreSQL only (import). */
  database?: (config: Config) => Config;
}
const embedded = (config: Config) => ({ ...config, databaseUrl: null });
const postgresOnly = (config: Config) => {
  if (!config.databaseUrl) throw new Error('import writes to PostgreSQL: set DATABASE_URL');
  return config;
};

const commands: Record<string, Command> = {
  // openDatabase has applied what was pending (under the migrations' advisory lock).
  migrate: { run: async (db) => `the ${db.kind} database's schema is up to date (${latestMigration()})` },
  'create-user': { run: (db, o) => createUserCommand(db, o as Record<string, string | undefined>) },
  'set-role': { run: (db, o) => setRoleCommand(db, o as Record<string, string | undefined>) },
  backup: { run: backupTo },
  restore: { run: restoreFrom },
  export: { run: backupTo, database: embedded },
  import: { run: restoreFrom, database: postgresOnly },
};

function usage(): never {
  console.error(`usage: npm run admin -- migrate                applies pending migrations (each server also does at start)
       npm run admin -- create-user --email x --password y [--role admin] [--username u] [--first-name F --last-name L]
       npm run admin -- set-role --email x --role admin
       npm run admin -- backup FILE           the configured database (DATABASE_URL, or the embedded one) to FILE
       npm run admin -- restore FILE [--replace]   FILE into the configured database, replacing its rows
       npm run admin -- export FILE           the embedded database in DATA_DIR to FILE, even when DATABASE_URL is set
       npm run admin -- import FILE [--replace]    FILE into PostgreSQL (DATABASE_URL)`);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    ...(Object.fromEntries(
      ['email', 'password', 'role', 'username', 'first-name', 'last-name'].map((k) => [k, { type: 'string' }]),
    ) as Record<string, { type: 'string' }>),
    replace: { type: 'boolean' },
  },
});
const command = commands[positionals[0] ?? ''] ?? usage();
let db: Db | undefined;
try {
  const config = loadConfig();
  db = await openDatabase(command.database ? command.database(config) : config);
  console.log(await command.run(db, values, positionals.slice(1)));
} catch (err) {
  const message =
    err instanceof z.ZodError ? err.issues.map((i) => `${i.path.join('.') || 'value'}: ${i.message}`).join('; ') : (err as Error).message;
  console.error(`error: ${message}`);
  process.exitCode = 1;
} finally {
  await db?.close();
}
