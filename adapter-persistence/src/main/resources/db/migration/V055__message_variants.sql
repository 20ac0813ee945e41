-- Variants (D-51): an IN message that answers a step carries that step's variant: the variant of
-- the membership's latest sequence action that went out before it (SENT, or UNKNOWN, which counts
-- as carried out), as D-52 attributes a reply to the step before it. NULL on OUT messages and on
-- a message that answers no step (none went out yet).
ALTER TABLE messages
    ADD COLUMN variant smallint
        CONSTRAINT messages_variant_check CHECK (variant BETWEEN 0 AND 4);
