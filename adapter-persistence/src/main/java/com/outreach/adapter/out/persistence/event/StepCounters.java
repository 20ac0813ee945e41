package com.outreach.adapter.out.persistence.event;

import com.outreach.domain.event.EventKind;
import com.outreach.domain.event.OutreachEvent;
import com.outreach.domain.stats.StepFigure;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Keeps the step counters (D-52, V056) of appended events, in their transaction, in one statement
 * per batch. An event counts for the step its data names ({@code step}, {@code variant}: the
 * engine's sends and bounces, opens and clicks of its emails); an event without one counts for the
 * step and variant (V054) of the membership's latest carried-out action of the type it concerns: an
 * acceptance for its INVITE, a reply for whatever step was carried out last (D-52: replies between
 * that step and the next), an event a client recorded for the matching action. Manual messages
 * (D-48) and suspected bots' opens and clicks (D-46) count for no step.
 */
final class StepCounters {
  private static final Pattern STEP = Pattern.compile("\"step\"\\s*:\\s*(\\d+)");
  private static final Pattern VARIANT = Pattern.compile("\"variant\"\\s*:\\s*(\\d+)");
  private static final Pattern MANUAL = Pattern.compile("\"manual\"\\s*:\\s*true");

  // The lateral read runs only for events without a step, through engine_actions_membership_idx
  // (membership_id, seq), newest first.
  private static final String STEP_COUNTS =
      """
      INSERT INTO campaign_step_days (campaign_id, day, step, variant, figure, shard, count)
      SELECT e.campaign_id, e.day, coalesce(e.step, a.step), coalesce(a.variant, e.variant), e.figure,
             (SELECT counter_slot()), count(*)
      FROM unnest(CAST(? AS uuid[]), CAST(? AS date[]), CAST(? AS text[]), CAST(? AS int[]), CAST(? AS int[]),
                  CAST(? AS uuid[]), CAST(? AS text[]))
        AS e(campaign_id, day, figure, step, variant, membership_id, action_type)
      LEFT JOIN LATERAL (
        SELECT ea.step, ea.variant FROM engine_actions ea
        WHERE e.step IS NULL AND ea.membership_id = e.membership_id AND NOT ea.manual
          AND ea.status IN ('SENT', 'UNKNOWN') AND ea.type <> 'WITHDRAW'
          AND (e.action_type = '' OR ea.type = e.action_type)
        ORDER BY ea.seq DESC LIMIT 1) a ON true
      WHERE coalesce(e.step, a.step) IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (campaign_id, day, step, variant, figure, shard)
        DO UPDATE SET count = campaign_step_days.count + EXCLUDED.count""";

  private StepCounters() {}

  static void count(Connection connection, List<OutreachEvent> events) throws SQLException {
    List<Object[]> rows = new ArrayList<>();
    for (OutreachEvent event : events) {
      StepFigure figure = figure(event);
      if (figure == null) {
        continue;
      }
      String data = event.data() == null ? "" : event.data();
      Integer variant = number(VARIANT, data);
      rows.add(
          new Object[] {
            event.campaign().value(),
            Times.utcDay(event.occurredAt()).toString(),
            figure.name(),
            number(STEP, data),
            variant == null ? 0 : variant,
            event.membershipId(),
            actionType(event.kind())
          });
    }
    if (rows.isEmpty()) {
      return;
    }
    String[] types = {"uuid", "text", "text", "int4", "int4", "uuid", "text"};
    try (PreparedStatement s = connection.prepareStatement(STEP_COUNTS)) {
      for (int column = 0; column < types.length; column++) {
        Object[] values = new Object[rows.size()];
        for (int row = 0; row < values.length; row++) {
          values[row] = rows.get(row)[column];
        }
        s.setArray(column + 1, connection.createArrayOf(types[column], values));
      }
      s.executeUpdate();
    }
  }

  /** The figure an event counts for, or null. */
  static StepFigure figure(OutreachEvent event) {
    String data = event.data() == null ? "" : event.data();
    return switch (event.kind()) {
      case CONNECT_INVITED, MESSAGE_SENT, EMAIL_SENT, INMAIL_SENT, PROFILE_VISITED, POST_LIKED ->
          MANUAL.matcher(data).find() ? null : StepFigure.SENT;
      case ACCEPTS_REQUEST -> StepFigure.ACCEPTED;
      case OPENED -> StatsKinds.suspectedBot(event) ? null : StepFigure.OPENED;
      case CLICKED -> StatsKinds.suspectedBot(event) ? null : StepFigure.CLICKED;
      case REPLY_DETECTED -> StepFigure.REPLIED;
      case BOUNCED -> StepFigure.BOUNCED;
      case UNSUBSCRIBED, ACCOUNT_PAUSED -> null;
    };
  }

  /** The type of the action an event without a step concerns ('' : any). */
  private static String actionType(EventKind kind) {
    return switch (kind) {
      case CONNECT_INVITED, ACCEPTS_REQUEST -> "INVITE";
      case MESSAGE_SENT -> "MESSAGE";
      case INMAIL_SENT -> "INMAIL";
      case PROFILE_VISITED -> "VISIT";
      case POST_LIKED -> "LIKE_POST";
      case EMAIL_SENT, OPENED, CLICKED, BOUNCED -> "EMAIL";
      default -> "";
    };
  }

  private static Integer number(Pattern field, String data) {
    Matcher m = field.matcher(data);
    return m.find() ? Integer.valueOf(m.group(1)) : null;
  }
}
