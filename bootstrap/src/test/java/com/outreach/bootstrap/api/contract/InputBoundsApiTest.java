package com.outreach.bootstrap.api.contract;

import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.JsonText;
import com.outreach.bootstrap.support.LeadHttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * D-55 (d): what one request may store is bounded, with its own message, and nothing is stored when
 * it is refused: texts of 8,000 characters, subjects of 998, custom fields nested 3 levels, CSV
 * rows of 1,000 columns.
 */
@ServiceTest
class InputBoundsApiTest extends LeadHttpTest {
  private static final String TOO_MANY_COLUMNS =
      "{\"success\":false,\"message\":\"Too many columns!\",\"errors\":[]}";

  private static final String CONTENT_TOO_LONG =
      failure("Content must be at most 8000 characters!");
  private static final String SUBJECT_TOO_LONG = failure("Subject must be at most 998 characters!");

  private Account user;

  @BeforeEach
  void user() {
    user = accounts.member();
  }

  private static String campaign(String sequence, String contentJson) {
    return "{\"title\":\"Bounds\",\"sequence\":\""
        + sequence
        + "\",\"content\":"
        + contentJson
        + "}";
  }

  private int campaigns() {
    return JsonText.list(api.get("/campaigns?limit=100", user.token()).field("data")).size();
  }

  @Test
  void campaignTexts_overTheirLimits_areRefused_andNothingIsStored() {
    Reply message =
        api.post(
            "/campaigns", user.token(), campaign("MESSAGE", obj("message1", "m".repeat(8_001))));
    Reply content =
        api.post(
            "/campaigns",
            user.token(),
            campaign(
                "EMAIL",
                obj("subject1", "Hi", "content1", "Hello", "content2", "c".repeat(8_001))));
    Reply subject =
        api.post(
            "/campaigns",
            user.token(),
            campaign("EMAIL", obj("subject1", "s".repeat(999), "content1", "Hello")));
    Reply huge =
        api.post(
            "/campaigns",
            user.token(),
            campaign("MESSAGE", obj("message1", "m".repeat(9_000_000))));

    assertThat(message.status()).isEqualTo(400);
    assertThat(message.raw()).isEqualTo(CONTENT_TOO_LONG);
    assertThat(content.raw()).isEqualTo(CONTENT_TOO_LONG);
    assertThat(subject.status()).isEqualTo(400);
    assertThat(subject.raw()).isEqualTo(SUBJECT_TOO_LONG);
    assertThat(huge.raw()).isEqualTo(CONTENT_TOO_LONG);
    assertThat(campaigns()).isZero();
  }

  @Test
  void textsAtTheirLimits_areStored_andAChangePastThemIsRefused() {
    Reply created =
        api.post(
            "/campaigns",
            user.token(),
            campaign("EMAIL", obj("subject1", "s".repeat(998), "content1", "c".repeat(8_000))));
    assertThat(created.status()).as(created.toString()).isEqualTo(201);
    String id = created.text("campaignId");

    Reply changed =
        api.send(
            "PATCH",
            "/campaigns/" + id,
            user.token(),
            "{\"content\":" + obj("subject1", "Hi", "content1", "c".repeat(8_001)) + "}");

    assertThat(changed.status()).isEqualTo(400);
    assertThat(changed.raw()).isEqualTo(CONTENT_TOO_LONG);
    Map<String, Object> stored =
        JsonText.map(api.get("/campaigns/" + id, user.token()).field("data"));
    assertThat(JsonText.map(stored.get("content")).get("content1")).isEqualTo("c".repeat(8_000));
  }

  @Test
  void customFieldsNestedDeeperThan3Levels_areInvalidCustomFields() {
    String campaignId = leads.campaign(user);
    String deep = "[".repeat(62) + "]".repeat(62);
    String four = "{\"a\":{\"b\":{\"c\":{\"d\":1}}}}";
    String three = "{\"a\":{\"b\":[1]}}";

    Reply added =
        leads.add(
            user,
            campaignId,
            "[{\"profileLink\":\"linkedin.com/in/deep-one\",\"x\":"
                + deep
                + "},{\"profileLink\":\"linkedin.com/in/deep-two\",\"x\":"
                + four
                + "}]");
    Reply updated =
        api.post(
            "/leads/update",
            user.token(),
            "{\"profileLink\":\"linkedin.com/in/deep-one\",\"x\":" + deep + "}");
    Reply fine =
        leads.add(
            user,
            campaignId,
            "[{\"profileLink\":\"linkedin.com/in/three-deep\",\"x\":" + three + "}]");

    assertThat(added.status()).isEqualTo(400);
    assertThat(added.raw())
        .contains(
            "\"errors\":[{\"index\":0,\"reason\":\"Invalid custom fields!\"},"
                + "{\"index\":1,\"reason\":\"Invalid custom fields!\"}]");
    assertThat(updated.status()).isEqualTo(400);
    assertThat(updated.raw()).isEqualTo(failure("Invalid custom fields!"));
    assertThat(fine.status()).as(fine.toString()).isEqualTo(200);
    Reply listed = api.get("/leads?campaignId=" + campaignId, user.token());
    assertThat(listed.status()).as(listed.toString()).isEqualTo(200);
  }

  @Test
  void aCsvHeaderOfMoreThan1000Columns_isTooManyColumns_evenWhenHuge() {
    String campaignId = leads.campaign(user);
    String atLimit = "LinkedIn URL" + ",c".repeat(999) + "\r\nlinkedin.com/in/wide-one\r\n";
    String overLimit = "LinkedIn URL" + ",".repeat(1_000) + "\r\nlinkedin.com/in/wide-two\r\n";
    String huge = "LinkedIn URL" + ",".repeat(20_000_000) + "\r\n";

    Reply fine = importCsv(campaignId, atLimit);
    Reply over = importCsv(campaignId, overLimit);
    Reply hugeReply = importCsv(campaignId, huge);

    assertThat(fine.status()).as(fine.toString()).isEqualTo(200);
    assertThat(over.status()).isEqualTo(400);
    assertThat(over.raw()).isEqualTo(TOO_MANY_COLUMNS);
    assertThat(hugeReply.status()).isEqualTo(400);
    assertThat(hugeReply.raw()).isEqualTo(TOO_MANY_COLUMNS);
  }

  private Reply importCsv(String campaignId, String csv) {
    return api.raw(
        "POST",
        "/leads/import?campaignId=" + campaignId,
        Map.of("token", user.token(), "Content-Type", "text/csv"),
        csv);
  }
}
