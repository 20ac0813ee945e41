-- q of the inbox (D-49): the lead's search text is stored on its row, and one trigram index holds
-- it per owner. The inbox looks up the owner's matching leads through that index first and reads
-- their conversations in activity order (JdbcInboxRepository), so a term shared by thousands of
-- leads costs one index scan plus a look-up per match, instead of a walk of the activity index that
-- tests the leads one by one.
--
-- A generated column follows every write of the fields it is made of: the erasure (D-54), which
-- blanks them, leaves nothing of the person here.
ALTER TABLE leads ADD COLUMN search_text text NOT NULL
    GENERATED ALWAYS AS (lead_search_text(first_name, last_name, full_name, custom_fields, email)) STORED;

-- The owner is a key of the same index (btree_gin, shipped with PostgreSQL like pg_trgm): the scan
-- yields only the owner's leads, so a term common in other accounts costs this one nothing.
CREATE EXTENSION IF NOT EXISTS btree_gin;

CREATE INDEX leads_owner_search_idx ON leads USING gin (user_id, search_text gin_trgm_ops);

DROP INDEX leads_search_idx;
