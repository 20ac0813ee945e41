package com.outreach.adapter.out.persistence.lead;

import com.outreach.adapter.out.persistence.SqlTimes;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.lead.EmailStatus;
import com.outreach.domain.lead.EngineState;
import com.outreach.domain.lead.Lead;
import com.outreach.domain.lead.LeadDetails;
import com.outreach.domain.lead.Membership;
import com.outreach.domain.lead.MembershipState;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.user.UserId;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Locale;
import java.util.UUID;

/**
 * The columns of {@code leads} (alias {@code l}) and {@code memberships} (alias {@code m}) and
 * their mapping.
 */
public final class LeadColumns {
  public static final String LEAD =
      "l.id, l.user_id, l.profile_link, l.sales_nav_link, l.recruiter_link, l.first_name, "
          + "l.last_name, l.full_name, l.email, l.email_status, l.custom_fields::text AS custom_fields, l.created_at, "
          + "l.updated_at";
  static final String MEMBERSHIP =
      "m.id AS m_id, m.user_id AS m_user_id, m.campaign_id, m.lead_id, m.status, "
          + "m.current_step, m.conversation_id, m.created_at AS m_created_at, m.updated_at AS m_updated_at";

  /** The engine's columns of the membership that a lead read shows (D-41). */
  static final String ENGINE = "m.sender_id, m.next_action_at, m.status_reason";

  private LeadColumns() {}

  public static Lead lead(ResultSet r, CustomFieldsJson json) throws SQLException {
    String status = r.getString("email_status");
    return new Lead(
        r.getObject("id", UUID.class),
        new UserId(r.getObject("user_id", UUID.class)),
        ProfileLink.stored(
            r.getString("profile_link"),
            r.getString("sales_nav_link"),
            r.getString("recruiter_link")),
        new LeadDetails(
            r.getString("first_name"),
            r.getString("last_name"),
            r.getString("full_name"),
            r.getString("email"),
            status == null ? null : EmailStatus.valueOf(status.toUpperCase(Locale.ROOT)),
            json.read(r.getString("custom_fields"))),
        SqlTimes.instant(r, "created_at"),
        SqlTimes.instant(r, "updated_at"));
  }

  static Membership membership(ResultSet r) throws SQLException {
    return new Membership(
        r.getObject("m_id", UUID.class),
        new UserId(r.getObject("m_user_id", UUID.class)),
        new CampaignId(r.getObject("campaign_id", UUID.class)),
        r.getObject("lead_id", UUID.class),
        new MembershipState(
            MembershipStatus.valueOf(r.getString("status")), r.getInt("current_step")),
        r.getObject("conversation_id", UUID.class),
        SqlTimes.instant(r, "m_created_at"),
        SqlTimes.instant(r, "m_updated_at"));
  }

  static EngineState engine(ResultSet r) throws SQLException {
    return new EngineState(
        r.getObject("sender_id", UUID.class),
        SqlTimes.instant(r, "next_action_at"),
        r.getString("status_reason"));
  }
}
