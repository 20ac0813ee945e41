-- A crashed instance's memberships are claimed before the due backlog (EngineSql.CLAIM_EXPIRED), so
-- its work is taken over within a lease, not behind thousands of due leads. Only held rows are in
-- this index: released rows have leased_by NULL.
CREATE INDEX memberships_leased_idx ON memberships (next_action_at) WHERE leased_by IS NOT NULL;
