// Server configuration, read once at start-up from the environment (DESIGN §4).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { emailDefaults } from '../scripts/email-defaults.mjs';

export interface Config {
  port: number;
  host: string;
  production: boolean;
  databaseUrl: string | null;
  dataDir: string;
  distDir: string;
  contentDir: string;
  jwtSecret: string;
  corsOrigins: string[];
  trustProxy: boolean;
  /** Tests only: switches the per-IP login/register limits off (account lock-out stays). */
  rateLimitDisabled: boolean;
  smtpUrl: string | null;
  teamEmail: string;
  mailFrom: string;
  email: { publicKey: string; serviceId: string; teamTemplateId: string; autoReplyTemplateId: string };
  /** The e-mail relay: sends per client IP per 10 minutes, worker poll interval, retry back-off. */
  mail: { rateLimit: number; pollMs: number; retryBaseMs: number; maxAttempts: number };
}

function jwtSecretFrom(env: NodeJS.ProcessEnv, dataDir: string, production: boolean): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (production) throw new Error('JWT_SECRET must be set when NODE_ENV=production');
  // Development: generated once and kept beside the embedded database.
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  return {
    port: Number(env.PORT ?? 4321),
    host: env.HOST ?? '0.0.0.0',
    production,
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    distDir: resolve(env.DIST_DIR ?? env.OUT_DIR ?? 'dist'),
    contentDir: resolve(env.CONTENT_DIR ?? 'content'),
    jwtSecret: jwtSecretFrom(env, dataDir, production),
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    rateLimitDisabled: env.RATE_LIMIT_DISABLED === '1',
    smtpUrl: env.SMTP_URL || null,
    teamEmail: env.TEAM_EMAIL ?? 'info@fiberpro-texas.com',
    mailFrom: env.MAIL_FROM ?? 'FiberPro Texas <no-reply@fiberpro-texas.com>',
    email: {
      publicKey: env.PUBLIC_EMAILJS_PUBLIC_KEY || emailDefaults.publicKey,
      serviceId: env.PUBLIC_EMAILJS_SERVICE_ID || emailDefaults.serviceId,
      teamTemplateId: env.PUBLIC_EMAILJS_TEAM_TEMPLATE_ID || emailDefaults.teamTemplateId,
      autoReplyTemplateId: env.PUBLIC_EMAILJS_AUTOREPLY_TEMPLATE_ID || emailDefaults.autoReplyTemplateId,
    },
    mail: {
      rateLimit: Number(env.MAIL_RATE_LIMIT ?? 20),
      pollMs: Number(env.MAIL_POLL_MS ?? 5000),
      retryBaseMs: Number(env.MAIL_RETRY_BASE_MS ?? 30_000),
      maxAttempts: Number(env.MAIL_MAX_ATTEMPTS ?? 10),
    },
  };
}
