// Server configuration: one schema with clear errors, the .env files the build reads, the
// production secret rule, and which X-Forwarded-For hop is the client.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, test } from 'vitest';
import { loadConfig, readEnvFiles } from '#server/config';
import { clientIp } from '#server/http/clientIp';
import { clientKey, parseTrustedProxies } from '#server/http/trustedProxies';

const dir = mkdtempSync(join(tmpdir(), 'config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const base = { DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) };

describe('loadConfig', () => {
  test('a bad value stops start-up with a message naming the variable', () => {
    expect(() => loadConfig({ ...base, PORT: 'abc' })).toThrow(/PORT: must be a whole number from 1 to 65535 \(got "abc"\)/);
    expect(() => loadConfig({ ...base, PORT: '70000' })).toThrow(/PORT: must be at most 65535/);
    expect(() => loadConfig({ ...base, SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL: must start with smtp:\/\//);
    expect(() => loadConfig({ ...base, TEAM_EMAIL: 'a@x.com, b@y.com' })).toThrow(/TEAM_EMAIL/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY: "10.0.0.0\/40"/);
    expect(loadConfig({ ...base, PORT: '8080' }).port).toBe(8080);
  });

  test('operations: pool and time-outs, the LISTEN URL, LOG_LEVEL, the metrics token, the drain', () => {
    expect(loadConfig(base)).toMatchObject({
      db: { poolSize: 10, connectTimeoutMs: 5000, statementTimeoutMs: 15_000, listenUrl: null },
      logLevel: 'info',
      metricsToken: null,
      shutdownDrainMs: 2000,
    });
    const set = loadConfig({
      ...base,
      DB_POOL_SIZE: '4',
      DB_STATEMENT_TIMEOUT_MS: '2500',
      DATABASE_LISTEN_URL: 'postgres://db.internal/shop',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN: 'a-long-enough-token',
      SHUTDOWN_DRAIN_MS: '0',
    });
    expect(set).toMatchObject({
      db: { poolSize: 4, statementTimeoutMs: 2500, listenUrl: 'postgres://db.internal/shop' },
      logLevel: 'warn',
      metricsToken: 'a-long-enough-token',
      shutdownDrainMs: 0,
    });
    expect(() => loadConfig({ ...base, LOG_LEVEL: 'loud' })).toThrow(
      /LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent/,
    );
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => loadConfig({ ...base, DB_POOL_SIZE: '0' })).toThrow(/DB_POOL_SIZE: must be at least 1/);
    expect(() => loadConfig({ ...base, SHUTDOWN_DRAIN_MS: '9000' })).toThrow(/SHUTDOWN_DRAIN_MS: must be at most 8000/);
  });

  test('links in e-mails point at the running server outside production, at the shop’s domain in production, at SITE_URL when set', () => {
    expect(loadConfig({ ...base, PORT: '4400' }).siteUrl).toBe('http://localhost:4400');
    expect(loadConfig({ ...base, PORT: '4400', HOST: '127.0.0.1' }).siteUrl).toBe('http://127.0.0.1:4400');
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).siteUrl).toBe('https://www.fiberpro-texas.com');
    expect(loadConfig({ ...base, NODE_ENV: 'production', SITE_URL: 'https://shop.example.com/' }).siteUrl).toBe('https://shop.example.com');
    expect(() => loadConfig({ ...base, SITE_URL: 'ftp://x' })).toThrow(/SITE_URL: must be the site address/);
  });

  test('production refuses a missing or short JWT_SECRET', () => {
    expect(() => loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' })).toThrow(/JWT_SECRET must be set/);
    expect(() => loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', JWT_SECRET: 'short-secret' })).toThrow(/at least 32 bytes/);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', JWT_SECRET: 'y'.repeat(32) }).jwtSecret).toBe('y'.repeat(32));
  });

  test('.env files are read like the build reads them; the real environment wins', () => {
    writeFileSync(join(dir, '.env'), 'SMTP_URL=smtp://mail.example.com:587\nJWT_SECRET=from-dotenv-secret-0123456789abcdef\nPORT=5000\n');
    writeFileSync(join(dir, '.env.production'), 'PORT=6000\n');
    const files = readEnvFiles(dir, 'production');
    expect(files).toMatchObject({ SMTP_URL: 'smtp://mail.example.com:587', PORT: '6000' });
    const config = loadConfig({ ...files, DATA_DIR: dir, PORT: '7000' });
    expect(config).toMatchObject({ smtpUrl: 'smtp://mail.example.com:587', jwtSecret: 'from-dotenv-secret-0123456789abcdef', port: 7000 });
  });
});

describe('the client address behind proxies', () => {
  const ipOf = async (trust: string | undefined, peer: string, xff?: string) => {
    const app = new Hono().get('/', (c) => c.text(clientIp(c, parseTrustedProxies(trust))));
    const res = await app.request('/', { headers: xff ? { 'x-forwarded-for': xff } : {} }, {
      incoming: { socket: { remoteAddress: peer } },
    } as never);
    return res.text();
  };

  test('unset: X-Forwarded-For is ignored', async () => {
    expect(await ipOf(undefined, '198.51.100.7', '1.2.3.4')).toBe('198.51.100.7');
  });

  test('a list: the first hop from the right that is not our proxy; a spoofed header changes nothing', async () => {
    const proxies = '10.0.0.0/8, 192.0.2.10';
    expect(await ipOf(proxies, '10.1.2.3', '203.0.113.5')).toBe('203.0.113.5');
    expect(await ipOf(proxies, '10.1.2.3', '6.6.6.6, 203.0.113.5, 192.0.2.10')).toBe('203.0.113.5');
    // A client that is not our proxy cannot choose its address.
    expect(await ipOf(proxies, '203.0.113.5', '1.1.1.1')).toBe('203.0.113.5');
  });

  test('true: exactly one proxy, whose last hop is the client', async () => {
    expect(await ipOf('true', '172.16.0.1', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
  });

  test('IPv6 clients are counted per /64; IPv4-mapped addresses as IPv4', () => {
    expect(clientKey('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64');
    expect(clientKey('2001:db8:abcd:12::99')).toBe(clientKey('2001:0db8:abcd:0012:ffff::1'));
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
  });
});
