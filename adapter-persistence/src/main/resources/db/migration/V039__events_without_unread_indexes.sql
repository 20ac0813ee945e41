-- The events table keeps only the indexes something reads (docs/decisions.md "Event
-- recording", "References of the append-only tables").
--
-- Every event is inserted once and read back by its id (the outbox's claim) or, for UNSUBSCRIBED, by
-- its owner (events_unsubscribed_idx, the engine's suppression check). No statement of the service
-- reads events by campaign and time, by membership, or by seq: the statistics come from their
-- counters (V007, V024) and there is no API that lists events. Each of these indexes still cost every
-- event an index insertion, at a random place for the membership's: 20,000 events inserted in one
-- statement took 215 to 318 ms with them and 87 to 141 ms without (six alternating runs each,
-- docs/performance.md "Event recording").
--
-- seq stays (GENERATED ALWAYS AS IDENTITY, so still unique and in recording order); only its unique
-- index goes. A feature that reads events by one of these keys adds the index it needs (CREATE INDEX
-- CONCURRENTLY on a live database). Deleting a campaign or a membership (an operator's SQL; V038's
-- trigger then looks for events naming it) now reads the events table, as deleting a lead or a user
-- always did.

DROP INDEX events_campaign_time_idx;
DROP INDEX events_membership_idx;
ALTER TABLE events DROP CONSTRAINT events_seq_key;
