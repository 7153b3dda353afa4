-- Failed sign-ins are counted per account name and client address in rate_limits
-- (server/auth/passwordThrottle.ts): a lock on the account itself let anyone lock a customer out.
ALTER TABLE users DROP COLUMN failed_logins, DROP COLUMN locked_until;
