package com.outreach.adapter.out.persistence.campaign;

import com.outreach.domain.campaign.Delays;
import com.outreach.domain.campaign.InviteExpiry;
import com.outreach.domain.campaign.Senders;
import com.outreach.domain.campaign.Sequence;
import com.outreach.domain.campaign.Tracking;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;

/**
 * The engine-settings columns of {@code campaigns} (V012): {@code delays text[]} (NULL: every wait
 * at its default; else only the entries given, no defaults filled in), {@code invite_expiry text}
 * (NULL: the default), {@code sender_ids uuid[]} (empty: all), {@code tracking_opens} and {@code
 * tracking_clicks}. Written and read in that order.
 */
final class CampaignSettingsColumns {
  static final String NAMES = "delays, invite_expiry, sender_ids, tracking_opens, tracking_clicks";
  static final String ASSIGNMENTS =
      "delays = ?, invite_expiry = ?, sender_ids = ?, tracking_opens = ?, tracking_clicks = ?";
  static final int COUNT = 5;

  private CampaignSettingsColumns() {}

  /** Binds the five columns from parameter {@code first} on. */
  static void bind(
      PreparedStatement s,
      int first,
      Delays delays,
      InviteExpiry expiry,
      Senders senders,
      Tracking tracking)
      throws SQLException {
    Connection c = s.getConnection();
    // A campaign with its own steps has neither (null: P-263).
    List<String> given = delays == null ? List.of() : delays.given();
    s.setArray(
        first, given.isEmpty() ? null : c.createArrayOf("text", given.toArray(String[]::new)));
    s.setString(first + 1, expiry == null ? null : expiry.given().orElse(null));
    s.setArray(first + 2, c.createArrayOf("uuid", senders.ids().toArray(UUID[]::new)));
    s.setBoolean(first + 3, tracking.opens());
    s.setBoolean(first + 4, tracking.clicks());
  }

  static Delays delays(ResultSet r, Sequence sequence) throws SQLException {
    Array stored = r.getArray("delays");
    return Delays.stored(
        sequence, stored == null ? null : Arrays.asList((String[]) stored.getArray()));
  }

  static InviteExpiry inviteExpiry(ResultSet r) throws SQLException {
    return InviteExpiry.stored(r.getString("invite_expiry"));
  }

  static Senders senders(ResultSet r) throws SQLException {
    return new Senders(Arrays.asList((UUID[]) r.getArray("sender_ids").getArray()));
  }

  static Tracking tracking(ResultSet r) throws SQLException {
    return new Tracking(r.getBoolean("tracking_opens"), r.getBoolean("tracking_clicks"));
  }
}
