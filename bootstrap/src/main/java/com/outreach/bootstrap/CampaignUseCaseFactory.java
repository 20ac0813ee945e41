package com.outreach.bootstrap;

import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.service.campaign.CampaignService;
import io.micronaut.context.annotation.Factory;
import jakarta.inject.Singleton;
import java.time.Clock;

/**
 * Wires the campaign use cases (spec 4.9, 4.16, D-11 ... D-14). {@link CampaignService} is registered
 * under every inbound port it implements: create, list, get, change status, delete.
 */
@Factory
final class CampaignUseCaseFactory {
  @Singleton
  CampaignService campaigns(CampaignRepository campaigns, Clock clock) {
    return new CampaignService(campaigns, clock);
  }
}
