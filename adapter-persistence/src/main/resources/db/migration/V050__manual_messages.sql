-- Manual messages go out (D-48): a message sent with spec 4.5 leaves through the membership's
-- sender, written in the engine's ledger first (D-41) like any action, and marked manual there.
-- It is outside the sequence: any number of them per membership, so the ledger's
-- one-live-action-per-step index leaves them out.
ALTER TABLE engine_actions ADD COLUMN manual boolean NOT NULL DEFAULT false;
DROP INDEX engine_actions_one_live_per_step;
CREATE UNIQUE INDEX engine_actions_one_live_per_step ON engine_actions (membership_id, step, type)
    WHERE status NOT IN ('FAILED', 'CANCELLED') AND NOT manual;

-- The message names its ledger row, so that whoever settles the action (the sending instance, or
-- the one that takes a dead instance's lease over) also settles the message; error is the reason
-- code of a FAILED one. Only manual messages have an action; the partial index serves the settle.
ALTER TABLE messages
    ADD COLUMN action_id uuid,
    ADD COLUMN error     text;
CREATE INDEX messages_action_idx ON messages (action_id) WHERE action_id IS NOT NULL;
