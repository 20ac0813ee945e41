-- The LinkedIn provider's own signals (D-44, docs/linkedin.md): acceptances, received messages, account status.

-- Each signal's key once: a retried webhook, or the relations poll finding what a webhook reported,
-- records nothing twice ("relation:<account>:<member>", "message:<account>:<message id>"; and
-- "unsubscribe:<membership>" for the one-click unsubscribe, D-46).
CREATE TABLE signal_receipts (
    key         text        PRIMARY KEY,
    received_at timestamptz NOT NULL DEFAULT now()
);

-- Which member a lead's profile link is, as the provider's look-ups said: its signals name members by
-- their provider id only (a Sales Navigator or Recruiter link carries another id).
CREATE TABLE linkedin_members (
    provider_id  text        PRIMARY KEY,
    profile_link text        NOT NULL,
    seen_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX linkedin_members_link_idx ON linkedin_members (profile_link);

-- A signal names the provider's account: the sender behind it.
CREATE INDEX linked_accounts_provider_account_idx ON linked_accounts (provider_account_id)
    WHERE provider_account_id IS NOT NULL;
-- A message names its chat: the memberships whose sequence runs in it (their actions' reference).
CREATE INDEX engine_actions_reference_idx ON engine_actions (provider_ref) WHERE provider_ref IS NOT NULL;

-- The relations poll (outreach.network.unipile.relations-poll): when each provider account is due,
-- and which instance holds it meanwhile (one at a time per account).
CREATE TABLE network_relation_polls (
    provider_account_id text        PRIMARY KEY,
    next_poll_at        timestamptz NOT NULL,
    leased_until        timestamptz
);
