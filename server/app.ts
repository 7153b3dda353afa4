// The API (Hono), mounted at /api by server/main.ts. Each aggregate keeps its routes in its own folder
// (server/orders/, server/accounts/, server/catalogue/, server/inventory/, server/leads/, server/school/,
// server/audit/); server/http/ and server/db/ are the shared infrastructure.
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { requestId } from 'hono/request-id';
import { loadCatalogue, seedInventory, type Catalogue } from './catalogue/catalogue';
import type { Config } from './config';
import { requireUser } from './auth/middleware';
import { cartCache } from './orders/cart';
import type { Db } from './db';
import { limitBody } from './http/bodyLimit';
import { auditRefusals } from './http/auditRefusals';
import { onError } from './http/errors';
import { jsonLog, logRequests, type Log } from './http/logging';
import { corsFor, securityHeaders } from './http/security';
import { emailRoutes } from './mail/relay';
import { answer, noRefusal } from './openapi/describe';
import { openApiSchema, serveOpenApi } from './openapi/document';
import { adminRoutes } from './orders/deskRoutes';
import { auditRoutes } from './audit/routes';
import { authRoutes } from './accounts/authRoutes';
import { cartRoutes } from './orders/cartRoutes';
import { healthRoutes, type Lifecycle } from './http/health';
import { measureRequests, metricsRoutes } from './http/metrics';
import { inventoryRoutes } from './inventory/routes';
import { orderRoutes } from './orders/routes';
import { productRoutes } from './catalogue/routes';
import { userCache } from './accounts/users';
import { orderMailer } from './orders/mail';
import { seatMailer } from './school/mail';
import { seedSessionSeats } from './school/seats';
import { registrationAdminRoutes, schoolRoutes, sessionAdminRoutes } from './school/routes';
import { leadsCsvRoutes, leadsRoutes } from './leads/routes';
import { staffRoutes } from './accounts/staffRoutes';
import { loadSessions, type SessionContent } from './school/sessions';
import { accountRoutes, CERTIFICATE_BODY_BYTES, CERTIFICATE_UPLOAD_PATH } from './accounts/accountRoutes';
import { customerRoutes } from './accounts/customerDeskRoutes';
import { certificateMailer } from './accounts/certificateMail';
import { orderBillingRoutes } from './orders/billingRoutes';
import { databaseFileStore, type FileStore } from './storage/fileStore';

export interface AppDeps {
  db: Db;
  config: Config;
  log?: Log;
  catalogue?: Catalogue;
  sessions?: SessionContent;
  /** Where uploads are kept; the database by default. */
  files?: FileStore;
  lifecycle?: Lifecycle;
}

export function createApp({
  db,
  config,
  log = jsonLog,
  catalogue = loadCatalogue(config.contentDir),
  sessions = loadSessions(config.contentDir),
  files = databaseFileStore(db),
  lifecycle = { stopping: false },
}: AppDeps): Hono {
  // Stock and seat rows for new products and sessions must exist before the first request touches them.
  // A seeding that fails (instances starting together on one database) is tried again by the next
  // request, never kept: a kept failure answered 500 to every request for the life of the process.
  let seeding: Promise<unknown> | undefined;
  const seeded = () =>
    (seeding ??= Promise.all([seedInventory(db, catalogue), seedSessionSeats(db, sessions.all())]).catch((err) => {
      seeding = undefined;
      log({ level: 'error', msg: 'inventory or seat seeding failed; the next request tries again', error: String(err) });
      throw err;
    }));
  seeded().catch(() => {});
  const users = userCache(db);
  const deps = {
    db,
    config,
    catalogue,
    sessions,
    users,
    carts: cartCache(db),
    files,
    orderMail: orderMailer(config),
    seatMail: seatMailer(config),
    certificateMail: certificateMailer(config),
    lifecycle,
    requireUser: requireUser(users, config.jwtSecret),
  };

  const app = new Hono();
  app.use(requestId({ headerName: 'X-Request-Id' }), logRequests(log), measureRequests(), securityHeaders(), corsFor(config.corsOrigins));
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', limitBody([{ path: CERTIFICATE_UPLOAD_PATH, maxBytes: CERTIFICATE_BODY_BYTES }]));
  app.use(async (_c, next) => {
    await seeded();
    await next();
  });
  app.use(auditRefusals(db, config.trustProxy));
  app.route('/health', healthRoutes(deps));
  app.route('/metrics', metricsRoutes(db, config.metricsToken));
  app.get(
    '/openapi.json',
    describeRoute({
      operationId: 'getOpenApiDocument',
      summary: 'This document',
      responses: { 200: answer('The OpenAPI 3.1 document', openApiSchema), ...noRefusal },
    }),
    serveOpenApi(app),
  );
  app.route('/auth', authRoutes(deps));
  app.route('/cart', cartRoutes(deps));
  app.route('/orders', orderRoutes(deps));
  app.route('/account', accountRoutes(deps));
  app.route('/admin/orders', orderBillingRoutes(deps));
  app.route('/admin/inventory', inventoryRoutes(deps));
  app.route('/admin/audit', auditRoutes(deps));
  app.route('/admin/leads.csv', leadsCsvRoutes(deps));
  app.route('/admin/leads', leadsRoutes(deps));
  app.route('/admin/staff', staffRoutes(deps));
  app.route('/admin/sessions', sessionAdminRoutes(deps));
  app.route('/admin/registrations', registrationAdminRoutes(deps));
  app.route('/school', schoolRoutes(deps));
  app.route('/admin', customerRoutes(deps));
  app.route('/admin', adminRoutes(deps));
  app.route('/products', productRoutes(deps));
  app.route('/v1.0/email', emailRoutes(deps));
  app.notFound((c) => c.json({ detail: 'Not Found' }, 404));
  app.onError(onError(log));
  return app;
}
