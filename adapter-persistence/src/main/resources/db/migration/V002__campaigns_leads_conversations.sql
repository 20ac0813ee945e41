-- Campaigns, leads, their memberships in campaigns and conversations (spec 2.4, 2.5, 3.2, 3.3;
-- DECISIONS D-11 ... D-21).

CREATE TABLE campaigns (
    id         uuid        PRIMARY KEY,
    user_id    uuid        NOT NULL REFERENCES users (id),
    title      text        NOT NULL,
    url        text,
    sequence   text        NOT NULL CHECK (sequence IN ('CONNECT', 'MESSAGE', 'INMAIL', 'EMAIL')),
    content    jsonb       NOT NULL,
    status     text        NOT NULL CHECK (status IN ('ACTIVE', 'PAUSED', 'COMPLETED', 'FAILED', 'ARCHIVED', 'DELETED')),
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
);
-- GET /campaigns: the caller's, newest first, keyset-paginated (D-14).
CREATE INDEX campaigns_user_page_idx ON campaigns (user_id, created_at DESC, id DESC);

-- A lead is a person of one user, identified by the canonical profile link (D-15, D-16).
CREATE TABLE leads (
    id             uuid        PRIMARY KEY,
    user_id        uuid        NOT NULL REFERENCES users (id),
    profile_link   text        NOT NULL,
    sales_nav_link text,
    recruiter_link text,
    first_name     text,
    last_name      text,
    full_name      text,
    email          text,
    email_status   text CHECK (email_status IN ('valid', 'invalid', 'risky', 'catch_all', 'unknown')),
    custom_fields  jsonb       NOT NULL DEFAULT '{}'::jsonb,
    created_at     timestamptz NOT NULL,
    updated_at     timestamptz NOT NULL,
    CONSTRAINT leads_user_link_key UNIQUE (user_id, profile_link)
);

-- A lead in a campaign. Its id is the API's leadId; its conversation exists from the start (D-16).
CREATE TABLE memberships (
    id               uuid        PRIMARY KEY,
    seq              bigint      GENERATED ALWAYS AS IDENTITY,
    campaign_id      uuid        NOT NULL REFERENCES campaigns (id),
    lead_id          uuid        NOT NULL REFERENCES leads (id),
    user_id          uuid        NOT NULL REFERENCES users (id),
    status           text        NOT NULL CHECK (status IN ('PENDING', 'IN_PROGRESS', 'PAUSED', 'REPLIED', 'COMPLETED',
                                                            'FAILED', 'BLACKLISTED', 'BOUNCED', 'UNSUBSCRIBED', 'DELETED')),
    current_step     integer     NOT NULL DEFAULT 0 CHECK (current_step >= 0),
    -- A manual message stops the automated sequence for this membership (D-21).
    sequence_stopped boolean     NOT NULL DEFAULT false,
    conversation_id  uuid        NOT NULL UNIQUE,
    created_at       timestamptz NOT NULL,
    updated_at       timestamptz NOT NULL
);
-- At most one live membership of a lead in a campaign; a deleted one may be followed by a new one (D-19).
CREATE UNIQUE INDEX memberships_live_key ON memberships (campaign_id, lead_id) WHERE status <> 'DELETED';
-- GET /leads?campaignId=: keyset pagination in insertion order (D-20).
CREATE INDEX memberships_campaign_page_idx ON memberships (campaign_id, seq);
-- POST /leads/update: every membership of a lead.
CREATE INDEX memberships_lead_idx ON memberships (lead_id);
CREATE INDEX memberships_user_idx ON memberships (user_id);

CREATE TABLE messages (
    id              uuid        PRIMARY KEY,
    seq             bigint      GENERATED ALWAYS AS IDENTITY,
    conversation_id uuid        NOT NULL REFERENCES memberships (conversation_id),
    direction       text        NOT NULL CHECK (direction IN ('OUT', 'IN')),
    content         text        NOT NULL,
    status          text        NOT NULL CHECK (status IN ('QUEUED', 'SENT', 'FAILED', 'RECEIVED')),
    created_at      timestamptz NOT NULL
);
-- GET /conversations/{id}: oldest first (D-21).
CREATE INDEX messages_conversation_idx ON messages (conversation_id, seq);
