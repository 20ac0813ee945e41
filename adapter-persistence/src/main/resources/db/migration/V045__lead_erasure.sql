-- D-54: erasing a person. docs/privacy.md says what goes and what stays.
--
-- An erased lead keeps its row (its memberships, events and counters name it) with every field about
-- the person emptied; erased_at marks it, and its profile link becomes 'erased:' and its id, which no
-- request can name (a profile link must parse as one, D-15).
ALTER TABLE leads ADD COLUMN erased_at timestamptz;

-- POST /leads/erase finds the caller's leads by address as well as by link (leads_user_link_key).
CREATE INDEX leads_user_email_idx ON leads (user_id, lower(email));

-- An erasure reads the lead's events (to empty their data and drop their unsent deliveries). Events
-- carry no other index by lead or membership (V039): this one costs every event an index entry, the
-- price of finding one person's events in a large table within the second D-54's bench allows.
-- On a large live database create it first with CREATE INDEX CONCURRENTLY (then this is a no-op).
CREATE INDEX IF NOT EXISTS events_lead_idx ON events (lead_id);

-- The unsent deliveries of an erased person's events; partial, so delivered rows cost no entry.
CREATE INDEX webhook_deliveries_unsent_event_idx ON webhook_deliveries (event_id)
    WHERE status IN ('PENDING', 'DELIVERING');

-- The opens and clicks not yet recorded of an erased person's emails.
CREATE INDEX tracking_hits_action_idx ON tracking_hits (action_id);

-- D-40 after D-54: an address that unsubscribed stays suppressed once its lead is erased, as the
-- HMAC-SHA256 of the lower-cased address under a key derived from the deployment's secrets key
-- (PersonDigests). New suppressions are written as the digest only; rows written before in clear
-- keep working (the engine compares both) and an erasure turns the erased address's clear row into
-- its digest.
ALTER TABLE email_suppressions DROP CONSTRAINT email_suppressions_pkey;
ALTER TABLE email_suppressions ALTER COLUMN address DROP NOT NULL;
ALTER TABLE email_suppressions ADD COLUMN address_digest bytea;
ALTER TABLE email_suppressions ADD CONSTRAINT email_suppressions_address_or_digest
    CHECK (address IS NOT NULL OR address_digest IS NOT NULL);
CREATE UNIQUE INDEX email_suppressions_clear_key ON email_suppressions (user_id, address)
    WHERE address IS NOT NULL;
CREATE UNIQUE INDEX email_suppressions_digest_key ON email_suppressions (user_id, address_digest)
    WHERE address_digest IS NOT NULL;

-- Timestamps as the API shows them (D-30), for the export's one-statement JSON.
CREATE FUNCTION epoch_ms(t timestamptz) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT (extract(epoch FROM t) * 1000)::bigint $$;
