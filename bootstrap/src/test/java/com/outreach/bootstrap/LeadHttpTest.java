package com.outreach.bootstrap;

import com.outreach.application.port.out.CampaignRepository;
import jakarta.inject.Inject;
import org.junit.jupiter.api.BeforeEach;

/** Base of the lead HTTP tests: {@link HttpTest} with {@link LeadApi}. */
abstract class LeadHttpTest extends HttpTest {
  @Inject CampaignRepository campaignRepository;

  LeadApi leads;

  @BeforeEach
  void leadApi() {
    leads = new LeadApi(api, campaignRepository);
  }
}
