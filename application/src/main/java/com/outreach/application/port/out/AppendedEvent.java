package com.outreach.application.port.out;

import com.outreach.domain.event.OutreachEvent;
import com.outreach.domain.lead.MembershipState;

/** An event to append, with its membership's state before it and the state it leads to. */
public record AppendedEvent(OutreachEvent event, MembershipState before, MembershipState after) {}
