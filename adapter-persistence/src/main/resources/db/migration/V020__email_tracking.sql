-- D-40, D-46: an address that unsubscribed is never emailed again by that owner, also when its
-- membership had already ended (COMPLETED stays COMPLETED): the engine asks the UNSUBSCRIBED events too.
CREATE INDEX events_unsubscribed_idx ON events (user_id) WHERE kind = 'UNSUBSCRIBED';
