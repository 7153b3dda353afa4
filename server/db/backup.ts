// Backups in one portable format, the same for PGlite and PostgreSQL, so a backup of either
// restores into either (that is how `export`/`import` move a shop from the embedded database
// to PostgreSQL). A gzip'd text file: a header line, then per table a line (# …) naming it and
// its columns, followed by one line per row as PostgreSQL's own row_to_json wrote it. Rows are
// never parsed in JavaScript: numbers, timestamps and JSON keep every digit and character.
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import type { Db, Queryable } from './index';
import { latestMigration } from './migrate';

const FORMAT = 'fiberpro-shop-backup';
const BATCH = 500;
/** Starts the line that names a table; a row's line starts with '{'. */
const TABLE_LINE = '# ';

interface Header {
  format: string;
  version: 1;
  engine: string;
  created_at: string;
  migrations: string[];
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The shop's tables, each after the tables it references (rows restore in that order). */
async function tablesInOrder(db: Queryable): Promise<string[]> {
  const tables = (
    await db.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations' ORDER BY tablename`,
    )
  ).rows.map((r) => r.name);
  const refs = (
    await db.query<{ child: string; parent: string }>(
      `SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent FROM pg_constraint
        WHERE contype = 'f' AND connamespace = 'public'::regnamespace AND conrelid <> confrelid`,
    )
  ).rows;
  const ordered: string[] = [];
  const visit = (t: string) => {
    if (ordered.includes(t)) return;
    refs.filter((r) => r.child === t).forEach((r) => visit(r.parent));
    ordered.push(t);
  };
  tables.forEach(visit);
  return ordered;
}

/** Columns of a table, and the primary key's (rows are written in key order, so self-references come after their target). */
async function columnsOf(db: Queryable, table: string) {
  const { rows } = await db.query<{ name: string; key: boolean }>(
    `SELECT a.attname AS name, coalesce(a.attnum = ANY(i.indkey), false) AS key
       FROM pg_attribute a LEFT JOIN pg_index i ON i.indrelid = a.attrelid AND i.indisprimary
      WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`,
    [table],
  );
  return { columns: rows.map((r) => r.name), key: rows.filter((r) => r.key).map((r) => r.name) };
}

async function appliedMigrations(db: Queryable): Promise<string[]> {
  return (await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')).rows.map((r) => r.version);
}

/** Writes every table of the shop to file; resolves with the rows written per table. */
export async function backup(db: Db, file: string): Promise<Record<string, number>> {
  const gzip = createGzip();
  const out = gzip.pipe(createWriteStream(file, { mode: 0o600 }));
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  const counts: Record<string, number> = {};
  // One snapshot: a shop that keeps taking orders during the backup is saved as of one moment.
  await db.transaction(async (tx) => {
    await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const header: Header = {
      format: FORMAT,
      version: 1,
      engine: db.kind,
      created_at: new Date().toISOString(),
      migrations: await appliedMigrations(tx),
    };
    await write(JSON.stringify(header));
    for (const table of await tablesInOrder(tx)) {
      const { columns, key } = await columnsOf(tx, table);
      const order = (key.length ? key : columns).map(ident).join(', ');
      const { rows } = await tx.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM ${ident(table)} t ORDER BY ${order}`);
      await write(`${TABLE_LINE}${JSON.stringify({ table, columns, rows: rows.length })}`);
      for (const r of rows) await write(r.row);
      counts[table] = rows.length;
    }
  });
  gzip.end();
  await once(out, 'finish');
  return counts;
}

async function* lines(file: string): AsyncGenerator<string> {
  yield* createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
}

/**
 * Replaces every row of the shop with the backup's, in one transaction (all or nothing), and
 * moves each id sequence past the restored ids. The schema is this code's (migrations have
 * run); a backup from an older version restores its columns and leaves newer ones at their defaults.
 */
export async function restore(db: Db, file: string): Promise<Record<string, number>> {
  const input = lines(file);
  const first = await input.next();
  const header = (first.done ? {} : JSON.parse(first.value)) as Header;
  if (header.format !== FORMAT || header.version !== 1) throw new Error(`${file} is not a backup of this shop (format ${FORMAT} 1)`);
  const newest = header.migrations.at(-1) ?? '';
  if (newest > latestMigration()) throw new Error(`${file} was made by a newer version of the shop (schema ${newest}): upgrade first`);
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    const tables = await tablesInOrder(tx);
    await tx.exec(`TRUNCATE ${tables.map(ident).join(', ')} RESTART IDENTITY CASCADE`);
    let table = '';
    let columns = '';
    let batch: string[] = [];
    const flush = async () => {
      if (!batch.length) return;
      await tx.query(
        `INSERT INTO ${ident(table)} (${columns}) OVERRIDING SYSTEM VALUE
         SELECT ${columns} FROM json_populate_recordset(NULL::${ident(table)}, $1::json)`,
        [`[${batch.join(',')}]`],
      );
      counts[table] = (counts[table] ?? 0) + batch.length;
      batch = [];
    };
    for await (const line of input) {
      if (!line.startsWith(TABLE_LINE)) {
        batch.push(line);
        if (batch.length >= BATCH) await flush();
        continue;
      }
      await flush();
      const block = JSON.parse(line.slice(TABLE_LINE.length)) as { table: string; columns: string[] };
      if (!tables.includes(block.table)) throw new Error(`the backup holds a table this version does not know: ${block.table}`);
      const known = new Set((await columnsOf(tx, block.table)).columns);
      [table, columns] = [
        block.table,
        block.columns
          .filter((c) => known.has(c))
          .map(ident)
          .join(', '),
      ];
      counts[table] = 0;
    }
    await flush();
    const identities = await tx.query<{ t: string; c: string }>(
      `SELECT table_name AS t, column_name AS c FROM information_schema.columns WHERE table_schema = 'public' AND is_identity = 'YES'`,
    );
    for (const { t, c } of identities.rows) {
      await tx.query(`SELECT setval(pg_get_serial_sequence($1, $2), coalesce(max(${ident(c)}), 0) + 1, false) FROM ${ident(t)}`, [
        ident(t),
        c,
      ]);
    }
  });
  return counts;
}
