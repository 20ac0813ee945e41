-- Tags, blacklist entries and webhooks (spec 2.6-2.8, 4.11-4.13, 4.18-4.20; DECISIONS D-22 ... D-25).
-- Each table has a seq so that lists are oldest first, in the order added, also within one instant.

CREATE TABLE tags (
    id         uuid        PRIMARY KEY,
    seq        bigint      GENERATED ALWAYS AS IDENTITY,
    user_id    uuid        NOT NULL REFERENCES users (id),
    name       text        NOT NULL,
    -- Tag.keyOf(name), computed in Java, so that the database and the domain agree on "the same name" (D-22).
    name_key   text        NOT NULL,
    color      text        NOT NULL,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    CONSTRAINT tags_user_name_key UNIQUE (user_id, name_key)
);
CREATE INDEX tags_user_list_idx ON tags (user_id, created_at, seq);

CREATE TABLE blacklist_entries (
    id            uuid        PRIMARY KEY,
    seq           bigint      GENERATED ALWAYS AS IDENTITY,
    user_id       uuid        NOT NULL REFERENCES users (id),
    -- The linked account's email as that account spells it; null for an entry of the user as a whole (D-23).
    account_email text,
    -- The account email in lower case, '' for the user as a whole: part of the rule's identity.
    account_key   text        NOT NULL,
    type          text        NOT NULL CHECK (type IN ('PROFILE_URL', 'JOB_TITLE', 'KEYWORD')),
    keyword       text        NOT NULL,
    -- BlacklistKeyword.matchKey(): the canonical link, or the text folded for comparison.
    match_key     text        NOT NULL,
    created_at    timestamptz NOT NULL,
    -- An identical entry is stored once (D-23); INSERT ... ON CONFLICT relies on this key.
    CONSTRAINT blacklist_entries_rule_key UNIQUE (user_id, account_key, type, match_key)
);
CREATE INDEX blacklist_entries_user_list_idx ON blacklist_entries (user_id, created_at, seq);

CREATE TABLE webhooks (
    id               uuid        PRIMARY KEY,
    seq              bigint      GENERATED ALWAYS AS IDENTITY,
    user_id          uuid        NOT NULL REFERENCES users (id),
    title            text        NOT NULL,
    callback_url     text        NOT NULL,
    event            text        NOT NULL CHECK (event IN ('CONNECT_INVITED', 'ACCEPTS_REQUEST', 'REPLY_DETECTED',
                                                           'EMAIL_SENT', 'OPENED', 'BOUNCED', 'CLICKED', 'UNSUBSCRIBED')),
    -- The signing secret, AES-GCM encrypted (SecretCipher): shown to the client once, at creation (D-24).
    secret_encrypted text        NOT NULL,
    is_valid         boolean     NOT NULL,
    created_at       timestamptz NOT NULL
);
CREATE INDEX webhooks_user_list_idx ON webhooks (user_id, created_at, seq);
