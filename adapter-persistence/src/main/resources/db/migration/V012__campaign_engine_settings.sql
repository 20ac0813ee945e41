-- A campaign's engine settings (DECISIONS D-35, D-37, D-46; PATCH /campaigns/{id}, D-36).
--   delays          the waits between steps as the client gave them (ISO-8601 text, stripped and
--                   upper-cased, e.g. {PT2H,P3D}); entry i is the wait before step i + 2. NULL: every
--                   wait at the sequence's default (CONNECT P1D, P3D, P4D; the others P3D, P4D). Fewer
--                   entries than the sequence has waits: the missing positions take their default.
--   invite_expiry   ISO-8601 text; NULL: P21D.
--   sender_ids      linked accounts (CONNECT, MESSAGE, INMAIL) or mailboxes (EMAIL) the campaign may
--                   send from; empty: all of the owner's of that kind.
--   tracking_*      email open / click tracking, off unless asked for.
ALTER TABLE campaigns
    ADD COLUMN delays          text[],
    ADD COLUMN invite_expiry   text,
    ADD COLUMN sender_ids      uuid[]  NOT NULL DEFAULT '{}',
    ADD COLUMN tracking_opens  boolean NOT NULL DEFAULT false,
    ADD COLUMN tracking_clicks boolean NOT NULL DEFAULT false;
