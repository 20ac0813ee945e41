-- D-40, D-46: the addresses an owner must never email again, written by the one-click unsubscribe. The
-- memberships and events the engine also asks about go with their lead or campaign when those are deleted;
-- a person who unsubscribes from an email whose lead was deleted since must stay unsubscribed all the same.
CREATE TABLE email_suppressions (
    user_id    uuid        NOT NULL REFERENCES users (id),
    address    text        NOT NULL CHECK (address = lower(address)),
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, address)
);
