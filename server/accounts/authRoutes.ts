// POST /auth/register, POST /auth/login, GET|PATCH /auth/me, PATCH /auth/change-password,
// POST /auth/forgot-password, POST /auth/reset-password, POST /auth/logout.
import { Hono } from 'hono';
import { PASSWORD_RESET_DONE } from '#domain/forms/signIn';
import { RESET_LINK_INVALID, RESET_LINK_SENT } from '#domain/forms/passwordReset';
import { changePasswordPayloadSchema, forgotPasswordSchema, loginSchema, resetPasswordPayloadSchema } from '#domain/forms/requests';
import { logoutSchema } from '#domain/orders/requests';
import { profilePatchSchema, registerRequestSchema } from '#domain/accounts/language';
import { burnVerify, hashPassword, verifyPassword } from '../auth/password';
import { isLiveResetToken, redeemResetLink, requestResetLink } from '../auth/passwordReset';
import { PASSWORD_FAILURE_WINDOW_SECONDS, passwordFailureKey, passwordThrottle } from '../auth/passwordThrottle';
import { recordAudit } from '../audit/log';
import { signToken } from '../auth/tokens';
import { authResponseSchema, passwordChangedSchema, userSchema, type AuthResponse } from '#domain/accounts/schemas';
import { detailSchema } from '#domain/shared/schemas';
import type { Deps } from '../deps';
import { clientIp } from '../http/clientIp';
import { fail } from '../http/errors';
import { jsonBody } from '../http/validate';
import { jsonLog } from '../http/logging';
import { auditThrottled, countHit, rateLimit } from '../http/rateLimit';
import { countRateLimited, countSignInFailure } from '../http/metrics';
import { answer, describeOperations, refusal } from '../openapi/describe';
import { findUserByEmail, insertUser, publicUser, type UserRow } from './users';
import { changePassword, signOut } from './credentials';

async function session(user: UserRow, secret: string): Promise<AuthResponse> {
  return { access_token: await signToken(user, secret), token_type: 'bearer', user: publicUser(user) };
}

const RESET_MAILS_PER_ACCOUNT = 3;
const RESET_MAILS_PER_ADDRESS = 10;
const HOUR = 3600;

const tooManyAttempts = refusal('Too many attempts from this client address (Retry-After)');
const describe = describeOperations({
  requestPasswordReset: {
    summary: 'E-mail a reset link if the account exists',
    description: 'The same answer, in the same time, whether or not the account exists.',
    responses: {
      202: answer('The link is on its way if the account exists', detailSchema),
      429: refusal(
        `Over ${RESET_MAILS_PER_ACCOUNT} links an hour for this e-mail, or ${RESET_MAILS_PER_ADDRESS} for this client address (Retry-After)`,
      ),
    },
  },
  resetPassword: {
    summary: 'Set a new password with a reset link; every session of the account ends',
    responses: {
      200: answer('The password is changed', detailSchema),
      400: refusal('The link is invalid, used or expired'),
      429: tooManyAttempts,
    },
  },
  logout: {
    summary: 'Sign this token out, or with {"all": true} every token of the account',
    responses: { 204: answer('Signed out') },
  },
  register: {
    summary: 'Create an account and sign in',
    responses: {
      201: answer('The new account, signed in', authResponseSchema),
      409: refusal('The e-mail or username is taken'),
      429: tooManyAttempts,
    },
  },
  login: {
    summary: 'Sign in',
    responses: {
      200: answer('Signed in', authResponseSchema),
      401: refusal('Incorrect email or password'),
      429: refusal('Too many attempts from this client address, or failed sign-ins for this account (Retry-After)'),
    },
  },
  getCurrentUser: { summary: 'The signed-in user', responses: { 200: answer('The user', userSchema) } },
  updateProfile: {
    summary: "Change name, phone and the language of the person's e-mails (not the e-mail)",
    responses: { 200: answer('The user', userSchema) },
  },
  changePassword: {
    summary: 'Change the password; every earlier token is refused, the answer carries a fresh one',
    responses: {
      200: answer('Changed, and signed in again', passwordChangedSchema),
      400: refusal('Current password is incorrect'),
      429: refusal('Too many failed attempts (Retry-After)'),
    },
  },
});

export function authRoutes({ db, config, users, requireUser: auth }: Deps) {
  const throttle = passwordThrottle(db, { disabled: config.rateLimitDisabled });
  const perIp = (name: string, limit: number) =>
    rateLimit({
      db,
      key: (c) => `${name}:${clientIp(c, config.trustProxy)}`,
      limit: config.rateLimitDisabled ? Infinity : limit,
      windowSeconds: 60,
    });

  /** 429 past the hourly limits; counted by e-mail whether or not it has an account. */
  async function limitResetMails(email: string, ip: string) {
    if (config.rateLimitDisabled) return;
    for (const [key, limit] of [
      [`reset-ip:${ip}`, RESET_MAILS_PER_ADDRESS],
      [`reset-email:${email.toLowerCase()}`, RESET_MAILS_PER_ACCOUNT],
    ] as const) {
      const { count, retryAfter } = await countHit(db, key, HOUR);
      if (count > limit) {
        countRateLimited(key.slice(0, key.indexOf(':')));
        await auditThrottled(db, key, HOUR, { action: 'rate_limit.throttled', target: key.split(':')[0], clientIp: ip });
        fail(429, 'Too many requests. Please try again later.', { 'Retry-After': String(retryAfter) });
      }
    }
  }

  return new Hono()
    .post('/forgot-password', describe.requestPasswordReset, jsonBody(forgotPasswordSchema), async (c) => {
      const { email } = c.var.body;
      const ip = clientIp(c, config.trustProxy);
      await limitResetMails(email, ip);
      // The work is the same for known and unknown addresses (requestResetLink), and starts only
      // after the answer has left: begun at once, PGlite's writes for a known account ran in this
      // thread before the answer and made it 2-3 ms later.
      setImmediate(() =>
        requestResetLink(db, config, email, ip).catch((err) =>
          jsonLog({ level: 'error', msg: 'password reset link not sent', error: String(err) }),
        ),
      );
      return c.json({ detail: RESET_LINK_SENT }, 202);
    })
    .post('/reset-password', describe.resetPassword, perIp('reset-password', 10), jsonBody(resetPasswordPayloadSchema), async (c) => {
      const { token, new_password } = c.var.body;
      const ip = clientIp(c, config.trustProxy);
      const refused = async (): Promise<never> => {
        await recordAudit(db, { action: 'auth.password_reset_failed', clientIp: ip });
        return fail(400, RESET_LINK_INVALID);
      };
      if (!(await isLiveResetToken(db, token))) await refused();
      const user =
        (await redeemResetLink(db, token, await hashPassword(new_password), (account) => ({
          action: 'auth.password_reset',
          actor: account,
          target: account.email,
          clientIp: ip,
        }))) ?? (await refused());
      users.evict(user.id);
      return c.json({ detail: PASSWORD_RESET_DONE });
    })
    .post('/logout', describe.logout, auth, jsonBody(logoutSchema, { optional: true }), async (c) => {
      const { user, token } = c.var;
      const ip = clientIp(c, config.trustProxy);
      await signOut(db, user.id, token, Boolean(c.var.body.all), (all) => ({
        action: all ? 'auth.logout_all' : 'auth.logout',
        actor: user,
        clientIp: ip,
      }));
      users.evict(user.id);
      return c.body(null, 204);
    })
    .post('/register', describe.register, perIp('register', 3), jsonBody(registerRequestSchema), async (c) => {
      const body = c.var.body;
      const created = await insertUser(db, body, await hashPassword(body.password));
      if (typeof created === 'string') fail(409, `An account with this ${created} already exists`);
      return c.json(await session(created, config.jwtSecret), 201);
    })
    .post('/login', describe.login, perIp('login', 5), jsonBody(loginSchema), async (c) => {
      const { email, password } = c.var.body;
      const ip = clientIp(c, config.trustProxy);
      const key = passwordFailureKey('login', email, ip);
      try {
        await throttle.reserve(key);
      } catch (err) {
        const event = { action: 'auth.login_throttled', actorEmail: email, clientIp: ip } as const;
        await auditThrottled(db, key, PASSWORD_FAILURE_WINDOW_SECONDS, event);
        throw err;
      }
      const user = await findUserByEmail(db, email);
      const ok = user ? await verifyPassword(user.password_hash, password) : (await burnVerify(password), false);
      if (!user || !ok) {
        countSignInFailure();
        await recordAudit(db, { action: 'auth.login_failed', actorEmail: email, clientIp: ip, detail: { known_account: Boolean(user) } });
        fail(401, 'Incorrect email or password');
      }
      await throttle.succeeded(key);
      await recordAudit(db, { action: 'auth.login', actor: user, clientIp: ip });
      return c.json(await session(user, config.jwtSecret));
    })
    .get('/me', describe.getCurrentUser, auth, (c) => c.json(publicUser(c.var.user)))
    .patch('/me', describe.updateProfile, auth, jsonBody(profilePatchSchema), async (c) => {
      const { first_name, last_name, phone, lang } = c.var.body;
      const { rows } = await db.query<UserRow>(
        `UPDATE users SET first_name = COALESCE($2, first_name), last_name = COALESCE($3, last_name), phone = COALESCE($4, phone),
                lang = COALESCE($5, lang)
         WHERE id = $1 RETURNING *`,
        [c.var.user.id, first_name ?? null, last_name ?? null, phone ?? null, lang ?? null],
      );
      users.evict(c.var.user.id);
      return c.json(publicUser(rows[0]));
    })
    .patch('/change-password', describe.changePassword, auth, jsonBody(changePasswordPayloadSchema), async (c) => {
      const { current_password, new_password } = c.var.body;
      const key = passwordFailureKey('change-password', c.var.user.email, clientIp(c, config.trustProxy));
      await throttle.reserve(key);
      if (!(await verifyPassword(c.var.user.password_hash, current_password))) {
        fail(400, 'Current password is incorrect');
      }
      await throttle.succeeded(key);
      const hash = await hashPassword(new_password);
      const changed = await changePassword(db, c.var.user.id, hash, () => ({
        action: 'auth.password_change',
        actor: c.var.user,
        target: c.var.user.email,
        clientIp: clientIp(c, config.trustProxy),
      }));
      users.evict(c.var.user.id);
      // Every earlier token is now refused; the caller gets a fresh one to stay signed in.
      return c.json({ detail: 'Password changed successfully', ...(await session(changed, config.jwtSecret)) });
    });
}
