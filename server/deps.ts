import type { MiddlewareHandler } from 'hono';
import type { AuthEnv } from './auth/middleware';
import type { CartRow } from './orders/cart';
import type { Catalogue } from './catalogue/catalogue';
import type { Config } from './config';
import type { Db } from './db';
import type { RowCache } from './db/rowCache';
import type { CertificateMailer } from './accounts/certificateMail';
import type { OrderMailer } from './orders/mail';
import type { SeatMailer } from './school/mail';
import type { SessionContent } from './school/sessions';
import type { UserRow } from './accounts/users';
import type { FileStore } from './storage/fileStore';
import type { Lifecycle } from './http/health';

/** What every route module is built from. */
export interface Deps {
  db: Db;
  config: Config;
  catalogue: Catalogue;
  users: RowCache<UserRow | undefined>;
  carts: RowCache<CartRow[]>;
  /** Queues the shop's e-mails about an order change, inside its transaction. */
  orderMail: OrderMailer;
  /** The training sessions of the content, and the e-mails about their seats. */
  sessions: SessionContent;
  seatMail: SeatMailer;
  /** Queues the customer's e-mail about the review of their tax certificate, inside its transaction. */
  certificateMail: CertificateMailer;
  /** Where uploaded files (tax certificates) are kept. */
  files: FileStore;
  /** Whether the server is stopping (readiness answers 503). */
  lifecycle: Lifecycle;
  /** The bearer-token guard, built once per app. */
  requireUser: MiddlewareHandler<AuthEnv>;
}
