package com.outreach.application.port.in.lead;

/**
 * What add-to-campaign did (D-17): leads added, and leads skipped as already in the campaign or
 * repeated.
 */
public record AddedLeads(int added, int skipped) {}
