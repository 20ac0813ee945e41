package com.outreach.application.port.in.blacklist;

import com.outreach.domain.blacklist.BlacklistEntry;

/**
 * The entry a blacklist add ends with, and whether it is new (201) or was there already (200,
 * D-23).
 */
public record BlacklistAddition(BlacklistEntry entry, boolean created) {}
