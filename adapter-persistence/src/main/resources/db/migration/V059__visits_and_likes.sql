-- D-53: profile visits and post likes are engine actions of their own, limited per linked account and
-- day like messages (D-38): visits_per_day (default 80, 1..250), likes_per_day (default 30, 1..100).
-- The engine counts them in the sender's usage row and a provider may throttle either kind alone
-- (D-43), as it does invites, messages and InMails; a withdrawal, a visit and a like never count as an
-- invite or a message.
ALTER TABLE linked_accounts
    ADD COLUMN visits_per_day integer NOT NULL DEFAULT 80 CHECK (visits_per_day BETWEEN 1 AND 250),
    ADD COLUMN likes_per_day  integer NOT NULL DEFAULT 30 CHECK (likes_per_day BETWEEN 1 AND 100);

ALTER TABLE engine_senders
    ADD COLUMN visits_today        integer NOT NULL DEFAULT 0,
    ADD COLUMN likes_today         integer NOT NULL DEFAULT 0,
    ADD COLUMN visits_paused_until timestamptz,
    ADD COLUMN likes_paused_until  timestamptz;

ALTER TABLE engine_actions DROP CONSTRAINT engine_actions_type_check;
ALTER TABLE engine_actions ADD CONSTRAINT engine_actions_type_check CHECK (type IN (
    'INVITE', 'MESSAGE', 'INMAIL', 'EMAIL', 'WITHDRAW', 'VISIT', 'LIKE_POST'));
