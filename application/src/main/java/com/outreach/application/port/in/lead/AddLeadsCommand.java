package com.outreach.application.port.in.lead;

import com.outreach.domain.lead.LeadDetails;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.util.ArrayList;
import java.util.List;

/**
 * Adds leads to one of the caller's campaigns (spec 4.10, D-17), validated as a whole before
 * anything is written: a campaign id, 1 to 10,000 leads, and every lead valid. A failure throws
 * {@link LeadsRefused} naming every faulty lead. The campaign id stays text: whether it names a
 * campaign is the service's question, asked only once the leads are known to be valid.
 */
public record AddLeadsCommand(UserId owner, String campaignId, List<NewLead> leads) {
  public static final int MAX_LEADS = 10_000;

  public AddLeadsCommand {
    leads = List.copyOf(leads);
  }

  public static AddLeadsCommand of(UserId owner, String campaignId, List<LeadFields> leads) {
    String id = Check.optional(campaignId);
    if (id == null) {
      throw LeadsRefused.because(ErrorCode.CAMPAIGN_ID_REQUIRED);
    }
    if (leads == null || leads.isEmpty()) {
      throw LeadsRefused.because(ErrorCode.LEADS_REQUIRED);
    }
    if (leads.size() > MAX_LEADS) {
      throw LeadsRefused.because(ErrorCode.TOO_MANY_LEADS, MAX_LEADS);
    }
    List<NewLead> valid = new ArrayList<>(leads.size());
    List<LeadsRefused.Fault> faults = new ArrayList<>();
    for (int i = 0; i < leads.size(); i++) {
      LeadFields fields = leads.get(i);
      if (fields.unreadable() != null) {
        faults.add(new LeadsRefused.Fault(i, fields.unreadable()));
        continue;
      }
      try {
        valid.add(new NewLead(fields.link(), fields.details()));
      } catch (DomainException invalid) {
        faults.add(new LeadsRefused.Fault(i, invalid.getMessage()));
      }
    }
    if (!faults.isEmpty()) {
      throw LeadsRefused.faults(faults);
    }
    return new AddLeadsCommand(owner, id, valid);
  }

  /** One valid lead of the request. */
  public record NewLead(ProfileLink link, LeadDetails details) {}
}
