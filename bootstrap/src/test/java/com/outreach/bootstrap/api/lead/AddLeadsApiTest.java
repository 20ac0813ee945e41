package com.outreach.bootstrap.api.lead;

import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.map;
import static com.outreach.bootstrap.support.JsonText.obj;
import static com.outreach.bootstrap.support.LeadApi.ADD_FAILED;
import static com.outreach.bootstrap.support.LeadApi.links;
import static com.outreach.bootstrap.support.LeadApi.numbered;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.LeadHttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import com.outreach.domain.campaign.CampaignStatus;
import com.outreach.domain.shared.JsonString;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** POST /leads/add-to-campaign (spec 4.10, D-15, D-16, D-17). */
@ServiceTest
class AddLeadsApiTest extends LeadHttpTest {
  private static final String SALES_NAV =
      "https://www.linkedin.com/sales/lead/ACwAAAABCDEFGHIJKLMNOPQRST,NAME_SEARCH,x1Yz";
  private static final String MEMBER = "https://www.linkedin.com/in/ACwAAAABCDEFGHIJKLMNOPQRST";

  private Account user;
  private String campaign;

  @BeforeEach
  void campaign() {
    user = accounts.member();
    campaign = leads.campaign(user);
  }

  private static String ok(int added, int skipped) {
    return "{\"success\":true,\"message\":\"Leads added\",\"added\":"
        + added
        + ",\"skipped\":"
        + skipped
        + "}";
  }

  private static String requestRefused(String reason) {
    return "{\"success\":false,\"message\":\""
        + ADD_FAILED
        + "\",\"reason\":"
        + JsonString.quote(reason)
        + ",\"errors\":[]}";
  }

  private static String leadsRefused(Object... indexesAndReasons) {
    List<String> errors = new ArrayList<>();
    for (int i = 0; i < indexesAndReasons.length; i += 2) {
      errors.add(
          "{\"index\":"
              + indexesAndReasons[i]
              + ",\"reason\":"
              + JsonString.quote((String) indexesAndReasons[i + 1])
              + "}");
    }
    return "{\"success\":false,\"message\":\""
        + ADD_FAILED
        + "\",\"errors\":["
        + String.join(",", errors)
        + "]}";
  }

  private void assertNothingAdded() {
    assertThat(leads.all(user, campaign, 1_000)).isEmpty();
  }

  @Test
  void newLeads_areAdded_asPendingMembershipsAtStepZero_withTheirOwnConversations() {
    long before = System.currentTimeMillis();
    Reply reply =
        leads.add(
            user,
            campaign,
            links("https://www.linkedin.com/in/jane-doe", "linkedin.com/in/john-roe"));

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw()).isEqualTo(ok(2, 0));
    List<Map<String, Object>> added = leads.all(user, campaign, 100);
    assertThat(added)
        .extracting(l -> l.get("profileLink"))
        .containsExactly(
            "https://www.linkedin.com/in/jane-doe", "https://www.linkedin.com/in/john-roe");
    assertThat(added)
        .allSatisfy(
            l -> {
              assertThat(l.get("status")).isEqualTo("PENDING");
              assertThat(l.get("currentStep")).isEqualTo(0);
              assertThat(l.get("campaignId")).isEqualTo(campaign);
              assertThat(((Number) l.get("createdAt")).longValue())
                  .isBetween(before - 60_000, System.currentTimeMillis() + 60_000);
              assertThat(l.get("updatedAt")).isEqualTo(l.get("createdAt"));
            });
    assertThat(added.get(0).get("conversationId")).isNotEqualTo(added.get(1).get("conversationId"));
    assertThat(added.get(0).get("leadId")).isNotEqualTo(added.get(1).get("leadId"));
  }

  @Test
  void
      aLead_showsEveryField_withTheCanonicalLink_theOriginal_theBuiltFullName_andCustomFieldsAsSent() {
    leads.added(
        user,
        campaign,
        "[{\"profileLink\":\""
            + SALES_NAV
            + "\",\"firstName\":\"Jane\",\"lastName\":\"Doe\","
            + "\"email\":\"jane@acme.example\",\"emailStatus\":\"CATCH_ALL\",\"company\":\"Acme\",\"size\":250,"
            + "\"ratio\":0.5,\"vip\":true,\"tags\":[\"a\",\"b\"],\"address\":{\"zip\":\"10115\"},\"none\":null}]");

    Map<String, Object> jane = leads.byLink(user, campaign, MEMBER);

    assertThat(jane.get("salesNavLink")).isEqualTo(SALES_NAV);
    assertThat(jane.get("recruiterLink")).isNull();
    assertThat(jane.get("firstName")).isEqualTo("Jane");
    assertThat(jane.get("lastName")).isEqualTo("Doe");
    assertThat(jane.get("fullName")).isEqualTo("Jane Doe");
    assertThat(jane.get("email")).isEqualTo("jane@acme.example");
    assertThat(jane.get("emailStatus")).isEqualTo("catch_all");
    Map<String, Object> custom =
        new java.util.HashMap<>(
            Map.of(
                "company",
                "Acme",
                "size",
                250,
                "ratio",
                0.5,
                "vip",
                true,
                "tags",
                List.of("a", "b"),
                "address",
                Map.of("zip", "10115")));
    custom.put("none", null);
    assertThat(map(jane.get("customFields"))).isEqualTo(custom);
    assertThat(jane.keySet())
        .containsExactly(
            "leadId",
            "campaignId",
            "profileLink",
            "salesNavLink",
            "recruiterLink",
            "firstName",
            "lastName",
            "fullName",
            "email",
            "emailStatus",
            "customFields",
            "status",
            "conversationId",
            "currentStep",
            "createdAt",
            "updatedAt",
            "senderId",
            "nextActionAt",
            "statusReason");
  }

  @Test
  void aGivenFullName_isKept_andAnEmailWithoutStatusIsUnknown() {
    leads.added(
        user,
        campaign,
        "["
            + obj(
                "profileLink",
                "linkedin.com/in/jane",
                "firstName",
                "Jane",
                "lastName",
                "Doe",
                "fullName",
                "Dr. Jane Doe",
                "email",
                "jane@acme.example")
            + "]");

    Map<String, Object> jane = leads.byLink(user, campaign, "https://www.linkedin.com/in/jane");

    assertThat(jane.get("fullName")).isEqualTo("Dr. Jane Doe");
    assertThat(jane.get("emailStatus")).isEqualTo("unknown");
  }

  @Test
  void duplicatesWithinAndAcrossRequests_areSkipped_andCounted() {
    assertThat(
            leads
                .added(
                    user,
                    campaign,
                    links(
                        "linkedin.com/in/a",
                        "https://de.linkedin.com/in/A/?x=1",
                        "linkedin.com/in/b",
                        "linkedin.com/in/a"))
                .raw())
        .isEqualTo(ok(2, 2));

    assertThat(
            leads
                .added(
                    user,
                    campaign,
                    links("linkedin.com/in/b", "linkedin.com/in/c", "linkedin.com/in/c"))
                .raw())
        .isEqualTo(ok(1, 2));
    assertThat(leads.added(user, campaign, links("www.linkedin.com/in/a")).raw())
        .isEqualTo(ok(0, 1));
    assertThat(leads.all(user, campaign, 100)).hasSize(3);
  }

  @Test
  void theSameLeadInAnotherCampaign_isAddedThere_asTheSameLead_withOnlyItsGapsFilled() {
    String autumn = leads.campaign(user);
    leads.added(
        user,
        campaign,
        "["
            + obj("profileLink", "linkedin.com/in/jane", "firstName", "Jane", "company", "Acme")
            + "]");

    Reply reply =
        leads.added(
            user,
            autumn,
            "["
                + obj(
                    "profileLink",
                    "linkedin.com/in/jane",
                    "firstName",
                    "Janet",
                    "lastName",
                    "Doe",
                    "company",
                    "Other",
                    "title",
                    "CEO")
                + "]");

    assertThat(reply.raw()).isEqualTo(ok(1, 0));
    for (String c : List.of(campaign, autumn)) {
      Map<String, Object> jane = leads.byLink(user, c, "https://www.linkedin.com/in/jane");
      assertThat(jane.get("firstName")).isEqualTo("Jane");
      assertThat(jane.get("fullName")).isEqualTo("Jane Doe");
      assertThat(map(jane.get("customFields")))
          .isEqualTo(Map.of("company", "Acme", "title", "CEO"));
    }
  }

  @Test
  void aDeletedLead_isAddedAgain_asANewLead() {
    leads.added(user, campaign, links("linkedin.com/in/jane"));
    String first = (String) leads.all(user, campaign, 10).get(0).get("leadId");
    assertThat(leads.status(user, first, "DELETED").status()).isEqualTo(200);

    assertThat(leads.added(user, campaign, links("linkedin.com/in/jane")).raw())
        .isEqualTo(ok(1, 0));

    List<Map<String, Object>> now = leads.all(user, campaign, 10);
    assertThat(now).hasSize(1);
    assertThat(now.get(0).get("leadId")).isNotEqualTo(first);
    assertThat(leads.get(user, first).raw()).isEqualTo(failure("Lead not found!"));
  }

  @Test
  void requestLevelFailures_areRefused_withTheirReason_andAnEmptyErrorsList() {
    String[][] cases = {
      {"{\"leads\":" + links("linkedin.com/in/a") + "}", "Campaign id is required!"},
      {
        "{\"campaignId\":\"  \",\"leads\":" + links("linkedin.com/in/a") + "}",
        "Campaign id is required!"
      },
      {
        "{\"campaignId\":42,\"leads\":" + links("linkedin.com/in/a") + "}",
        "Field 'campaignId' must be a string!"
      },
      {"{\"campaignId\":\"" + campaign + "\"}", "Leads are required!"},
      {"{\"campaignId\":\"" + campaign + "\",\"leads\":null}", "Leads are required!"},
      {"{\"campaignId\":\"" + campaign + "\",\"leads\":[]}", "Leads are required!"},
      {
        "{\"campaignId\":\"" + campaign + "\",\"leads\":{\"profileLink\":\"linkedin.com/in/a\"}}",
        "Field 'leads' must be an array!"
      },
      {
        "{\"campaignId\":\"" + campaign + "\",\"leads\":\"linkedin.com/in/a\"}",
        "Field 'leads' must be an array!"
      },
      {
        "{\"campaignId\":\""
            + UUID.randomUUID()
            + "\",\"leads\":"
            + links("linkedin.com/in/a")
            + "}",
        "Campaign not found!"
      },
      {
        "{\"campaignId\":\"not-a-campaign\",\"leads\":" + links("linkedin.com/in/a") + "}",
        "Campaign not found!"
      },
      {"{}", "Campaign id is required!"},
    };
    for (String[] c : cases) {
      Reply reply = api.post("/leads/add-to-campaign", user.token(), c[0]);
      assertThat(reply.status()).as(c[0]).isEqualTo(400);
      assertThat(reply.raw()).as(c[0]).isEqualTo(requestRefused(c[1]));
    }
    assertNothingAdded();
  }

  @Test
  void anAbsentBody_isRefusedLikeAnEmptyOne_andAMalformedOneIsInvalidJson() {
    Reply absent = api.send("POST", "/leads/add-to-campaign", user.token(), null);
    Reply malformed = api.post("/leads/add-to-campaign", user.token(), "{\"campaignId\":");
    Reply notAnObject = api.post("/leads/add-to-campaign", user.token(), "[]");

    assertThat(absent.raw()).isEqualTo(requestRefused("Campaign id is required!"));
    assertThat(malformed.status()).isEqualTo(400);
    assertThat(malformed.raw()).isEqualTo(failure("Invalid JSON body!"));
    assertThat(notAnObject.raw()).isEqualTo(failure("Invalid JSON body!"));
  }

  @Test
  void aDeletedCampaign_isNotFound_andAFailedOneRefusesLeads() {
    String deleted = leads.campaign(user, CampaignStatus.DELETED);
    String failed = leads.campaign(user, CampaignStatus.FAILED);

    Reply toDeleted = leads.add(user, deleted, links("linkedin.com/in/a"));
    Reply toFailed = leads.add(user, failed, links("linkedin.com/in/a"));

    assertThat(toDeleted.status()).isEqualTo(400);
    assertThat(toDeleted.raw()).isEqualTo(requestRefused("Campaign not found!"));
    assertThat(toFailed.status()).isEqualTo(400);
    assertThat(toFailed.raw())
        .isEqualTo(requestRefused("Leads cannot be added to a FAILED campaign!"));
    assertThat(leads.all(user, failed, 10)).isEmpty();
  }

  @Test
  void everyFaultyLead_isNamedByItsIndex_withTheExactReason_andNothingIsAdded() {
    String body =
        "["
            + String.join(
                ",",
                obj("profileLink", "linkedin.com/in/fine"),
                obj("firstName", "No link"),
                obj("profileLink", "https://example.com/in/jane"),
                obj("profileLink", 42),
                "\"linkedin.com/in/a-string\"",
                obj("profileLink", "linkedin.com/in/x", "firstName", true),
                obj("profileLink", "linkedin.com/in/x", "email", "not-an-email"),
                obj(
                    "profileLink",
                    "linkedin.com/in/x",
                    "email",
                    "x@acme.example",
                    "emailStatus",
                    "maybe"),
                obj("profileLink", "linkedin.com/in/x", "bio", "x".repeat(2_001)),
                obj("profileLink", "linkedin.com/in/x", "note", "nul\u0000here"),
                obj("profileLink", "  "),
                "null")
            + "]";

    Reply reply = leads.add(user, campaign, body);

    assertThat(reply.status()).isEqualTo(400);
    assertThat(reply.raw())
        .isEqualTo(
            leadsRefused(
                1, "Profile link is required!",
                2, "Invalid profile link!",
                3, "Field 'profileLink' must be a string!",
                4, "Lead must be a JSON object!",
                5, "Field 'firstName' must be a string!",
                6, "Invalid email!",
                7, "Invalid email status!",
                8, "Custom field bio must be at most 2000 characters!",
                9, "Field 'note' must not contain NUL characters!",
                10, "Profile link is required!",
                11, "Lead must be a JSON object!"));
    assertNothingAdded();
  }

  @Test
  void tooManyCustomFields_areRefused() {
    StringBuilder lead = new StringBuilder("{\"profileLink\":\"linkedin.com/in/x\"");
    for (int i = 0; i < 51; i++) {
      lead.append(",\"f").append(i).append("\":").append(i);
    }
    lead.append('}');

    Reply reply = leads.add(user, campaign, "[" + lead + "]");

    assertThat(reply.raw()).isEqualTo(leadsRefused(0, "A lead may have at most 50 custom fields!"));
  }

  @Test
  void oneFaultyLeadAmongAThousand_addsNothing_andNamesItsIndex() {
    String good = numbered("thousand", 0, 1_000);
    String body =
        good.replace(
            "\"https://www.linkedin.com/in/thousand-637\"",
            "\"https://www.linkedin.com/company/acme\"");

    Reply reply = leads.add(user, campaign, body);

    assertThat(reply.status()).isEqualTo(400);
    assertThat(reply.raw()).isEqualTo(leadsRefused(637, "Invalid profile link!"));
    assertNothingAdded();
  }

  @Test
  void tenThousandLeads_inOneRequest_areAdded_andOneMoreIsRefused() {
    Reply tooMany = leads.add(user, campaign, numbered("many", 0, 10_001));
    assertThat(tooMany.status()).isEqualTo(400);
    assertThat(tooMany.raw())
        .isEqualTo(requestRefused("At most 10000 leads can be added at once!"));
    assertNothingAdded();

    Reply reply = leads.add(user, campaign, numbered("many", 0, 10_000));

    assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
    assertThat(reply.raw()).isEqualTo(ok(10_000, 0));
    assertThat(leads.all(user, campaign, 1_000)).hasSize(10_000);
  }

  @Test
  void twoConcurrentRequestsWithOverlappingLinks_addEachLeadOnce_andTheirCountsAddUp()
      throws Exception {
    for (int round = 0; round < 3; round++) {
      String target = leads.campaign(user);
      String first = numbered("race-" + round, 0, 400);
      String second = numbered("race-" + round, 200, 400);

      CompletableFuture<Reply> a =
          CompletableFuture.supplyAsync(() -> leads.add(user, target, first));
      CompletableFuture<Reply> b =
          CompletableFuture.supplyAsync(() -> leads.add(user, target, second));

      Map<String, Object> ra = a.get().body();
      Map<String, Object> rb = b.get().body();
      assertThat(((Number) ra.get("added")).intValue() + ((Number) rb.get("added")).intValue())
          .isEqualTo(600);
      assertThat(((Number) ra.get("skipped")).intValue() + ((Number) rb.get("skipped")).intValue())
          .isEqualTo(200);
      List<Map<String, Object>> all = leads.all(user, target, 1_000);
      assertThat(all).hasSize(600);
      assertThat(all.stream().map(l -> l.get("profileLink")).collect(Collectors.toSet()))
          .hasSize(600);
    }
  }
}
