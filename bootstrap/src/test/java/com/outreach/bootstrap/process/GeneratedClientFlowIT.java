package com.outreach.bootstrap.process;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.client.ApiClient;
import com.outreach.client.ApiException;
import com.outreach.client.api.CampaignsApi;
import com.outreach.client.api.LeadsApi;
import com.outreach.client.api.WebhooksApi;
import com.outreach.client.model.AddLeadsRequest;
import com.outreach.client.model.CampaignContentFields;
import com.outreach.client.model.CampaignCreated;
import com.outreach.client.model.CampaignStatsFound;
import com.outreach.client.model.CreateCampaignRequest;
import com.outreach.client.model.CreateWebhookRequest;
import com.outreach.client.model.Lead;
import com.outreach.client.model.LeadsAdded;
import com.outreach.client.model.LeadsPage;
import com.outreach.client.model.Webhook;
import com.outreach.client.model.WebhookCreated;
import com.outreach.client.model.WebhookFound;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The Java client the build generates from the served description (openapi-generator, test scope)
 * drives a real flow against the jar on PostgreSQL, through its generated classes only: a shape the
 * generator could not represent, or a field it typed wrongly, fails here.
 */
class GeneratedClientFlowIT {
  private static final int LEADS = 7;

  @Test
  void aGeneratedClient_createsACampaign_addsLeads_pagesThroughThem_readsStats_andManagesAWebhook()
      throws Exception {
    try (DeliveryRig rig = DeliveryRig.start("generated-client")) {
      ServiceProcess service = rig.instance("api", Map.of("OUTREACH_ENGINE_ENABLED", "false"));
      service.start();
      ApiClient client = new ApiClient();
      client.updateBaseUri(service.baseUrl());
      client.setRequestInterceptor(request -> request.header("token", DeliveryRig.OWNER_TOKEN));
      CampaignsApi campaigns = new CampaignsApi(client);
      LeadsApi leads = new LeadsApi(client);
      WebhooksApi webhooks = new WebhooksApi(client);

      CampaignCreated created =
          campaigns.createCampaign(
              new CreateCampaignRequest()
                  .title("Founders")
                  .sequence(CreateCampaignRequest.SequenceEnum.CONNECT)
                  .content(
                      new CampaignContentFields()
                          .longNote("Hi {{firstName}}!")
                          .message1("Thanks!")));
      assertThat(created.getSuccess()).isTrue();
      assertThat(created.getMessage()).isEqualTo("Campaign created");
      String campaignId = created.getCampaignId();
      assertThat(campaigns.getCampaign(campaignId).getSuccess()).isTrue();

      AddLeadsRequest add = new AddLeadsRequest().campaignId(campaignId);
      for (int i = 0; i < LEADS; i++) {
        Map<String, Object> lead = new LinkedHashMap<>();
        lead.put("profileLink", "https://www.linkedin.com/in/generated-" + i);
        lead.put("firstName", "Lead" + i);
        lead.put("team", Map.of("size", i)); // a custom field with a JSON object value
        add.addLeadsItem(lead);
      }
      LeadsAdded added = leads.addLeadsToCampaign(add);
      assertThat(added.getMessage()).isEqualTo("Leads added");
      assertThat(added.getAdded()).isEqualTo(LEADS);
      assertThat(added.getSkipped()).isZero();

      List<Lead> seen = new ArrayList<>();
      List<Integer> pageSizes = new ArrayList<>();
      String cursor = null;
      do {
        // the page size is an integer, as the description declares it
        LeadsPage page = leads.listLeads(campaignId, null, 3, cursor);
        assertThat(page.getMessage()).isEqualTo("Leads found");
        seen.addAll(page.getData());
        pageSizes.add(page.getData().size());
        cursor = page.getNextCursor();
      } while (cursor != null);
      assertThat(pageSizes).containsExactly(3, 3, 1);
      assertThat(seen)
          .extracting(Lead::getProfileLink)
          .doesNotHaveDuplicates()
          .hasSize(LEADS)
          .allMatch(link -> link.startsWith("https://www.linkedin.com/in/generated-"));
      Lead first =
          seen.stream()
              .filter(l -> l.getProfileLink().endsWith("generated-3"))
              .findFirst()
              .orElseThrow();
      assertThat(first.getFirstName()).isEqualTo("Lead3");
      assertThat(first.getStatus()).isEqualTo("PENDING");
      assertThat(first.getCampaignId()).isEqualTo(campaignId);
      assertThat(first.getCustomFields()).containsEntry("team", Map.of("size", 3));
      assertThat(leads.getLead(first.getLeadId()).getData().getProfileLink())
          .isEqualTo(first.getProfileLink());

      CampaignStatsFound stats = campaigns.getCampaignStats(campaignId, null, null);
      assertThat(stats.getMessage()).isEqualTo("Campaign stats found");
      assertThat(stats.getCampaignId()).isEqualTo(campaignId);
      assertThat(stats.getStats().getTotal()).isEqualTo(LEADS);
      assertThat(stats.getStats().getLeads()).containsEntry("PENDING", (long) LEADS);
      assertThat(stats.getStats().getEvents()).containsEntry("CONNECT_INVITED", 0L);

      WebhookCreated hook =
          webhooks.createWebhook(
              new CreateWebhookRequest()
                  .title("Accepted")
                  .callbackUrl("https://hooks.example.com/accepted")
                  .event(CreateWebhookRequest.EventEnum.ACCEPTS_REQUEST));
      assertThat(hook.getMessage()).isEqualTo("Webhook added");
      assertThat(hook.getSecret()).isNotBlank();
      WebhookFound found = webhooks.getWebhook(hook.getId());
      assertThat(found.getMessage()).isEqualTo("Webhook found");
      Webhook webhook = found.getData();
      assertThat(webhook.getId()).isEqualTo(hook.getId());
      assertThat(webhook.getTitle()).isEqualTo("Accepted");
      assertThat(webhook.getCallbackUrl()).isEqualTo("https://hooks.example.com/accepted");
      assertThat(webhook.getEvents()).containsExactly("ACCEPTS_REQUEST");

      // A refusal reaches the generated client as its ApiException, with the status and the
      // envelope.
      assertThatThrownBy(() -> campaigns.getCampaign("00000000-0000-0000-0000-000000000000"))
          .isInstanceOfSatisfying(
              ApiException.class,
              e -> {
                assertThat(e.getCode()).isEqualTo(404);
                assertThat(e.getResponseBody())
                    .isEqualTo("{\"success\":false,\"message\":\"Campaign not found!\"}");
              });
    }
  }
}
