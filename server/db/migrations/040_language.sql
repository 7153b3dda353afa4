-- The language a person used when they wrote, booked, registered or ordered: the shop's
-- e-mails to them are written in it (English or Spanish); staff see it beside the record.
ALTER TABLE users ADD COLUMN lang text NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'es'));
ALTER TABLE leads ADD COLUMN lang text NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'es'));
ALTER TABLE session_registrations ADD COLUMN lang text NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'es'));
ALTER TABLE orders ADD COLUMN lang text NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'es'));
