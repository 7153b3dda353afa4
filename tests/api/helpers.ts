// Test harness: a fresh database per test file (PGlite in a temp DATA_DIR, or a new
// database on TEST_DATABASE_URL), a temp catalogue, and request helpers around app.request().
import { copyFileSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { stringify } from 'yaml';
import type { Hono } from 'hono';
import { createApp } from '#server/app';
import { API_PREFIX, mountApi } from '#server/http/mount';
import { seedInventory } from '#server/catalogue/catalogue';
import { watchCatalogue } from '#server/catalogue/watch';
import { hashPassword } from '#server/auth/password';
import { signToken } from '#server/auth/tokens';
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/index';
import { insertUser, type NewUser, type UserRow } from '#server/accounts/users';
import { emailDefaults } from '#domain/mail/emailDefaults';

export const PG_URL = process.env.TEST_DATABASE_URL;
export const PASSWORD = 'Password1';
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';

export interface ProductSpec {
  id: number;
  slug: string;
  name?: string;
  price?: number;
  discount_price?: number | null;
  stock?: number;
  is_active?: boolean;
}

export const defaultProducts: ProductSpec[] = [
  { id: 1, slug: 'fusion-splicer', price: 100, discount_price: 80, stock: 5 },
  { id: 2, slug: 'power-meter', price: 50.5, stock: 10 },
  { id: 3, slug: 'retired-cleaver', price: 20, stock: 3, is_active: false },
];

/** A valid product file's frontmatter for `p`. */
export function productFrontmatter(p: ProductSpec) {
  return {
    id: p.id,
    name: p.name ?? p.slug.replace(/-/g, ' '),
    summary: `Summary of ${p.slug}`,
    price: p.price ?? 10,
    discount_price: p.discount_price ?? null,
    stock: p.stock ?? 10,
    image_url: `/images/products/${p.slug}.svg`,
    is_active: p.is_active ?? true,
    categories: [1],
    created_at: '2024-01-01',
    brand: 'FiberPro',
    maker: 'FiberPro design, built by a contract manufacturer in the USA',
    model: `M-${p.id}`,
    part_number: `FP-CBM-M${p.id}`,
    warranty: { term: '1 year', covers: 'defects in materials and workmanship' },
    in_the_box: [p.slug],
    shipping: { weight_lb: 2, dimensions_in: '10 × 8 × 4', method: 'parcel' },
    lead_time: '1–2 weeks',
    compliance: {
      origin: { country: 'USA', basis: 'built by a contract manufacturer in the USA' },
      taa: { status: 'compliant', basis: 'US-made end product' },
      baba: { status: 'not_applicable', basis: 'machine, not incorporated into the project' },
    },
    operating_temperature: '-10 to +50 °C',
  };
}

export function writeCatalogue(dir: string, products: ProductSpec[]) {
  mkdirSync(join(dir, 'products'), { recursive: true });
  for (const p of products) {
    writeFileSync(join(dir, 'products', `${p.slug}.md`), `---\n${stringify(productFrontmatter(p))}---\nBody of ${p.slug}.\n`);
  }
}

/** A database of its own for one test file: a PGlite directory, or CREATE DATABASE on the test server. */
export async function freshDatabaseUrl(): Promise<{ url: string | null; drop: () => Promise<void> }> {
  if (!PG_URL) return { url: null, drop: async () => {} };
  const name = `api_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

let passwordHash: Promise<string> | undefined;
/** One real argon2id hash per process; test users share it. */
export const knownHash = () => (passwordHash ??= hashPassword(PASSWORD));

/** A client of the API as `npm start` serves it: mounted at /api, behind the same root middleware. */
export function asServed(api: Hono) {
  const root = mountApi(api);
  return {
    request: (path: string, init?: RequestInit, env?: unknown) =>
      root.request(path.startsWith(`${API_PREFIX}/`) ? path : `${API_PREFIX}${path}`, init, env as never),
  };
}
export type ServedApi = ReturnType<typeof asServed>;

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
}
export interface RequestOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  env?: unknown;
}

export interface SessionSpec {
  id: number;
  course_id?: number;
  start_date: string;
  end_date: string;
  current_participants?: number;
  max_participants?: number;
  status?: string;
}

export function writeSessions(dir: string, sessions: SessionSpec[]) {
  mkdirSync(join(dir, 'sessions'), { recursive: true });
  for (const s of sessions) {
    const data = {
      course_id: 1,
      course_title: `Course of session ${s.id}`,
      location: 'San Antonio, TX - Training Center',
      current_participants: 0,
      max_participants: 10,
      status: 'upcoming',
      created_at: '2026-01-01',
      ...s,
    };
    writeFileSync(join(dir, 'sessions', `${s.id}.yaml`), stringify(data));
  }
}

/** watch: the app serves a catalogue that follows its content directory, as the server does. */
export async function setup(
  opts: { products?: ProductSpec[]; sessions?: SessionSpec[]; env?: Record<string, string>; watch?: boolean } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'api-test-'));
  writeCatalogue(join(dir, 'content'), opts.products ?? defaultProducts);
  copyFileSync('content/site.json', join(dir, 'content', 'site.json'));
  writeSessions(join(dir, 'content'), opts.sessions ?? []);
  const database = await freshDatabaseUrl();
  const env = {
    DATA_DIR: dir,
    CONTENT_DIR: join(dir, 'content'),
    JWT_SECRET: TEST_JWT_SECRET,
    RATE_LIMIT_DISABLED: '1',
    // Bursts of 200 requests in one process on a busy machine wait for 10 connections longer than the 5 s default.
    DB_CONNECT_TIMEOUT_MS: '60000',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...opts.env,
  };
  const config = loadConfig(env);
  const logs: any[] = [];
  let db = await openDatabase(config);
  const catalogue = opts.watch
    ? watchCatalogue(config.contentDir, {
        prepare: (next) => seedInventory(db, next),
        onError: (err) => logs.push({ level: 'error', error: String(err) }),
        settleMs: 50,
      })
    : undefined;
  let app = createApp({ db, config, catalogue, log: (l) => logs.push(l) });
  let served = asServed(app);

  /** Runs fn with the database closed (PGlite allows one process per directory), then reopens it. */
  async function offline(fn: () => Promise<void>) {
    await db.close();
    try {
      await fn();
    } finally {
      db = await openDatabase(config);
      app = createApp({ db, config, catalogue, log: (l) => logs.push(l) });
      served = asServed(app);
    }
  }

  async function request(method: string, path: string, o: RequestOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...(o.token ? { authorization: `Bearer ${o.token}` } : {}) };
    let body: BodyInit | undefined;
    if (o.body instanceof FormData) body = o.body;
    else if (o.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
    }
    const res = await served.request(path, { method, headers: { ...headers, ...o.headers }, body }, o.env);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }

  let n = 0;
  /** A user inserted directly (no argon2 per user) with a signed token. */
  async function user(over: Partial<NewUser> = {}): Promise<{ user: UserRow; token: string }> {
    n += 1;
    const tag = `${Date.now().toString(36)}${n}`;
    const row = await insertUser(
      db,
      { email: `u${tag}@example.com`, username: `u${tag}`, first_name: 'Test', last_name: `User${n}`, ...over },
      await knownHash(),
    );
    if (typeof row === 'string') throw new Error(`duplicate ${row}`);
    return { user: row, token: await signToken(row, config.jwtSecret) };
  }

  async function close() {
    catalogue?.close();
    await db.close();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }

  return {
    /** The API as served (at /api); paths are given without the prefix. */
    get app() {
      return served;
    },
    /** The API app itself, for its route table. */
    get api() {
      return app;
    },
    get db() {
      return db;
    },
    config,
    env,
    logs,
    request,
    user,
    offline,
    close,
  };
}
export type Harness = Awaited<ReturnType<typeof setup>>;

/** A harness and a staff account in it. */
export async function setupWithAdmin(opts: Parameters<typeof setup>[0] = {}) {
  const h = await setup(opts);
  return { h, admin: await h.user({ role: 'admin' }) };
}

export const checkoutBody = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+15125550100',
  address1: '1 Congress Ave',
  address2: 'Suite 5',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  country: 'US',
  paymentMethod: 'bank_transfer',
};

/** Request options that make a request come from the given client address. */
export const fromAddress = (ip: string) => ({ env: { incoming: { socket: { remoteAddress: ip } } } });

/**
 * Rate limits count in fixed windows aligned to the epoch: a burst that straddles a
 * window's end is counted in two windows and may never be refused. Waits for the next
 * window when fewer than `needSeconds` are left in this one.
 */
export async function startInsideWindow(windowSeconds: number, needSeconds = 8): Promise<void> {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < needSeconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
}

let keys = 0;
export const newKey = () => `key-${Date.now()}-${++keys}-${Math.random().toString(36).slice(2)}`;

/** PGlite's first start (initdb in WebAssembly) is slow on a busy machine. */
export const SETUP_TIMEOUT = 180_000;

/** A team submission as the site's forms post it to the relay (EmailJS SDK 4.4.1's shape). */
export const submission = (reference: string, extra: Record<string, string> = {}) => ({
  lib_version: '4.4.1',
  user_id: emailDefaults.publicKey,
  service_id: emailDefaults.serviceId,
  template_id: emailDefaults.teamTemplateId,
  template_params: {
    order_id: reference,
    form_type: 'contact',
    user_name: 'Dana Splicer',
    user_email: `${reference.toLowerCase()}@example.com`,
    message: 'Please quote a 144-fiber loose-tube cable run.',
    ...extra,
  },
});
