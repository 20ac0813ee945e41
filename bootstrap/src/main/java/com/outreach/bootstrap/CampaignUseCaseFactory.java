package com.outreach.bootstrap;

import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.EmailAccountRepository;
import com.outreach.application.port.out.LinkedAccountRepository;
import com.outreach.application.port.out.engine.MembershipSchedule;
import com.outreach.application.service.campaign.CampaignService;
import com.outreach.domain.campaign.CampaignRules;
import com.outreach.domain.campaign.SenderDirectory;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Value;
import io.micronaut.context.exceptions.ConfigurationException;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;
import java.time.format.DateTimeParseException;

/**
 * Wires the campaign use cases (spec 4.9, 4.16, D-11 ... D-14, D-35 ... D-37). {@link
 * CampaignService} is registered under every inbound port it implements: create, list, get, change,
 * change status, delete. {@code outreach.engine.minimum-delay} (ISO-8601, default {@code PT1H}) is
 * the shortest wait between steps a campaign may ask for (D-35); it is read at start-up, so a bad
 * value stops it. {@code outreach.campaigns.client-steps} (default true) takes a client's own
 * {@code steps} (D-50); an operator may turn it off, and they are refused (P-259, P-265).
 */
@Factory
final class CampaignUseCaseFactory {
  /** {@code outreach.engine.minimum-delay}, read and checked once. */
  record MinimumDelay(Duration value) {}

  @Context
  MinimumDelay minimumDelay(@Value("${outreach.engine.minimum-delay:PT1H}") String text) {
    return new MinimumDelay(parseMinimumDelay(text));
  }

  @Singleton
  CampaignService campaigns(
      CampaignRepository campaigns,
      LinkedAccountRepository linkedAccounts,
      EmailAccountRepository mailboxes,
      MinimumDelay minimumDelay,
      @Value("${outreach.campaigns.client-steps:true}") boolean clientSteps,
      MembershipSchedule schedule,
      Clock clock) {
    return new CampaignService(
        campaigns, linkedAccounts, mailboxes, minimumDelay.value(), clientSteps, schedule, clock);
  }

  static Duration parseMinimumDelay(String text) {
    try {
      Duration minimum = Duration.parse(text.strip());
      // CampaignRules refuses a negative minimum or one over P90D; say so by the key's name.
      new CampaignRules(minimum, SenderDirectory.none());
      return minimum;
    } catch (DateTimeParseException | IllegalArgumentException e) {
      throw new ConfigurationException(
          "outreach.engine.minimum-delay must be an ISO-8601 duration between PT0S "
              + "and P90D (e.g. PT1H), not '"
              + text
              + "'",
          e);
    }
  }
}
