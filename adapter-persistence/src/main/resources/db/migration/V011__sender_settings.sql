-- Sender settings of linked accounts and mailboxes (D-38, D-39, D-43, D-44). The outreach engine's
-- SQL reads these columns by name. A NULL schedule_days / schedule_start / schedule_end means "the
-- deployment default" (outreach.engine.default-schedule.*), so a changed default reaches every sender
-- that did not choose its own. schedule_days lists upper-case day names in MON..SUN order, comma
-- separated (MON,WED); times are HH:MM, and an end may be 24:00 (HH:MM text compares in time order).
-- The existing time_zone of linked_accounts is the schedule's zone; is_paused is the user's pause.
ALTER TABLE linked_accounts
    ADD COLUMN invites_per_day     integer NOT NULL DEFAULT 20  CHECK (invites_per_day BETWEEN 1 AND 100),
    ADD COLUMN invites_per_week    integer NOT NULL DEFAULT 100 CHECK (invites_per_week BETWEEN 1 AND 200),
    ADD COLUMN messages_per_day    integer NOT NULL DEFAULT 50  CHECK (messages_per_day BETWEEN 1 AND 150),
    ADD COLUMN inmails_per_day     integer NOT NULL DEFAULT 20  CHECK (inmails_per_day BETWEEN 1 AND 50),
    ADD COLUMN warm_up             boolean NOT NULL DEFAULT false,
    ADD COLUMN warm_up_started_at  timestamptz,
    ADD COLUMN schedule_days       text CHECK (schedule_days ~ '^(MON|TUE|WED|THU|FRI|SAT|SUN)(,(MON|TUE|WED|THU|FRI|SAT|SUN))*$'),
    ADD COLUMN schedule_start      text CHECK (schedule_start ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
    ADD COLUMN schedule_end        text CHECK (schedule_end ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'),
    ADD COLUMN provider_account_id text CHECK (char_length(provider_account_id) <= 200),
    ADD CONSTRAINT linked_accounts_warm_up_started CHECK (warm_up = (warm_up_started_at IS NOT NULL)),
    ADD CONSTRAINT linked_accounts_schedule_window CHECK (schedule_start < schedule_end);

ALTER TABLE email_accounts
    ADD COLUMN time_zone           text    NOT NULL DEFAULT 'UTC',
    ADD COLUMN warm_up             boolean NOT NULL DEFAULT false,
    ADD COLUMN warm_up_started_at  timestamptz,
    ADD COLUMN schedule_days       text CHECK (schedule_days ~ '^(MON|TUE|WED|THU|FRI|SAT|SUN)(,(MON|TUE|WED|THU|FRI|SAT|SUN))*$'),
    ADD COLUMN schedule_start      text CHECK (schedule_start ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
    ADD COLUMN schedule_end        text CHECK (schedule_end ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'),
    ADD CONSTRAINT email_accounts_warm_up_started CHECK (warm_up = (warm_up_started_at IS NOT NULL)),
    ADD CONSTRAINT email_accounts_schedule_window CHECK (schedule_start < schedule_end);

-- D-38 caps a mailbox at 500 a day; the API accepted up to 10,000 before, so larger limits become 500.
UPDATE email_accounts SET daily_limit = 500 WHERE daily_limit > 500;
ALTER TABLE email_accounts ADD CONSTRAINT email_accounts_daily_limit_range CHECK (daily_limit BETWEEN 1 AND 500);
