-- Users, their LinkedIn accounts and mailboxes (spec 2.1-2.3, 3.1; DECISIONS D-1 ... D-10, D-28).

CREATE TABLE users (
    id                 uuid        PRIMARY KEY,
    email              text        NOT NULL,
    -- The comparison key (the email lower-cased by the service), so that uniqueness does not
    -- depend on the database's locale (D-1: emails compare case-insensitively).
    email_key          text        NOT NULL,
    full_name          text        NOT NULL,
    role               text        NOT NULL CHECK (role IN ('AGENCY_OWNER', 'MEMBER')),
    parent_agency_id   uuid        REFERENCES users (id),
    plan_id            text,
    plan_expires_at    timestamptz,
    status             text        NOT NULL CHECK (status IN ('ACTIVE', 'PAUSED', 'CANCELLED')),
    -- The token is looked up by its SHA-256 and kept encrypted for GET /tokens and /users/me (D-3).
    api_key_hash       bytea       NOT NULL UNIQUE,
    api_key_encrypted  text        NOT NULL,
    last_used_at       timestamptz,
    cancel_reason      text,
    cancel_description text,
    cancelled_at       timestamptz,
    created_at         timestamptz NOT NULL,
    updated_at         timestamptz NOT NULL
);

-- Emails are unique case-insensitively among live accounts; a cancelled account frees its email (D-10).
CREATE UNIQUE INDEX users_live_email_key ON users (email_key) WHERE status <> 'CANCELLED';
CREATE INDEX users_parent_agency_idx ON users (parent_agency_id) WHERE parent_agency_id IS NOT NULL;

CREATE TABLE linked_accounts (
    id             uuid        PRIMARY KEY,
    user_id        uuid        NOT NULL REFERENCES users (id),
    email          text        NOT NULL,
    email_key      text        NOT NULL,
    profile_link   text        NOT NULL,
    full_name      text,
    headline       text,
    sales_nav_link text,
    recruiter_link text,
    profile_urn    text,
    profile_pic    text,
    premium        boolean     NOT NULL,
    time_zone      text        NOT NULL,
    is_valid       boolean     NOT NULL,
    invalid_reason text,
    is_paused      boolean     NOT NULL,
    created_at     timestamptz NOT NULL
);
CREATE UNIQUE INDEX linked_accounts_user_email_key ON linked_accounts (user_id, email_key);
CREATE INDEX linked_accounts_user_created_idx ON linked_accounts (user_id, created_at, id);

CREATE TABLE email_accounts (
    id                      uuid        PRIMARY KEY,
    user_id                 uuid        NOT NULL REFERENCES users (id),
    email                   text        NOT NULL,
    email_key               text        NOT NULL,
    full_name               text,
    type                    text        NOT NULL,
    smtp_host               text,
    smtp_port               integer,
    smtp_username           text,
    smtp_password_encrypted text,
    smtp_security           text CHECK (smtp_security IN ('SSL', 'STARTTLS', 'NONE')),
    daily_limit             integer     NOT NULL CHECK (daily_limit > 0),
    is_valid                boolean     NOT NULL,
    is_paused               boolean     NOT NULL,
    created_at              timestamptz NOT NULL
);
CREATE UNIQUE INDEX email_accounts_user_email_key ON email_accounts (user_id, email_key);
CREATE INDEX email_accounts_user_created_idx ON email_accounts (user_id, created_at, id);
