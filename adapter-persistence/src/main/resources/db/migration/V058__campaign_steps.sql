-- D-50, D-36: a campaign may run its own steps instead of a fixed sequence. `steps` holds that
-- program with its step identities and the next identity to give (`nextStepId`), so that a change
-- keeps the identities of the steps it continues and never gives one twice; such a campaign's
-- sequence is CUSTOM, and it has no content, delays or invite expiry of its own (docs/decisions.md
-- P-262, P-263). Null for a fixed sequence, which every existing campaign is.
ALTER TABLE campaigns ADD COLUMN steps jsonb;
ALTER TABLE campaigns DROP CONSTRAINT campaigns_sequence_check;
ALTER TABLE campaigns ADD CONSTRAINT campaigns_sequence_check
    CHECK (sequence IN ('CONNECT', 'MESSAGE', 'INMAIL', 'EMAIL', 'CUSTOM'));
ALTER TABLE campaigns ADD CONSTRAINT campaigns_steps_check
    CHECK ((sequence = 'CUSTOM') = (steps IS NOT NULL));
