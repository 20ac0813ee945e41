package com.outreach.domain.lead;

import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.EmailAddress;
import java.util.HashMap;
import java.util.Map;

/**
 * What a lead says about the person, shared by all of the lead's memberships (D-16): names, email,
 * its deliverability and custom fields. {@code fullName} is built as firstName + " " + lastName
 * when absent and both are present (spec 2.5, D-17); an email without a status is {@code unknown}
 * (D-18).
 */
public record LeadDetails(
    String firstName,
    String lastName,
    String fullName,
    String email,
    EmailStatus emailStatus,
    CustomFields customFields) {
  public static final int MAX_NAME_LENGTH = 200;

  public LeadDetails {
    // Names reach email subjects and bodies: stored on one line (D-55).
    firstName =
        Check.maxLength(Check.singleLine(Check.optional(firstName)), MAX_NAME_LENGTH, "First name");
    lastName =
        Check.maxLength(Check.singleLine(Check.optional(lastName)), MAX_NAME_LENGTH, "Last name");
    fullName =
        Check.maxLength(
            Check.singleLine(Check.optional(fullName)), 2 * MAX_NAME_LENGTH + 1, "Full name");
    if (fullName == null && firstName != null && lastName != null) {
      fullName = firstName + " " + lastName;
    }
    String address = Check.optional(email);
    email = address == null ? null : EmailAddress.parse(address).value();
    emailStatus = email == null ? null : (emailStatus == null ? EmailStatus.UNKNOWN : emailStatus);
    customFields = customFields == null ? CustomFields.none() : customFields;
  }

  /**
   * The details after an update (D-18): given fields replace, absent ones stay, custom fields
   * merge, and an email given without a status is {@code unknown}. A new first or last name without
   * a full name rebuilds the full name from the names.
   */
  public LeadDetails updatedWith(LeadChange change) {
    boolean namesChanged = change.firstName() != null || change.lastName() != null;
    String newEmail = Check.optional(change.email());
    return new LeadDetails(
        change.firstName() != null ? change.firstName() : firstName,
        change.lastName() != null ? change.lastName() : lastName,
        change.fullName() != null ? change.fullName() : (namesChanged ? null : fullName),
        newEmail != null ? newEmail : email,
        change.emailStatus() != null
            ? change.emailStatus()
            : (newEmail != null ? EmailStatus.UNKNOWN : emailStatus),
        customFields.mergedWith(
            change.customFields() == null ? CustomFields.none() : change.customFields()));
  }

  /**
   * These details with their gaps filled from {@code other}, as when a known lead is added to a
   * campaign again (D-17): a name, full name or email that is empty here takes other's, nothing
   * here is overwritten. An email comes with its status. Custom fields this lead lacks are added,
   * unless that would take it past {@link CustomFields#MAX_FIELDS}; then they stay as they are.
   */
  public LeadDetails filledFrom(LeadDetails other) {
    String first = firstName != null ? firstName : other.firstName;
    String last = lastName != null ? lastName : other.lastName;
    // With both names known the full name is built from them (by the constructor); else other's.
    String full =
        fullName != null ? fullName : (first != null && last != null ? null : other.fullName);
    boolean keepEmail = email != null;
    return new LeadDetails(
        first,
        last,
        full,
        keepEmail ? email : other.email,
        keepEmail ? emailStatus : other.emailStatus,
        customFields.filledFrom(other.customFields));
  }

  /**
   * What {@code {{name}}} renders for this lead (D-12), a named field or a custom field, as a map
   * of the names that have one.
   */
  public Map<String, String> placeholderMap() {
    Map<String, String> values = new HashMap<>();
    customFields.values().forEach((name, value) -> values.put(name, value.text()));
    putPresent(values, "firstName", firstName);
    putPresent(values, "lastName", lastName);
    putPresent(values, "fullName", fullName);
    putPresent(values, "email", email);
    return values;
  }

  private static void putPresent(Map<String, String> values, String name, String value) {
    if (value != null) {
      values.put(name, value);
    }
  }
}
