// Server configuration, read once at start-up from the environment (every variable is listed in the README's Configure section) and from the
// same .env files the site build reads (the real environment wins). One zod schema: a bad
// value stops the server with a message naming the variable.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { emailDefaults } from '#domain/mail/emailDefaults';
import { parseTrustedProxies, type TrustedProxies } from './http/trustedProxies';

export interface Config {
  port: number;
  host: string;
  production: boolean;
  databaseUrl: string | null;
  dataDir: string;
  distDir: string;
  contentDir: string;
  /** The content editor's local backend beside the server (decap-server); null: none (always in production). */
  editorBackendPort: number | null;
  jwtSecret: string;
  corsOrigins: string[];
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY). */
  trustProxy: TrustedProxies;
  /** Tests only: switches the per-IP and per-account limits off. */
  rateLimitDisabled: boolean;
  smtpUrl: string | null;
  teamEmail: string;
  mailFrom: string;
  /** The site's address, for links in e-mails the server writes (password reset, orders). */
  siteUrl: string;
  email: { publicKey: string; serviceId: string; teamTemplateId: string; autoReplyTemplateId: string };
  /** The e-mail relay: sends per client IP per 10 minutes, worker poll interval, retry back-off. */
  mail: { rateLimit: number; pollMs: number; retryBaseMs: number; maxAttempts: number };
  /** PostgreSQL pool and time-outs; listenUrl is a session connection for LISTEN (behind PgBouncer). */
  db: DbOptions;
  logLevel: LogLevel;
  /** Bearer token for GET /metrics; null = metrics are not served. */
  metricsToken: string | null;
  /** On SIGTERM, how long readiness answers 503 while requests are still served (the balancer's time to notice). */
  shutdownDrainMs: number;
}

export interface DbOptions {
  poolSize: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  listenUrl: string | null;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const MIN_PRODUCTION_SECRET_BYTES = 32;
const int = (min: number, max: number, fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { error: `must be a whole number from ${min} to ${max}` })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, { error: `must be at least ${min}` })
        .max(max, { error: `must be at most ${max}` }),
    )
    .optional()
    .transform((n) => n ?? fallback);
const text = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((s) => (s?.trim() ? s.trim() : fallback));
const optionalText = z
  .string()
  .optional()
  .transform((s) => (s?.trim() ? s.trim() : null));

const postgresUrl = optionalText.pipe(
  z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .nullable(),
);

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: int(1, 65535, 4321),
  HOST: text('0.0.0.0'),
  DATABASE_URL: postgresUrl,
  DATABASE_LISTEN_URL: postgresUrl,
  DB_POOL_SIZE: int(1, 1000, 10),
  DB_CONNECT_TIMEOUT_MS: int(100, 600_000, 5000),
  DB_STATEMENT_TIMEOUT_MS: int(100, 3_600_000, 15_000),
  LOG_LEVEL: optionalText.pipe(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).nullable()),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, { error: 'must be at least 16 characters' }).nullable()),
  SHUTDOWN_DRAIN_MS: int(0, 8000, 2000),
  DATA_DIR: text('.data'),
  DIST_DIR: optionalText,
  OUT_DIR: optionalText,
  CONTENT_DIR: text('content'),
  CMS_PORT: int(0, 65535, 8081),
  JWT_SECRET: optionalText,
  CORS_ORIGINS: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  RATE_LIMIT_DISABLED: z.string().optional(),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
      .nullable(),
  ),
  TEAM_EMAIL: text('info@fiberpro-texas.com').pipe(z.email({ error: 'must be one e-mail address' })),
  MAIL_FROM: text('FiberPro Texas <no-reply@fiberpro-texas.com>'),
  SITE_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'must be the site address, such as https://www.example.com' }).nullable(),
  ),
  PUBLIC_EMAILJS_PUBLIC_KEY: text(emailDefaults.publicKey),
  PUBLIC_EMAILJS_SERVICE_ID: text(emailDefaults.serviceId),
  PUBLIC_EMAILJS_TEAM_TEMPLATE_ID: text(emailDefaults.teamTemplateId),
  PUBLIC_EMAILJS_AUTOREPLY_TEMPLATE_ID: text(emailDefaults.autoReplyTemplateId),
  MAIL_RATE_LIMIT: int(1, 100_000, 20),
  MAIL_POLL_MS: int(10, 3_600_000, 5000),
  MAIL_RETRY_BASE_MS: int(1, 86_400_000, 30_000),
  MAIL_MAX_ATTEMPTS: int(1, 100, 10),
});

/** The .env files the site build reads, later ones winning: .env, .env.local, .env.{mode}, .env.{mode}.local. */
export function readEnvFiles(dir: string, mode: string): Record<string, string> {
  const files = ['.env', '.env.local', `.env.${mode}`, `.env.${mode}.local`].map((f) => join(dir, f)).filter(existsSync);
  return Object.assign({}, ...files.map((f) => parseEnv(readFileSync(f, 'utf8'))));
}

/** The process environment over the .env files of the working directory. */
export function serverEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...readEnvFiles(process.cwd(), env.NODE_ENV === 'production' ? 'production' : 'development'), ...env };
}

function jwtSecretFrom(secret: string | null, dataDir: string, production: boolean): string {
  if (production) {
    if (!secret) throw new Error('Invalid configuration: JWT_SECRET must be set when NODE_ENV=production');
    if (Buffer.byteLength(secret) < MIN_PRODUCTION_SECRET_BYTES) {
      throw new Error(
        `Invalid configuration: JWT_SECRET must be at least ${MIN_PRODUCTION_SECRET_BYTES} bytes in production (e.g. openssl rand -base64 48)`,
      );
    }
    return secret;
  }
  if (secret) return secret;
  // Development: generated once and kept beside the embedded database.
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const generated = randomBytes(48).toString('base64url');
  writeFileSync(file, generated, { mode: 0o600 });
  return generated;
}

/** The address a browser on this machine opens for a server listening on host:port. */
export function localAddress(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Production links point at the shop's domain; a local server's at itself, so its e-mails' links work where it runs. */
const defaultSiteUrl = (production: boolean, host: string, port: number) =>
  production ? 'https://www.fiberpro-texas.com' : localAddress(host, port);

export function loadConfig(env: NodeJS.ProcessEnv = serverEnvironment()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `${String(i.path[0])}: ${i.message}${typeof env[String(i.path[0])] === 'string' ? ` (got "${env[String(i.path[0])]}")` : ''}`,
    );
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    production,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    distDir: resolve(e.DIST_DIR ?? e.OUT_DIR ?? 'dist'),
    contentDir: resolve(e.CONTENT_DIR),
    editorBackendPort: production || e.CMS_PORT === 0 ? null : e.CMS_PORT,
    jwtSecret: jwtSecretFrom(e.JWT_SECRET, dataDir, production),
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    trustProxy: parseTrustedProxies(e.TRUST_PROXY),
    rateLimitDisabled: e.RATE_LIMIT_DISABLED === '1',
    smtpUrl: e.SMTP_URL,
    teamEmail: e.TEAM_EMAIL,
    mailFrom: e.MAIL_FROM,
    siteUrl: (e.SITE_URL ?? defaultSiteUrl(production, e.HOST, e.PORT)).replace(/(?<!\/)\/+$/, ''),
    email: {
      publicKey: e.PUBLIC_EMAILJS_PUBLIC_KEY,
      serviceId: e.PUBLIC_EMAILJS_SERVICE_ID,
      teamTemplateId: e.PUBLIC_EMAILJS_TEAM_TEMPLATE_ID,
      autoReplyTemplateId: e.PUBLIC_EMAILJS_AUTOREPLY_TEMPLATE_ID,
    },
    mail: { rateLimit: e.MAIL_RATE_LIMIT, pollMs: e.MAIL_POLL_MS, retryBaseMs: e.MAIL_RETRY_BASE_MS, maxAttempts: e.MAIL_MAX_ATTEMPTS },
    db: {
      poolSize: e.DB_POOL_SIZE,
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      listenUrl: e.DATABASE_LISTEN_URL,
    },
    logLevel: e.LOG_LEVEL ?? 'info',
    metricsToken: e.METRICS_TOKEN,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
  };
}
