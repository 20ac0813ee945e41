package com.outreach.bootstrap.support;

import static com.outreach.bootstrap.support.JsonText.map;
import static com.outreach.bootstrap.support.JsonText.quote;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import java.util.List;
import java.util.Map;

/**
 * The campaign calls the HTTP tests make again and again, asserting that the happy ones succeed.
 */
public final class CampaignClient {
  public static final String NOT_FOUND = JsonText.failure("Campaign not found!");
  public static final String ID_REQUIRED = JsonText.failure("Campaign id is required!");
  public static final String INVALID_STATUS =
      JsonText.failure(
          "Invalid status (Possible Values: ACTIVE, PAUSED, COMPLETED, FAILED, ARCHIVED)");

  private final Api api;

  public CampaignClient(Api api) {
    this.api = api;
  }

  /** A valid CONNECT campaign body with that title. */
  public static String connect(String title) {
    return "{\"title\":"
        + quote(title)
        + ",\"sequence\":\"CONNECT\",\"content\":{\"longNote\":\"Hi {{firstName}}\"}}";
  }

  public Reply post(Account owner, String body) {
    return api.post("/campaigns", owner.token(), body);
  }

  /** Creates the campaign and returns its id. */
  public String create(Account owner, String body) {
    Reply reply = post(owner, body);
    assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
    return reply.text("campaignId");
  }

  public String create(Account owner) {
    return create(owner, connect("Campaign"));
  }

  /** The campaign's {@code data}, asserting it is found. */
  public Map<String, Object> get(Account owner, String campaignId) {
    Reply reply = api.get("/campaigns/" + campaignId, owner.token());
    assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
    assertThat(reply.message()).isEqualTo("Campaign found");
    return map(reply.field("data"));
  }

  public Reply list(Account owner, String query) {
    return api.get("/campaigns" + query, owner.token());
  }

  /** One page's {@code data}, asserting it is found. */
  public List<Map<String, Object>> page(Account owner, String query) {
    Reply reply = list(owner, query);
    assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
    assertThat(reply.message()).isEqualTo("Campaigns found");
    return JsonText.list(reply.field("data"));
  }

  public List<Object> ids(Account owner, String query) {
    return page(owner, query).stream().map(c -> c.get("campaignId")).toList();
  }

  public Reply setStatus(Account owner, String campaignId, String status) {
    return api.put(
        "/campaigns/" + campaignId + (status == null ? "" : "?status=" + JsonText.enc(status)),
        owner.token());
  }

  public Reply delete(Account owner, String campaignId) {
    return api.delete("/campaigns/" + campaignId, owner.token());
  }
}
