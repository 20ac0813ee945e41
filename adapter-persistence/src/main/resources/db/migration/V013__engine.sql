-- The outreach engine (DECISIONS D-34 ... D-44; docs/architecture.md "The outreach engine").

-- D-42: the engine's own event kinds, accepted by webhooks and POST /events alike.
ALTER TABLE events DROP CONSTRAINT events_kind_check;
ALTER TABLE events ADD CONSTRAINT events_kind_check CHECK (kind IN ('CONNECT_INVITED', 'ACCEPTS_REQUEST',
    'REPLY_DETECTED', 'EMAIL_SENT', 'OPENED', 'BOUNCED', 'CLICKED', 'UNSUBSCRIBED',
    'MESSAGE_SENT', 'INMAIL_SENT', 'ACCOUNT_PAUSED'));
ALTER TABLE webhooks DROP CONSTRAINT webhooks_event_check;
ALTER TABLE webhooks ADD CONSTRAINT webhooks_event_check CHECK (event IN ('CONNECT_INVITED', 'ACCEPTS_REQUEST',
    'REPLY_DETECTED', 'EMAIL_SENT', 'OPENED', 'BOUNCED', 'CLICKED', 'UNSUBSCRIBED',
    'MESSAGE_SENT', 'INMAIL_SENT', 'ACCOUNT_PAUSED'));

-- The schedule lives on the membership row. next_action_at is when the engine should look at the
-- membership again (NULL: nothing planned until something wakes it: a campaign resumed, a sender
-- added, an acceptance). The engine works out what is due itself, from the step reached, the time
-- of the last step (last_action_at) or of the acceptance (accepted_at) and the campaign's delays, so
-- waking a membership early is always harmless. A claim leases the row to one worker (leased_by)
-- and moves next_action_at to the end of the lease, so a crashed worker's rows simply fall due
-- again and are taken over by another instance; no separate lease column is needed.
ALTER TABLE memberships
    ADD COLUMN next_action_at timestamptz,
    ADD COLUMN sender_id      uuid,
    ADD COLUMN status_reason  text,
    ADD COLUMN accepted_at    timestamptz,
    ADD COLUMN last_action_at timestamptz,
    ADD COLUMN leased_by      text;
UPDATE memberships SET next_action_at = created_at WHERE status IN ('PENDING', 'IN_PROGRESS');
-- New memberships are due at once; the engine then plans them (D-37: the sender is chosen when the
-- first step is due).
ALTER TABLE memberships ALTER COLUMN next_action_at SET DEFAULT now();

-- The due scan: open memberships in order of when they are due. Only rows with something planned
-- are in the index, so parked and finished memberships cost the scan nothing.
CREATE INDEX memberships_due_idx ON memberships (next_action_at)
    WHERE next_action_at IS NOT NULL AND status IN ('PENDING', 'IN_PROGRESS');
-- Waking a campaign's or an owner's parked memberships.
CREATE INDEX memberships_parked_campaign_idx ON memberships (campaign_id)
    WHERE next_action_at IS NULL AND status IN ('PENDING', 'IN_PROGRESS');

-- The action ledger (D-41): every action is written here before the provider is called. At most
-- one action of a membership's step is alive (anything but FAILED or CANCELLED), whatever the
-- number of instances: the database itself refuses a second one.
CREATE TABLE engine_actions (
    id            uuid        PRIMARY KEY,
    seq           bigint      GENERATED ALWAYS AS IDENTITY UNIQUE,
    membership_id uuid        NOT NULL REFERENCES memberships (id),
    user_id       uuid        NOT NULL REFERENCES users (id),
    sender_id     uuid        NOT NULL,
    step          integer     NOT NULL CHECK (step >= 1),
    type          text        NOT NULL CHECK (type IN ('INVITE', 'MESSAGE', 'INMAIL', 'EMAIL', 'WITHDRAW')),
    status        text        NOT NULL CHECK (status IN ('RESERVED', 'SENDING', 'SENT', 'FAILED', 'CANCELLED', 'UNKNOWN')),
    attempts      integer     NOT NULL DEFAULT 0,
    reserved_at   timestamptz NOT NULL,
    -- When the latest attempt was handed to the provider (database time, for the audits of D-40).
    started_at    timestamptz,
    sent_at       timestamptz,
    error         text,
    provider_ref  text
);
CREATE UNIQUE INDEX engine_actions_one_live_per_step ON engine_actions (membership_id, step, type)
    WHERE status NOT IN ('FAILED', 'CANCELLED');
CREATE INDEX engine_actions_membership_idx ON engine_actions (membership_id, seq);
-- The rolling 7-day invite count of a sender (D-38).
CREATE INDEX engine_actions_sender_week_idx ON engine_actions (sender_id, type, reserved_at)
    WHERE status <> 'CANCELLED';

-- One row per sender (linked account or mailbox): the row the limit check locks, today's usage per
-- action kind in the sender's own calendar day, the earliest start the gap allows (D-39), and the
-- provider's pauses (D-43).
CREATE TABLE engine_senders (
    sender_id              uuid        PRIMARY KEY,
    user_id                uuid        NOT NULL REFERENCES users (id),
    usage_day              date,
    invites_today          integer     NOT NULL DEFAULT 0,
    messages_today         integer     NOT NULL DEFAULT 0,
    inmails_today          integer     NOT NULL DEFAULT 0,
    emails_today           integer     NOT NULL DEFAULT 0,
    next_free_at           timestamptz,
    last_action_at         timestamptz,
    paused_until           timestamptz,
    pause_reason           text,
    invites_paused_until   timestamptz,
    messages_paused_until  timestamptz,
    inmails_paused_until   timestamptz
);
