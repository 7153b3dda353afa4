// Seeds bench:api's database before its server starts (PGlite allows one process per data
// directory): a staff account for the staff routes and ORDERS orders of product 1, one a
// minute back from now, in every status, each with one line; and as many leads for the leads
// desk, of every type and status, one an order's checkout in ten, five requests per address.
//   node --import tsx scripts/bench/seed-orders.ts EMAIL PASSWORD ORDERS   (DATA_DIR / DATABASE_URL as the server's)
import { hashPassword } from '#server/auth/password';
import { loadConfig } from '#server/config';
import { insertUser } from '#server/accounts/users';
import { openDatabase } from '#server/db/index';

const [email, password, count] = process.argv.slice(2);
const db = await openDatabase(loadConfig());
try {
  const staff = await insertUser(db, { email, username: 'benchstaff', role: 'admin' }, await hashPassword(password));
  if (typeof staff === 'string') throw new Error(`the bench's staff ${staff} exists`);
  await db.query("INSERT INTO inventory (product_id, slug, stock) VALUES (1, 'bench-splicer', 1000000000) ON CONFLICT DO NOTHING");
  await db.query(
    `WITH placed AS (
       INSERT INTO orders (reference, user_id, status, subtotal, shipping_cost, tax, total_amount, customer_name, customer_email,
                           shipping_address, shipping_city, shipping_state, shipping_zip, shipping_country, shipping_phone,
                           payment_method, created_at)
       SELECT 'ORD-B' || lpad(n::text, 7, '0'), $1, (ARRAY['processing', 'shipped', 'delivered', 'cancelled'])[1 + n % 4],
              14.99 * (1 + n % 5), 0, 0, 14.99 * (1 + n % 5), 'Customer ' || n, 'customer' || n || '@example.com',
              '1 Main St', 'Austin', 'TX', '78701', 'US', '+15125550100', 'purchase_order', now() - n * interval '1 minute'
       FROM generate_series(1, $2::int) AS n
       RETURNING id, subtotal
     )
     INSERT INTO order_items (order_id, product_id, product_slug, product_name, product_image, unit_price, quantity, total_price)
     SELECT id, 1, 'bench-splicer', 'Bench Splicer', '/images/x.svg', 14.99, round(subtotal / 14.99)::int, subtotal FROM placed`,
    [staff.id, Number(count)],
  );
  await db.query(
    `INSERT INTO leads (type, status, name, email, subject, message, reference, order_id, received_at)
     SELECT t.type, (ARRAY['new', 'contacted', 'closed', 'spam'])[1 + n % 4], 'Lead ' || n, 'lead' || n % ($1::int / 5) || '@example.com',
            'Quote for ' || n || ' m of 12-fiber cable', 'Please quote.', 'BENCH' || n,
            CASE WHEN t.type = 'checkout' THEN (SELECT id FROM orders WHERE reference = 'ORD-B' || lpad(n::text, 7, '0')) END,
            now() - n * interval '1 minute'
       FROM generate_series(1, $1::int) AS n
       CROSS JOIN LATERAL (SELECT (ARRAY['contact', 'order_request', 'consultation', 'course_enrollment', 'training_inquiry',
                                        'job_application', 'session_registration', 'contact', 'order_request', 'checkout'])[1 + n % 10] AS type) t`,
    [Number(count)],
  );
} finally {
  await db.close();
}
