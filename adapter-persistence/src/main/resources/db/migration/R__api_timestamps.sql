-- Timestamps as the API shows them, milliseconds since the epoch (D-30), for statements that build
-- the answer's JSON themselves (the lead export, D-54).
--
-- Today's body. Flyway runs this file after the versioned migrations and again whenever it
-- changes: a new body is an edit here, not a new versioned file. First created in V045.

-- Timestamps as the API shows them (D-30), for the export's one-statement JSON.
CREATE OR REPLACE FUNCTION epoch_ms(t timestamptz) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT (extract(epoch FROM t) * 1000)::bigint $$;
