package com.outreach.application.service.engine;

import com.outreach.application.port.out.engine.EngineWork;
import com.outreach.application.port.out.engine.LinkedInAction;
import com.outreach.application.port.out.engine.MailGateway;
import com.outreach.domain.engine.EngineAction;

/**
 * An action reserved and handed over for sending, outside any transaction: the ledger row, the
 * membership as it was read, and exactly one of the LinkedIn or mail request.
 */
record Dispatch(EngineAction action, EngineWork work, LinkedInAction linkedIn, MailGateway.OutgoingEmail email) {}
