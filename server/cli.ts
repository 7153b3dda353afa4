// The admin CLI, against the same database as the server (see `usage` below). With the
// embedded database (no DATABASE_URL) a running server holds it, as PGlite allows one process
// per DATA_DIR (server/db/dirLock.ts): the CLI then sends its command to that server, which
// runs it against its own open database (server/admin/commands.ts). On PostgreSQL it works
// beside running servers.
import { copyFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase, type Db } from './db';
import { askHolder, DatabaseInUseError } from './db/dirLock';
import { adminAnswer, commands, describeError, takesFile, type Options } from './admin/commands';

const USAGE = `usage: npm run admin -- migrate                applies pending migrations (each server also does at start)
       npm run admin -- create-user --email x --password y [--role admin] [--username u] [--first-name F --last-name L]
       npm run admin -- set-role --email x --role admin
       npm run admin -- backup FILE           the configured database (DATABASE_URL, or the embedded one) to FILE
       npm run admin -- restore FILE [--replace]   FILE into the configured database, replacing its rows
       npm run admin -- export FILE           the embedded database in DATA_DIR to FILE, even when DATABASE_URL is set
       npm run admin -- import FILE [--replace]    FILE into PostgreSQL (DATABASE_URL)
       npm run admin -- --help                these lines
With the embedded database, every command but restore and import works while the server runs: the server does it.`;

/** A wrong command line: what was wrong, then the usage, on stderr (exit 2). */
function usage(problem?: string): never {
  console.error(problem ? `error: ${problem}\n${USAGE}` : USAGE);
  process.exit(2);
}

/** Moves the file the server wrote into DATA_DIR to where the CLI was asked to write it. */
function moveTo(from: string, to: string) {
  try {
    renameSync(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    copyFileSync(from, to);
  } finally {
    rmSync(from, { force: true });
  }
}

/** The server holding the embedded database in dir runs the command and answers its output. */
async function throughServer(dir: string, name: string, options: Options, args: string[]) {
  const answer = adminAnswer.parse(await askHolder(dir, { command: name, options, args }));
  if ('error' in answer) throw new Error(answer.error);
  if (answer.file) moveTo(join(dirname(dir), answer.file), args[0]);
  return `${answer.output} (done by the running server)`;
}

function readArguments() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        ...(Object.fromEntries(
          ['email', 'password', 'role', 'username', 'first-name', 'last-name'].map((k) => [k, { type: 'string' }]),
        ) as Record<string, { type: 'string' }>),
        replace: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (err) {
    // An unknown or incomplete option: parseArgs says which.
    return usage((err as Error).message);
  }
}
const { positionals, values: parsed } = readArguments();
const { help, ...values } = parsed;
if (help || positionals[0] === 'help') {
  console.log(USAGE);
  process.exit(0);
}
const name = positionals[0] ?? '';
const command = Object.hasOwn(commands, name) ? commands[name] : usage();
const args = positionals.slice(1);
if (takesFile.has(name) && !args[0]) usage();
let db: Db | undefined;
try {
  const config = loadConfig();
  try {
    db = await openDatabase(command.database ? command.database(config) : config);
  } catch (err) {
    if (!(err instanceof DatabaseInUseError) || command.notThroughServer) throw err;
    console.log(await throughServer(err.dir, name, values, args));
  }
  if (db) console.log(await command.run(db, values, args));
} catch (err) {
  console.error(`error: ${describeError(err)}`);
  process.exitCode = 1;
} finally {
  await db?.close();
}
