-- The inbox (D-49, V042): adding or removing messages keeps each conversation's latest message,
-- activity time and unread count on its row, the membership (D-16), so the inbox reads no messages.
--
-- Today's bodies of these functions. Flyway runs this file after the versioned migrations and again
-- whenever it changes: a new body is an edit here, not a new versioned file. The triggers that call
-- them are created in V042.

-- A statement's messages move their conversations once each: the latest message (by createdAt,
-- the one inserted last on a tie) becomes the last one unless the conversation already has a later
-- one (an IN message may carry the provider's earlier time), and every IN message is one more
-- unread. The activity time therefore only ever rises, which keeps the inbox's keyset pages free of
-- duplicates.
CREATE OR REPLACE FUNCTION conversation_messages_added() RETURNS trigger LANGUAGE plpgsql AS $$
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

-- Messages removed (a lead's data erased): their conversations show what is left, or drop out of
-- the inbox when nothing is.
CREATE OR REPLACE FUNCTION conversation_messages_removed() RETURNS trigger LANGUAGE plpgsql AS $$
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
