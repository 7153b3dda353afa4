// Staff accounts from the command line, against the same database as the server:
//   npm run admin -- create-user --email x --password y [--role admin] [--username u] [--first-name F] [--last-name L]
//   npm run admin -- set-role --email x --role admin
// With the embedded database (no DATABASE_URL), stop the server first: PGlite allows one process per DATA_DIR.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { registerPayloadSchema } from '../src/domain/forms/requests';
import { hashPassword } from './auth/password';
import { loadConfig } from './config';
import { openDatabase, type Db } from './db';
import { recordAudit } from './data/audit';
import { insertUser, type Role } from './data/users';

const role = z.enum(['customer', 'admin'], { error: 'role must be customer or admin' });

async function createUser(db: Db, o: Record<string, string | undefined>) {
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
  const created = await insertUser(db, { ...body, role: role.parse(o.role ?? 'customer') as Role }, await hashPassword(body.password));
  if (typeof created === 'string') throw new Error(`An account with this ${created} already exists`);
  return `created user ${created.id} <${created.email}> (${created.username}) as ${created.role}`;
}

async function setRole(db: Db, o: Record<string, string | undefined>) {
  if (!o.email) throw new Error('--email is required');
  const { rows } = await db.query<{ id: number }>('UPDATE users SET role = $2 WHERE lower(email) = lower($1) RETURNING id', [
    o.email,
    role.parse(o.role),
  ]);
  if (!rows[0]) throw new Error(`no user with e-mail ${o.email}`);
  await recordAudit(db, { action: 'user.role_change', actorEmail: 'admin CLI', target: o.email, detail: { role: o.role } });
  return `user ${rows[0].id} <${o.email}> is now ${o.role}`;
}

const commands = { 'create-user': createUser, 'set-role': setRole };

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: Object.fromEntries(
    ['email', 'password', 'role', 'username', 'first-name', 'last-name'].map((k) => [k, { type: 'string' }]),
  ) as Record<string, { type: 'string' }>,
});
const run = commands[positionals[0] as keyof typeof commands];
if (!run) {
  console.error(
    'usage: npm run admin -- create-user --email x --password y [--role admin] [--username u]\n       npm run admin -- set-role --email x --role admin',
  );
  process.exit(2);
}
const db = await openDatabase(loadConfig());
try {
  console.log(await run(db, values as Record<string, string | undefined>));
} catch (err) {
  const message =
    err instanceof z.ZodError ? err.issues.map((i) => `${i.path.join('.') || 'value'}: ${i.message}`).join('; ') : (err as Error).message;
  console.error(`error: ${message}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
