-- Variants (D-51): each ledger entry names the 0-based variant of its step's texts that it sent,
-- chosen per (membership, step) by a stable hash, so that a retry and every reader agree and a
-- later change of the step's variants does not rewrite what was sent. A withdrawal carries its
-- invite's; a manual message, which has none, keeps 0. The default fills existing rows without
-- rewriting the table (they are all of one-variant steps).
ALTER TABLE engine_actions
    ADD COLUMN variant smallint NOT NULL DEFAULT 0
        CONSTRAINT engine_actions_variant_check CHECK (variant BETWEEN 0 AND 4);
