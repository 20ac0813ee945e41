package com.outreach.application.port.in.lead;

import com.outreach.domain.lead.LeadChange;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.user.UserId;

/**
 * Changes the shared fields of the caller's lead with that profile link (spec 4.3, D-18). Checked
 * in order: profile link present and valid, names, email, email status, custom fields.
 */
public record UpdateLeadCommand(UserId owner, ProfileLink link, LeadChange change) {
  public static UpdateLeadCommand of(UserId owner, LeadFields fields) {
    return new UpdateLeadCommand(owner, fields.link(), fields.change());
  }
}
