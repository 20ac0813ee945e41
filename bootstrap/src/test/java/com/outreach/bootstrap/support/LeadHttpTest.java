package com.outreach.bootstrap.support;

import com.outreach.application.port.out.CampaignRepository;
import jakarta.inject.Inject;
import org.junit.jupiter.api.BeforeEach;

/** Base of the lead HTTP tests: {@link HttpTest} with {@link LeadApi}. */
public abstract class LeadHttpTest extends HttpTest {
  @Inject protected CampaignRepository campaignRepository;

  protected LeadApi leads;

  @BeforeEach
  public void leadApi() {
    leads = new LeadApi(api, campaignRepository);
  }
}
