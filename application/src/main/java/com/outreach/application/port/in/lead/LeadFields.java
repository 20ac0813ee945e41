package com.outreach.application.port.in.lead;

import com.outreach.domain.lead.CustomFields;
import com.outreach.domain.lead.CustomValue;
import com.outreach.domain.lead.EmailStatus;
import com.outreach.domain.lead.LeadChange;
import com.outreach.domain.lead.LeadDetails;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import java.util.Map;

/**
 * A lead's fields as a client sends them (spec 2.5, 4.3): the named ones as text, every other one
 * as a custom field. For add-to-campaign, {@code unreadable} says why the transport could not read
 * this element of {@code leads} (for example a field of the wrong JSON type); it is null otherwise.
 */
public record LeadFields(
    String profileLink,
    String firstName,
    String lastName,
    String fullName,
    String email,
    String emailStatus,
    Map<String, CustomValue> customFields,
    String unreadable) {
  public LeadFields {
    customFields = customFields == null ? Map.of() : customFields;
  }

  public static LeadFields of(
      String profileLink,
      String firstName,
      String lastName,
      String fullName,
      String email,
      String emailStatus,
      Map<String, CustomValue> customFields) {
    return new LeadFields(
        profileLink, firstName, lastName, fullName, email, emailStatus, customFields, null);
  }

  /** An element the transport could not read, with the reason the client is told. */
  public static LeadFields unreadable(String reason) {
    return new LeadFields(null, null, null, null, null, null, Map.of(), reason);
  }

  /** The profile link: required ({@code Profile link is required!}) and valid (D-15). */
  public ProfileLink link() {
    return ProfileLink.parse(Check.required(profileLink, ErrorCode.PROFILE_LINK_REQUIRED));
  }

  /** The details of a lead being added (D-17), each field checked. */
  public LeadDetails details() {
    return new LeadDetails(
        firstName, lastName, fullName, email, status(), CustomFields.given(customFields));
  }

  /** The change an update asks for (D-18): each given field checked, absent or blank ones null. */
  public LeadChange change() {
    String address = Check.optional(email);
    return new LeadChange(
        Check.maxLength(Check.optional(firstName), LeadDetails.MAX_NAME_LENGTH, "First name"),
        Check.maxLength(Check.optional(lastName), LeadDetails.MAX_NAME_LENGTH, "Last name"),
        Check.maxLength(Check.optional(fullName), 2 * LeadDetails.MAX_NAME_LENGTH + 1, "Full name"),
        address == null ? null : EmailAddress.parse(address).value(),
        status(),
        CustomFields.given(customFields));
  }

  private EmailStatus status() {
    return Check.optional(emailStatus) == null ? null : EmailStatus.parse(emailStatus);
  }
}
