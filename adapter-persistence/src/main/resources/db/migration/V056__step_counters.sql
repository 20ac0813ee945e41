-- D-52 step statistics: per campaign, UTC day, step (its identity in the program), variant (0-based)
-- and figure, how many, bumped in the recording transaction of the event behind it, on that
-- transaction's counter slot as the daily event counts are (V024, V034), so concurrent writers into
-- one campaign never wait on one counter row. The stats read sums a campaign's days and shards
-- through the primary key. No reference to campaigns: like campaign_event_days, a step counter only
-- exists with an event of its campaign, which refuse_deleting_referenced already checks for.
CREATE TABLE campaign_step_days (
    campaign_id uuid     NOT NULL,
    day         date     NOT NULL,
    step        integer  NOT NULL CHECK (step >= 1),
    variant     smallint NOT NULL CHECK (variant >= 0),
    figure      text     NOT NULL
        CHECK (figure IN ('SENT', 'SKIPPED', 'ACCEPTED', 'OPENED', 'CLICKED', 'REPLIED', 'BOUNCED')),
    shard       smallint NOT NULL DEFAULT 0 CHECK (shard >= 0 AND shard <= 15),
    count       bigint   NOT NULL CHECK (count > 0),
    PRIMARY KEY (campaign_id, day, step, variant, figure, shard)
);
