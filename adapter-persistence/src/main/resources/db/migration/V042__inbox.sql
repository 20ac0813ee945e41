-- The inbox (D-49). What GET /conversations shows of a conversation (its latest message, how many
-- incoming messages are unread, its activity time) is kept on the conversation's own row, the
-- membership (D-16), by triggers on messages: every writer of a message (the engine, manual
-- messages, IMAP and Unipile replies) keeps it in the same statement, and a page of the inbox reads
-- rows through an index instead of scanning messages.

ALTER TABLE memberships
    ADD COLUMN last_message_at        timestamptz,
    ADD COLUMN last_message_direction text,
    ADD COLUMN last_message_content   text,
    ADD COLUMN unread_count           integer NOT NULL DEFAULT 0;

-- A statement's messages move their conversations once each: the latest message (by createdAt,
-- the one inserted last on a tie) becomes the last one unless the conversation already has a later
-- one (an IN message may carry the provider's earlier time), and every IN message is one more
-- unread. The activity time therefore only ever rises, which keeps the inbox's keyset pages free of
-- duplicates.
CREATE FUNCTION conversation_messages_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE memberships m SET
        last_message_at = CASE WHEN m.last_message_at IS NULL OR n.created_at >= m.last_message_at
                               THEN n.created_at ELSE m.last_message_at END,
        last_message_direction = CASE WHEN m.last_message_at IS NULL OR n.created_at >= m.last_message_at
                                      THEN n.direction ELSE m.last_message_direction END,
        last_message_content = CASE WHEN m.last_message_at IS NULL OR n.created_at >= m.last_message_at
                                    THEN left(n.content, 200) ELSE m.last_message_content END,
        unread_count = m.unread_count + n.incoming
    FROM (SELECT DISTINCT ON (conversation_id) conversation_id, created_at, direction, content,
                 count(*) FILTER (WHERE direction = 'IN') OVER (PARTITION BY conversation_id) AS incoming
          FROM added_messages
          ORDER BY conversation_id, created_at DESC, seq DESC) n
    WHERE m.conversation_id = n.conversation_id;
    RETURN NULL;
END
$$;

CREATE TRIGGER messages_keep_conversation AFTER INSERT ON messages
    REFERENCING NEW TABLE AS added_messages
    FOR EACH STATEMENT EXECUTE FUNCTION conversation_messages_added();

-- Messages removed (a lead's data erased): their conversations show what is left, or drop out of
-- the inbox when nothing is.
CREATE FUNCTION conversation_messages_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE memberships m SET
        last_message_at = last.created_at,
        last_message_direction = last.direction,
        last_message_content = left(last.content, 200),
        unread_count = least(m.unread_count,
            (SELECT count(*) FROM messages x WHERE x.conversation_id = m.conversation_id AND x.direction = 'IN'))
    FROM (SELECT DISTINCT conversation_id FROM removed_messages) d
    LEFT JOIN LATERAL (
        SELECT x.created_at, x.direction, x.content FROM messages x
        WHERE x.conversation_id = d.conversation_id
        ORDER BY x.created_at DESC, x.seq DESC LIMIT 1) last ON true
    WHERE m.conversation_id = d.conversation_id;
    RETURN NULL;
END
$$;

CREATE TRIGGER messages_forget_conversation AFTER DELETE ON messages
    REFERENCING OLD TABLE AS removed_messages
    FOR EACH STATEMENT EXECUTE FUNCTION conversation_messages_removed();

-- The conversations that already have messages; nothing has been read yet.
UPDATE memberships m SET
    last_message_at = last.created_at,
    last_message_direction = last.direction,
    last_message_content = left(last.content, 200),
    unread_count = last.incoming
FROM (SELECT DISTINCT ON (conversation_id) conversation_id, created_at, direction, content,
             count(*) FILTER (WHERE direction = 'IN') OVER (PARTITION BY conversation_id) AS incoming
      FROM messages
      ORDER BY conversation_id, created_at DESC, seq DESC) last
WHERE m.conversation_id = last.conversation_id;

-- One index per way the inbox is read, newest activity first, each holding only conversations that
-- have a message (the memberships the engine has not written to yet are in none of them).
CREATE INDEX memberships_inbox_idx ON memberships (user_id, last_message_at DESC, id DESC)
    WHERE last_message_at IS NOT NULL;
CREATE INDEX memberships_inbox_unread_idx ON memberships (user_id, last_message_at DESC, id DESC)
    WHERE unread_count > 0;
CREATE INDEX memberships_inbox_campaign_idx ON memberships (campaign_id, last_message_at DESC, id DESC)
    WHERE last_message_at IS NOT NULL;
CREATE INDEX memberships_inbox_sender_idx ON memberships (sender_id, last_message_at DESC, id DESC)
    WHERE last_message_at IS NOT NULL;
CREATE INDEX memberships_inbox_status_idx ON memberships (user_id, status, last_message_at DESC, id DESC)
    WHERE last_message_at IS NOT NULL;

-- q: a case-insensitive substring of the lead's names, company or email, through trigrams.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE FUNCTION lead_search_text(first_name text, last_name text, full_name text, custom_fields jsonb,
                                 email text)
    RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(full_name, '')
                 || ' ' || coalesce(custom_fields ->> 'company', '') || ' '
                 || coalesce(custom_fields ->> 'companyName', '') || ' ' || coalesce(email, ''));

CREATE INDEX leads_search_idx ON leads
    USING gin (lead_search_text(first_name, last_name, full_name, custom_fields, email) gin_trgm_ops);
