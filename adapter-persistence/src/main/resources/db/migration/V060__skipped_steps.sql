-- Skipped steps (D-50): a client program's step whose guard is false, a MESSAGE to a lead who is
-- not a connection, an EMAIL to a lead without a usable address is "written in the ledger as
-- SKIPPED with that reason" (in error). Nothing is sent, so such a row has no sender; every other
-- row keeps one. engine_actions_one_live_per_step leaves out FAILED and CANCELLED only, so a
-- SKIPPED row counts as live: a step is never skipped, or skipped and then sent, twice.
ALTER TABLE engine_actions ALTER COLUMN sender_id DROP NOT NULL;
ALTER TABLE engine_actions DROP CONSTRAINT engine_actions_status_check;
ALTER TABLE engine_actions
    ADD CONSTRAINT engine_actions_status_check
        CHECK (status IN ('RESERVED', 'SENDING', 'SENT', 'FAILED', 'CANCELLED', 'UNKNOWN', 'SKIPPED')),
    ADD CONSTRAINT engine_actions_sender_check CHECK (sender_id IS NOT NULL OR status = 'SKIPPED');
