package com.outreach.adapter.out.persistence.conversation;

/**
 * The insert of an IN message, shared by every adapter that receives one (IMAP, the LinkedIn
 * provider's signals): with the variant of the step it answers (D-51, V055), the membership's
 * latest sequence action that went out (SENT or UNKNOWN; not a manual message, not a withdrawal),
 * found through {@code memberships_conversation_id_key} and {@code engine_actions_membership_idx}.
 * Parameters: id, conversation id, content, created at, auto reply.
 */
public final class IncomingMessageSql {
  public static final String INSERT =
      """
      INSERT INTO messages (id, conversation_id, direction, content, status, created_at, auto_reply, variant)
      SELECT v.id, v.conversation_id, 'IN', v.content, 'RECEIVED', v.created_at, v.auto_reply,
             (SELECT a.variant FROM memberships m JOIN engine_actions a ON a.membership_id = m.id
              WHERE m.conversation_id = v.conversation_id AND NOT a.manual AND a.type <> 'WITHDRAW'
                AND a.status IN ('SENT', 'UNKNOWN')
              ORDER BY a.seq DESC LIMIT 1)
      FROM (VALUES (?::uuid, ?::uuid, ?::text, ?::timestamptz, ?::boolean))
        AS v(id, conversation_id, content, created_at, auto_reply)""";

  private IncomingMessageSql() {}
}
