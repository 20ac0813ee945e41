package com.outreach.adapter.out.persistence.lead;

import com.outreach.application.port.out.LeadExport;
import com.outreach.domain.user.UserId;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Optional;
import java.util.UUID;

/**
 * Everything held about a person (D-54) in one statement, so one snapshot: the lead, each of its
 * memberships (soft-deleted ones too: the person's data is still held there), their messages,
 * events and ledger. Timestamps are epoch milliseconds (D-30); a membership's id is the API's
 * {@code leadId}.
 */
@Singleton
final class JdbcLeadExport implements LeadExport {
  private static final String EXPORT =
      """
      WITH person AS (
        SELECT l.* FROM memberships m0 JOIN leads l ON l.id = m0.lead_id
        WHERE m0.id = ? AND m0.user_id = ? AND l.user_id = ? AND l.erased_at IS NULL),
      owned AS (SELECT m.* FROM memberships m JOIN person p ON m.lead_id = p.id)
      SELECT jsonb_build_object(
        'lead', (SELECT jsonb_build_object(
            'profileLink', p.profile_link, 'salesNavLink', p.sales_nav_link, 'recruiterLink', p.recruiter_link,
            'firstName', p.first_name, 'lastName', p.last_name, 'fullName', p.full_name, 'email', p.email,
            'emailStatus', p.email_status, 'customFields', p.custom_fields,
            'createdAt', epoch_ms(p.created_at), 'updatedAt', epoch_ms(p.updated_at)) FROM person p),
        'memberships', (SELECT COALESCE(jsonb_agg(jsonb_build_object(
            'leadId', m.id, 'campaignId', m.campaign_id, 'status', m.status, 'statusReason', m.status_reason,
            'currentStep', m.current_step, 'senderId', m.sender_id, 'conversationId', m.conversation_id,
            'createdAt', epoch_ms(m.created_at), 'updatedAt', epoch_ms(m.updated_at)) ORDER BY m.seq), '[]'::jsonb)
          FROM owned m),
        'messages', (SELECT COALESCE(jsonb_agg(jsonb_build_object(
            'messageId', g.id, 'conversationId', g.conversation_id, 'direction', g.direction,
            'content', g.content, 'status', g.status, 'autoReply', g.auto_reply, 'error', g.error,
            'variant', g.variant, 'createdAt', epoch_ms(g.created_at)) ORDER BY g.seq), '[]'::jsonb)
          FROM messages g JOIN owned m ON m.conversation_id = g.conversation_id),
        'events', (SELECT COALESCE(jsonb_agg(jsonb_build_object(
            'eventId', e.id, 'kind', e.kind, 'campaignId', e.campaign_id, 'leadId', e.membership_id,
            'occurredAt', epoch_ms(e.occurred_at), 'recordedAt', epoch_ms(e.recorded_at), 'data', e.data)
            ORDER BY e.occurred_at, e.seq), '[]'::jsonb)
          FROM events e JOIN person p ON e.lead_id = p.id),
        'actions', (SELECT COALESCE(jsonb_agg(jsonb_build_object(
            'actionId', a.id, 'leadId', a.membership_id, 'step', a.step, 'type', a.type,
            'senderId', a.sender_id, 'status', a.status, 'reservedAt', epoch_ms(a.reserved_at),
            'sentAt', epoch_ms(a.sent_at), 'error', a.error, 'manual', a.manual,
            'variant', CASE WHEN a.manual THEN NULL ELSE a.variant END) ORDER BY a.seq), '[]'::jsonb)
          FROM engine_actions a JOIN owned m ON m.id = a.membership_id))::text
      WHERE EXISTS (SELECT 1 FROM person)""";

  private final TransactionOperations<Connection> transactions;

  JdbcLeadExport(TransactionOperations<Connection> transactions) {
    this.transactions = transactions;
  }

  @Override
  public Optional<String> exportJson(UserId owner, UUID membershipId) {
    return transactions.executeRead(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(EXPORT)) {
            s.setObject(1, membershipId);
            s.setObject(2, owner.value());
            s.setObject(3, owner.value());
            try (ResultSet r = s.executeQuery()) {
              return r.next() ? Optional.of(r.getString(1)) : Optional.empty();
            }
          }
        });
  }
}
