package com.outreach.application.port.out;

import com.outreach.domain.lead.MembershipState;
import java.util.UUID;

/**
 * The live membership an event concerns: its id (the API's leadId), its lead and its state now
 * (D-16, D-33).
 */
public record EventTarget(UUID membershipId, UUID leadId, MembershipState state) {}
