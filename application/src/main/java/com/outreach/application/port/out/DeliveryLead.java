package com.outreach.application.port.out;

/**
 * The lead of a delivered event as the D-26 body's {@code data.lead} shows it, read with the claim
 * so that no delivery needs a query of its own. {@code customFields} is the lead's JSON object, as
 * text.
 */
public record DeliveryLead(
    String profileLink,
    String firstName,
    String lastName,
    String fullName,
    String email,
    String customFields) {}
