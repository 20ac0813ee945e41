package com.outreach.bootstrap.flow.mail;

import static com.outreach.bootstrap.support.JsonText.list;
import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.GreenMailHttpTest;
import com.outreach.bootstrap.support.Reply;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * D-48 over SMTP (GreenMail on loopback, environment "engine"): a manual message in an EMAIL
 * campaign reaches the lead from the mailbox that emailed it, threaded under that email ({@code
 * In-Reply-To}, {@code References}, {@code Re: } subject), without the campaign's tracking (no
 * pixel, links as written), and reads back SENT.
 */
@MicronautTest(transactional = false, environments = "engine")
class ManualEmailFlowTest extends GreenMailHttpTest {
  @Test
  void aManualEmail_repliesInTheLeadsThread_fromItsMailbox_withoutTracking() throws Exception {
    Account user = accounts.member();
    mailbox(user, 50);
    Reply created =
        api.post(
            "/campaigns",
            user.token(),
            """
            {"title":"Mail talks","sequence":"EMAIL","delays":["P3D"],
             "tracking":{"opens":true,"clicks":true},
             "content":{"subject1":"Hi {{firstName}}","content1":"Hello {{firstName}}, see https://acme.example/a",
                        "content2":"Any thoughts?"}}""");
    assertThat(created.status()).as(created.toString()).isEqualTo(201);
    String campaign = created.text("campaignId");
    String slug = "ada-" + UUID.randomUUID().toString().substring(0, 6);
    assertThat(
            api.post(
                    "/leads/add-to-campaign",
                    user.token(),
                    "{\"campaignId\":\""
                        + campaign
                        + "\",\"leads\":["
                        + obj(
                            "profileLink",
                            "linkedin.com/in/" + slug,
                            "firstName",
                            "Ada",
                            "email",
                            "ada@lead.example")
                        + "]}")
                .status())
        .isEqualTo(200);
    await(() -> GREEN_MAIL.getReceivedMessages().length == 1);
    MimeMessage first = GREEN_MAIL.getReceivedMessages()[0];
    assertThat(first.getSubject()).isEqualTo("Hi Ada");
    assertThat(parts(first).get(1)).contains("/t/o/"); // the campaign tracks its own emails
    Map<String, Object> lead =
        list(api.get("/leads?campaignId=" + campaign, user.token()).field("data")).get(0);
    String conversation = (String) lead.get("conversationId");

    Reply reply =
        api.post(
            "/conversations/send-message",
            user.token(),
            obj(
                "conversationId",
                conversation,
                "content",
                "Ada, the slots are at https://acme.example/slots\nSam"));

    assertThat(reply.raw())
        .isEqualTo(
            "{\"success\":true,\"message\":\"Message sent\",\"messageId\":\""
                + reply.text("messageId")
                + "\"}");
    assertThat(GREEN_MAIL.getReceivedMessages()).hasSize(2); // sent before the answer
    MimeMessage manual = GREEN_MAIL.getReceivedMessages()[1];
    assertThat(manual.getFrom())
        .containsExactly(new InternetAddress("sam@acme.example", "Sam Seller", "UTF-8"));
    assertThat(manual.getAllRecipients())
        .extracting(a -> ((InternetAddress) a).getAddress())
        .containsExactly("ada@lead.example");
    assertThat(manual.getSubject()).isEqualTo("Re: Hi Ada");
    assertThat(manual.getHeader("In-Reply-To")).containsExactly(first.getMessageID());
    assertThat(manual.getHeader("References")).containsExactly(first.getMessageID());
    assertThat(manual.getMessageID()).isNotEqualTo(first.getMessageID());
    assertThat(parts(manual))
        .containsExactly(
            "Ada, the slots are at https://acme.example/slots\nSam",
            "<!DOCTYPE html>\n<html><head><meta charset=\"UTF-8\"></head><body><div>Ada, the slots"
                + " are at <a href=\"https://acme.example/slots\">https://acme.example/slots</a>"
                + "<br>\nSam</div></body></html>\n");
    List<Map<String, Object>> messages =
        list(api.get("/conversations/" + conversation, user.token()).field("data"));
    assertThat(messages)
        .extracting(m -> m.get("content") + " " + m.get("status"))
        .containsExactly(
            "Hello Ada, see https://acme.example/a SENT",
            "Ada, the slots are at https://acme.example/slots\nSam SENT");
    List<Map<String, Object>> actions =
        list(api.get("/leads/" + lead.get("leadId") + "/actions", user.token()).field("data"));
    assertThat(actions)
        .extracting(a -> a.get("step") + " " + a.get("type") + " " + a.get("manual"))
        .containsExactly("1 EMAIL null", "1 EMAIL true");
    Thread.sleep(300);
    assertThat(GREEN_MAIL.getReceivedMessages()).hasSize(2);
  }
}
