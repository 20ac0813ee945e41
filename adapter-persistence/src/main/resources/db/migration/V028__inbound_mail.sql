-- D-47: where the service reads each mailbox's INBOX (the password encrypted as the SMTP one), how far
-- it has read (the folder's UIDVALIDITY and the last UID seen), and when it is next due: taking a
-- mailbox pushes its next_read_at forward, so instances share the mailboxes without reading one twice
-- at once (a message read twice all the same is applied once, by its receipt key).
ALTER TABLE email_accounts
    ADD COLUMN imap_host               text,
    ADD COLUMN imap_port               integer,
    ADD COLUMN imap_username           text,
    ADD COLUMN imap_password_encrypted text,
    ADD COLUMN imap_security           text CHECK (imap_security IN ('SSL', 'STARTTLS', 'NONE'));

CREATE TABLE mailbox_inboxes (
    mailbox_id   uuid        PRIMARY KEY,
    uid_validity bigint,
    last_uid     bigint,
    next_read_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mailbox_inboxes_due_idx ON mailbox_inboxes (next_read_at);

-- An out-of-office or other automatic answer is kept in the conversation, marked, and stops nothing.
ALTER TABLE messages ADD COLUMN auto_reply boolean NOT NULL DEFAULT false;

-- A reply names the email it answers by Message-ID: the ledger's reference of that mailbox's email.
CREATE INDEX engine_actions_email_ref_idx ON engine_actions (provider_ref) WHERE type = 'EMAIL';
