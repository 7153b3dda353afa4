-- Foundation: nothing but a heartbeat table; each area adds its own migration file.
CREATE TABLE IF NOT EXISTS app_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
