package com.outreach.bootstrap.process;

import java.io.IOException;
import java.util.List;
import java.util.stream.IntStream;

/**
 * What a run delivers for, made through the API as a customer would: one campaign with {@code
 * leads} leads and one webhook bound to OPENED pointing at the receiver. OPENED leaves a lead's
 * status as it is (D-33), so any number of them can be recorded on the same leads; with one
 * webhook, an event's id is also its delivery's id ({@code webhook-id}, D-26).
 */
record WebhookScenario(String campaignId, List<String> profileLinks, String webhookId) {
  static final String EVENT = "OPENED";

  static WebhookScenario create(ServiceApi api, String callbackUrl, int leads)
      throws IOException, InterruptedException {
    String campaign =
        api.postExpecting(
                201,
                "/campaigns",
                "{\"title\":\"Delivery run\",\"sequence\":\"CONNECT\",\"content\":{\"longNote\":\"Hi\",\"message1\":\"Thanks\"}}")
            .text("campaignId");
    List<String> links =
        IntStream.rangeClosed(1, leads).mapToObj(n -> "linkedin.com/in/delivery-run-" + n).toList();
    StringBuilder body = new StringBuilder("{\"campaignId\":\"" + campaign + "\",\"leads\":[");
    for (int i = 0; i < links.size(); i++) {
      body.append(i == 0 ? "" : ",")
          .append("{\"profileLink\":\"")
          .append(links.get(i))
          .append("\"}");
    }
    api.postExpecting(200, "/leads/add-to-campaign", body.append("]}").toString());
    String webhook =
        api.postExpecting(
                201,
                "/webhooks",
                "{\"title\":\"Receiver\",\"callbackUrl\":\""
                    + callbackUrl
                    + "\",\"event\":\""
                    + EVENT
                    + "\"}")
            .text("_id");
    return new WebhookScenario(campaign, links, webhook);
  }

  /** The body of POST /events for the {@code n}-th event: the leads take turns. */
  String event(int n) {
    return "{\"event\":\""
        + EVENT
        + "\",\"campaignId\":\""
        + campaignId
        + "\",\"profileLink\":\""
        + profileLinks.get(n % profileLinks.size())
        + "\"}";
  }
}
