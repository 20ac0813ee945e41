package com.outreach.bootstrap.support;

import static com.outreach.bootstrap.support.JsonText.enc;
import static com.outreach.bootstrap.support.JsonText.map;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.out.CampaignRepository;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.campaign.CampaignStatus;
import com.outreach.domain.shared.JsonString;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Lead calls for the HTTP tests. Campaigns are made through the repository (their endpoints are
 * another slice's), then everything else goes through the API as a client calls it.
 */
public final class LeadApi {
  public static final String ADD_FAILED = "Failed to add leads into this campaign!";

  private final Api api;
  private final CampaignRepository campaigns;

  public LeadApi(Api api, CampaignRepository campaigns) {
    this.api = api;
    this.campaigns = campaigns;
  }

  public String campaign(Account owner) {
    Campaign campaign =
        Campaign.create(
            userId(owner),
            "Spring outreach",
            null,
            "CONNECT",
            Map.of("longNote", "Hi {{firstName}}"),
            Instant.now());
    campaigns.add(campaign);
    return campaign.id().toString();
  }

  /** A new campaign of the owner in that status (DELETED included). */
  public String campaign(Account owner, CampaignStatus status) {
    String id = campaign(owner);
    move(owner, id, status);
    return id;
  }

  /** Moves the owner's campaign to that status, or deletes it, through the repository. */
  public void move(Account owner, String campaignId, CampaignStatus status) {
    Campaign campaign =
        campaigns
            .findOwned(userId(owner), CampaignId.parse(campaignId).orElseThrow())
            .orElseThrow();
    if (status == CampaignStatus.DELETED) {
      campaign.delete(Instant.now());
    } else {
      campaign.changeStatus(status, Instant.now());
    }
    campaigns.update(campaign);
  }

  private static UserId userId(Account owner) {
    return new UserId(UUID.fromString(owner.id()));
  }

  public Reply add(Account owner, String campaignId, String leadsJson) {
    return api.post(
        "/leads/add-to-campaign",
        owner.token(),
        "{\"campaignId\":" + JsonString.quote(campaignId) + ",\"leads\":" + leadsJson + "}");
  }

  /** Adds leads that must be accepted; answers the reply. */
  public Reply added(Account owner, String campaignId, String leadsJson) {
    Reply reply = add(owner, campaignId, leadsJson);
    assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
    return reply;
  }

  /** A JSON array of leads with just these profile links. */
  public static String links(String... links) {
    return "["
        + java.util.Arrays.stream(links)
            .map(l -> JsonText.obj("profileLink", l))
            .collect(Collectors.joining(","))
        + "]";
  }

  /**
   * A JSON array of leads with these first names, each with a profile link of its own and the email
   * {@code <first name in lower case>@lead.example}.
   */
  public static String emailed(String... firstNames) {
    return java.util.Arrays.stream(firstNames)
        .map(
            name ->
                JsonText.obj(
                    "profileLink",
                    "linkedin.com/in/"
                        + name.toLowerCase(java.util.Locale.ROOT)
                        + "-"
                        + UUID.randomUUID().toString().substring(0, 6),
                    "firstName",
                    name,
                    "email",
                    name.toLowerCase(java.util.Locale.ROOT) + "@lead.example"))
        .collect(Collectors.joining(",", "[", "]"));
  }

  /**
   * A JSON array of n leads {@code <prefix>-<i>} for i in [from, from + n), each with first name
   * and a custom field.
   */
  public static String numbered(String prefix, int from, int n) {
    return IntStream.range(from, from + n)
        .mapToObj(
            i ->
                JsonText.obj(
                    "profileLink",
                    "https://www.linkedin.com/in/" + prefix + "-" + i,
                    "firstName",
                    "Lead" + i,
                    "company",
                    "Company " + i))
        .collect(Collectors.joining(",", "[", "]"));
  }

  public Reply list(Account owner, String query) {
    return api.get("/leads?" + query, owner.token());
  }

  /** Every lead of the campaign, page by page. */
  public List<Map<String, Object>> all(Account owner, String campaignId, int pageSize) {
    List<Map<String, Object>> leads = new ArrayList<>();
    String cursor = null;
    do {
      Reply page =
          list(
              owner,
              "campaignId="
                  + campaignId
                  + "&limit="
                  + pageSize
                  + (cursor == null ? "" : "&cursor=" + enc(cursor)));
      assertThat(page.status()).as(page.toString()).isEqualTo(200);
      leads.addAll(JsonText.list(page.field("data")));
      cursor = page.text("nextCursor");
    } while (cursor != null);
    return leads;
  }

  /** The lead of the campaign with that canonical profile link. */
  public Map<String, Object> byLink(Account owner, String campaignId, String canonical) {
    return all(owner, campaignId, 1_000).stream()
        .filter(l -> canonical.equals(l.get("profileLink")))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no lead " + canonical));
  }

  public Reply get(Account owner, String leadId) {
    return api.get("/leads/" + leadId, owner.token());
  }

  public Map<String, Object> lead(Account owner, String leadId) {
    Reply reply = get(owner, leadId);
    assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
    return map(reply.field("data"));
  }

  public Reply status(Account owner, String leadId, String status) {
    return api.put("/leads/" + leadId + (status == null ? "" : "?status=" + status), owner.token());
  }

  public Reply update(Account owner, String body) {
    return api.post("/leads/update", owner.token(), body);
  }
}
