package com.outreach.application.service.engine;

import com.outreach.application.port.out.engine.LinkedInAction;
import java.util.UUID;

/**
 * A membership held while its provider is asked whether its lead is a first-degree connection
 * (D-50: a CONNECTED / NOT_CONNECTED guard of a membership that sent no invite), from {@code from},
 * the membership's linked account or the one it would take.
 */
record ConnectionQuestion(UUID membershipId, LinkedInAction.Sender from, String profileLink) {}
