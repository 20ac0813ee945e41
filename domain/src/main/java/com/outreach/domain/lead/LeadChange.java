package com.outreach.domain.lead;

/** The fields a lead update sends (spec 4.3); null means "leave as it is". */
public record LeadChange(
    String firstName,
    String lastName,
    String fullName,
    String email,
    EmailStatus emailStatus,
    CustomFields customFields) {}
