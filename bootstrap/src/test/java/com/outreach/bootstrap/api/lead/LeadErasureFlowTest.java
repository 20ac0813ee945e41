package com.outreach.bootstrap.api.lead;

import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.GreenMailHttpTest;
import com.outreach.bootstrap.support.GreenMailMailbox;
import com.outreach.bootstrap.support.JsonText;
import com.outreach.bootstrap.support.LoopbackReceiver;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.TestSql;
import io.micronaut.context.annotation.Property;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.mail.Message;
import jakarta.mail.Session;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * D-54 end to end: a person who was emailed, opened, clicked, replied over IMAP, unsubscribed and
 * whose webhook deliveries were pending is erased; afterwards no row of any table (every column,
 * read as text through the catalogue, so tables added later are covered) holds their address, link,
 * names or reply; the campaign's statistics and the other lead are unchanged; the address added
 * again is never emailed (D-40) and the link added again is blacklisted (D-23), through the digests
 * left behind.
 */
@MicronautTest(transactional = false, environments = "engine")
@Property(name = "outreach.mail.imap.poll-interval", value = "200ms")
class LeadErasureFlowTest extends GreenMailHttpTest {
  @Test
  void anErasedPerson_leavesNoTraceInAnyTable_statsAndOthersUnchanged_choicesStillHonoured()
      throws Exception {
    String tag = UUID.randomUUID().toString().substring(0, 8);
    String email = "erin-" + tag + "@lead.example";
    String slug = "erin-erasable-" + tag;
    String firstName = "Erinfirst" + tag;
    String lastName = "Erinlast" + tag;
    String replyText = "Please stop writing to me " + tag;
    String otherEmail = "otto-" + tag + "@lead.example";

    Account user = accounts.member();
    String mailbox = mailbox(user);
    try (LoopbackReceiver receiver = new LoopbackReceiver(n -> 500)) {
      for (String event : List.of("EMAIL_SENT", "OPENED", "CLICKED", "REPLY_DETECTED")) {
        Reply hook =
            api.post(
                "/webhooks",
                user.token(),
                obj("title", "Hook", "callbackUrl", receiver.url("/in"), "event", event));
        assertThat(hook.status()).as(hook.toString()).isEqualTo(201);
      }
      Reply created =
          api.post(
              "/campaigns",
              user.token(),
              "{\"title\":\"Erasable\",\"sequence\":\"EMAIL\",\"delays\":[\"P3D\"],"
                  + "\"tracking\":{\"opens\":true,\"clicks\":true},\"senders\":[\""
                  + mailbox
                  + "\"],\"content\":{\"subject1\":\"Hi {{firstName}}\","
                  + "\"content1\":\"Hello {{firstName}} {{lastName}}, see https://acme.example/demo\","
                  + "\"content2\":\"Any news?\"}}");
      assertThat(created.status()).as(created.toString()).isEqualTo(201);
      String campaign = created.text("campaignId");
      add(
          user,
          campaign,
          obj(
              "profileLink",
              "https://www.linkedin.com/in/" + slug,
              "firstName",
              firstName,
              "lastName",
              lastName,
              "email",
              email,
              "company",
              "Erinco" + tag),
          obj(
              "profileLink",
              "linkedin.com/in/otto-" + tag,
              "firstName",
              "Otto",
              "email",
              otherEmail));
      await(() -> sentTo(email) == 1 && sentTo(otherEmail) == 1);
      MimeMessage sent = received(email);
      String html = htmlOf(sent);
      Matcher links =
          Pattern.compile(
                  "http://localhost:8080(/t/c/[A-Za-z0-9_-]+)\".*http://localhost:8080(/t/o/[A-Za-z0-9_-]{60})",
                  Pattern.DOTALL)
              .matcher(html);
      assertThat(links.find()).as(html).isTrue();
      String erin = membershipOf(campaign, email);
      String otto = membershipOf(campaign, otherEmail);
      assertThat(api.raw("GET", links.group(2), Map.of(), null).status()).isEqualTo(200);
      assertThat(api.raw("GET", links.group(1), Map.of(), null).status()).isEqualTo(302);
      await(() -> kinds(erin).containsAll(List.of("EMAIL_SENT", "OPENED", "CLICKED")));

      GREEN_MAIL
          .getUserManager()
          .getUserByEmail("sam@acme.example")
          .deliver(answer(email, sent.getMessageID(), replyText));
      await(() -> kinds(erin).contains("REPLY_DETECTED"));
      String unsubscribe =
          sent.getHeader("List-Unsubscribe")[0].replaceAll("^<http://localhost:8080|>$", "");
      assertThat(
              api.raw(
                      "POST",
                      unsubscribe,
                      Map.of("Content-Type", "application/x-www-form-urlencoded"),
                      "List-Unsubscribe=One-Click")
                  .status())
          .isEqualTo(200);
      Reply blacklisted =
          api.post(
              "/blacklists",
              user.token(),
              obj("type", "PROFILE_URL", "keyword", "linkedin.com/in/" + slug));
      assertThat(blacklisted.status()).as(blacklisted.toString()).isEqualTo(201);
      await(() -> count(unsentDeliveriesOf(erin)) > 0);
      assertThat(everywhere(email, slug, firstName, lastName, replyText))
          .as("the person is in the database before")
          .isNotEmpty();

      String statsBefore = api.get("/campaigns/" + campaign + "/stats", user.token()).raw();
      String ottoBefore = api.get("/leads/" + otto, user.token()).raw();
      String ottoConversationBefore =
          api.get("/conversations/" + conversationOf(otto), user.token()).raw();

      Reply erased = api.send("DELETE", "/leads/" + erin + "?erase=true", user.token(), null);
      assertThat(erased.status()).as(erased.toString()).isEqualTo(200);
      assertThat(erased.body())
          .isEqualTo(Map.of("success", true, "message", "Lead erased", "erased", 1));

      assertThat(everywhere(email, slug, firstName, lastName, replyText)).isEmpty();
      assertThat(count(unsentDeliveriesOf(erin))).isZero();
      assertThat(api.get("/campaigns/" + campaign + "/stats", user.token()).raw())
          .isEqualTo(statsBefore);
      assertThat(api.get("/leads/" + otto, user.token()).raw()).isEqualTo(ottoBefore);
      assertThat(api.get("/conversations/" + conversationOf(otto), user.token()).raw())
          .isEqualTo(ottoConversationBefore);
      assertThat(kinds(erin)).contains("EMAIL_SENT", "OPENED", "CLICKED", "REPLY_DETECTED");
      for (String path : List.of("/leads/" + erin, "/leads/" + erin + "/export")) {
        Reply gone = api.get(path, user.token());
        assertThat(gone.status()).as(path).isEqualTo(404);
        assertThat(gone.message()).isEqualTo("Lead not found!");
      }
      Reply again = api.send("DELETE", "/leads/" + erin + "?erase=true", user.token(), null);
      assertThat(again.status()).isEqualTo(404);
      assertThat(again.message()).isEqualTo("Lead not found!");
      assertThat(api.get("/blacklists", user.token()).raw())
          .doesNotContain(slug)
          .containsPattern("\"keyword\":\"hmac-sha256:[0-9a-f]{64}\"");

      // The person comes back: the address under a new link, the link without an address.
      Reply later =
          api.post(
              "/campaigns",
              user.token(),
              "{\"title\":\"Later\",\"sequence\":\"EMAIL\",\"senders\":[\""
                  + mailbox
                  + "\"],\"content\":{\"subject1\":\"Again\",\"content1\":\"Hello again\"}}");
      String laterCampaign = later.text("campaignId");
      add(
          user,
          laterCampaign,
          obj("profileLink", "linkedin.com/in/erin-new-" + tag, "email", email.toUpperCase()),
          obj("profileLink", "https://linkedin.com/in/" + slug + "/", "firstName", "Back"));
      await(
          () ->
              statuses(laterCampaign)
                  .equals(
                      Map.of(
                          "linkedin.com/in/erin-new-" + tag,
                          "UNSUBSCRIBED",
                          "linkedin.com/in/" + slug,
                          "BLACKLISTED")));
      Thread.sleep(500);
      assertThat(sentTo(email)).isEqualTo(1);
    }
  }

  @Test
  void eraseByEmailOrLink_takesTheCallersLeadsInEveryCampaign_neverAnotherUsers() throws Exception {
    String tag = UUID.randomUUID().toString().substring(0, 8);
    String email = "Paula-" + tag + "@Lead.example";
    Account user = accounts.member();
    Account other = accounts.member();
    String first = plainCampaign(user);
    String second = plainCampaign(user);
    String foreign = plainCampaign(other);
    add(user, first, obj("profileLink", "linkedin.com/in/paula-" + tag, "email", email));
    add(user, second, obj("profileLink", "linkedin.com/in/paula-" + tag, "email", email));
    add(user, second, obj("profileLink", "linkedin.com/in/paula-alt-" + tag, "email", email));
    add(user, second, obj("profileLink", "linkedin.com/in/pat-" + tag, "firstName", "Pat"));
    add(other, foreign, obj("profileLink", "linkedin.com/in/paula-" + tag, "email", email));
    String foreignLead = membershipOf(foreign, email);
    Map<String, Object> foreignBefore = personOf(api.get("/leads/" + foreignLead, other.token()));

    Reply none = api.post("/leads/erase", user.token(), "{}");
    assertThat(none.status()).isEqualTo(400);
    assertThat(none.body())
        .isEqualTo(Map.of("success", false, "message", "Email or profile link is required!"));
    Reply badLink = api.post("/leads/erase", user.token(), obj("profileLink", "not a link"));
    assertThat(badLink.status()).isEqualTo(400);
    assertThat(badLink.message()).isEqualTo("Invalid profile link!");

    Reply byEmail = api.post("/leads/erase", user.token(), obj("email", email.toLowerCase()));
    assertThat(byEmail.status()).as(byEmail.toString()).isEqualTo(200);
    assertThat(byEmail.body())
        .isEqualTo(Map.of("success", true, "message", "Lead erased", "erased", 2));
    assertThat(
            api.post("/leads/erase", user.token(), obj("email", email, "profileLink", "x.y/z"))
                .status())
        .isEqualTo(400);
    Reply byLink =
        api.post(
            "/leads/erase",
            user.token(),
            obj("profileLink", "https://www.linkedin.com/in/pat-" + tag + "/"));
    assertThat(byLink.body())
        .isEqualTo(Map.of("success", true, "message", "Lead erased", "erased", 1));
    Reply nothing = api.post("/leads/erase", user.token(), obj("email", email));
    assertThat(nothing.body())
        .isEqualTo(Map.of("success", true, "message", "Lead erased", "erased", 0));

    assertThat(api.get("/leads?campaignId=" + first, user.token()).raw()).doesNotContain(tag);
    assertThat(api.get("/leads?campaignId=" + second, user.token()).raw()).doesNotContain(tag);
    assertThat(personOf(api.get("/leads/" + foreignLead, other.token()))).isEqualTo(foreignBefore);
    Reply foreignErase =
        api.send("DELETE", "/leads/" + foreignLead + "?erase=true", user.token(), null);
    assertThat(foreignErase.status()).isEqualTo(404);
    assertThat(foreignErase.message()).isEqualTo("Lead not found!");
    assertThat(personOf(api.get("/leads/" + foreignLead, other.token()))).isEqualTo(foreignBefore);
  }

  @Test
  void export_showsTheLeadItsMembershipsMessagesEventsAndActions_foreignIs404() {
    String tag = UUID.randomUUID().toString().substring(0, 8);
    Account user = accounts.member();
    String campaign = plainCampaign(user);
    add(
        user,
        campaign,
        obj(
            "profileLink",
            "linkedin.com/in/xena-" + tag,
            "firstName",
            "Xena",
            "email",
            "xena-" + tag + "@lead.example",
            "team",
            "blue"));
    String lead = membershipOf(campaign, "xena-" + tag + "@lead.example");
    Reply event =
        api.post(
            "/events",
            user.token(),
            obj(
                "event",
                "REPLY_DETECTED",
                "campaignId",
                campaign,
                "profileLink",
                "linkedin.com/in/xena-" + tag));
    assertThat(event.status()).as(event.toString()).isEqualTo(201);
    Reply message =
        api.post(
            "/conversations/send-message",
            user.token(),
            obj("conversationId", conversationOf(lead), "content", "Hi Xena " + tag));

    Reply exported = api.get("/leads/" + lead + "/export", user.token());
    assertThat(exported.status()).as(exported.toString()).isEqualTo(200);
    assertThat(exported.message()).isEqualTo("Lead exported");
    Map<String, Object> data = JsonText.map(exported.field("data"));
    assertThat(JsonText.map(data.get("lead")))
        .containsEntry("profileLink", "https://www.linkedin.com/in/xena-" + tag)
        .containsEntry("firstName", "Xena")
        .containsEntry("email", "xena-" + tag + "@lead.example");
    assertThat(JsonText.list(data.get("memberships")))
        .extracting(m -> m.get("leadId"))
        .containsExactly(lead);
    assertThat(JsonText.list(data.get("events")))
        .extracting(e -> e.get("kind"))
        .containsExactly("REPLY_DETECTED");
    assertThat(message.status()).as(message.toString()).isEqualTo(200);
    assertThat(JsonText.list(data.get("messages")))
        .extracting(m -> m.get("content"))
        .containsExactly("Hi Xena " + tag);
    Reply foreign = api.get("/leads/" + lead + "/export", accounts.member().token());
    assertThat(foreign.status()).isEqualTo(404);
    assertThat(foreign.message()).isEqualTo("Lead not found!");
  }

  /** Every table and column whose text holds one of the needles: "table: needle". */
  private List<String> everywhere(String... needles) {
    List<String> found = new ArrayList<>();
    for (Map<String, Object> table :
        sql()
            .rows(
                "SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name "
                    + "FROM information_schema.tables WHERE table_type = 'BASE TABLE' "
                    + "AND table_schema NOT IN ('pg_catalog', 'information_schema')")) {
      String name = (String) table.get("name");
      for (String needle : needles) {
        if (count("SELECT count(*) FROM " + name + " t WHERE t::text ILIKE ?", "%" + needle + "%")
            > 0) {
          found.add(name + ": " + needle);
        }
      }
    }
    return found;
  }

  private String unsentDeliveriesOf(String membership) {
    return "SELECT count(*) FROM webhook_deliveries d JOIN events e ON e.id = d.event_id "
        + "WHERE e.membership_id = '"
        + UUID.fromString(membership)
        + "' AND d.status IN ('PENDING', 'DELIVERING')";
  }

  private long count(String query, Object... args) {
    return ((Number) sql().rows(query, args).get(0).get("count")).longValue();
  }

  private String mailbox(Account user) {
    Reply created = api.post("/email-accounts", user.token(), GreenMailMailbox.sam(GREEN_MAIL));
    assertThat(created.status()).as(created.toString()).isEqualTo(201);
    return created.text("_id");
  }

  /** A LinkedIn campaign of a user with no linked account: nothing is sent to its leads. */
  private String plainCampaign(Account user) {
    Reply created =
        api.post(
            "/campaigns",
            user.token(),
            "{\"title\":\"Plain\",\"sequence\":\"MESSAGE\",\"content\":{\"message1\":\"Hi\"}}");
    assertThat(created.status()).as(created.toString()).isEqualTo(201);
    return created.text("campaignId");
  }

  private void add(Account user, String campaign, String... leads) {
    Reply added =
        api.post(
            "/leads/add-to-campaign",
            user.token(),
            "{\"campaignId\":\"" + campaign + "\",\"leads\":[" + String.join(",", leads) + "]}");
    assertThat(added.status()).as(added.toString()).isEqualTo(200);
  }

  private String membershipOf(String campaign, String email) {
    return (String)
        sql()
            .rows(
                "SELECT m.id::text AS id FROM memberships m JOIN leads l ON l.id = m.lead_id "
                    + "WHERE m.campaign_id = ?::uuid AND lower(l.email) = lower(?)",
                campaign,
                email)
            .get(0)
            .get("id");
  }

  private String conversationOf(String membership) {
    return (String)
        sql()
            .rows(
                "SELECT conversation_id::text AS c FROM memberships WHERE id = ?::uuid", membership)
            .get(0)
            .get("c");
  }

  private Map<String, String> statuses(String campaign) {
    Map<String, String> statuses = new java.util.HashMap<>();
    for (Map<String, Object> row :
        sql()
            .rows(
                "SELECT l.profile_link, m.status FROM memberships m JOIN leads l ON l.id = m.lead_id "
                    + "WHERE m.campaign_id = ?::uuid",
                campaign)) {
      statuses.put(
          ((String) row.get("profile_link")).replace("https://www.", ""),
          (String) row.get("status"));
    }
    return statuses;
  }

  private List<String> kinds(String membership) {
    return sql()
        .rows(
            "SELECT kind FROM events WHERE membership_id = ?::uuid ORDER BY recorded_at",
            membership)
        .stream()
        .map(r -> (String) r.get("kind"))
        .toList();
  }

  private TestSql sql() {
    return new TestSql(dataSource);
  }

  private static long sentTo(String address) {
    return Arrays.stream(GREEN_MAIL.getReceivedMessages())
        .filter(m -> recipient(m).equalsIgnoreCase(address))
        .count();
  }

  private static MimeMessage received(String address) {
    return Arrays.stream(GREEN_MAIL.getReceivedMessages())
        .filter(m -> recipient(m).equalsIgnoreCase(address))
        .findFirst()
        .orElseThrow();
  }

  private static String htmlOf(MimeMessage message) throws Exception {
    MimeMultipart parts = (MimeMultipart) message.getContent();
    for (int i = 0; i < parts.getCount(); i++) {
      if (parts.getBodyPart(i).isMimeType("text/html")) {
        return (String) parts.getBodyPart(i).getContent();
      }
    }
    throw new AssertionError("no HTML part");
  }

  private static MimeMessage answer(String from, String inReplyTo, String text) throws Exception {
    MimeMessage m = new MimeMessage(Session.getInstance(new Properties()));
    m.setFrom(new InternetAddress(from));
    m.setRecipient(Message.RecipientType.TO, new InternetAddress("sam@acme.example"));
    m.setSubject("Re: Hi");
    m.setHeader("In-Reply-To", inReplyTo);
    m.setHeader("References", inReplyTo);
    m.setText(text, "UTF-8");
    m.saveChanges();
    return m;
  }

  private static String recipient(MimeMessage message) {
    try {
      return ((InternetAddress) message.getRecipients(Message.RecipientType.TO)[0]).getAddress();
    } catch (jakarta.mail.MessagingException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * A lead as its person's data: the fields the engine moves on its own (its schedule, sender and
   * step, since the other user's campaign runs meanwhile) left out.
   */
  @SuppressWarnings("unchecked")
  private static Map<String, Object> personOf(Reply lead) {
    assertThat(lead.status()).as(lead.toString()).isEqualTo(200);
    Map<String, Object> data = new HashMap<>((Map<String, Object>) lead.body().get("data"));
    data.keySet()
        .removeAll(
            Set.of(
                "nextActionAt", "senderId", "status", "statusReason", "currentStep", "updatedAt"));
    return data;
  }
}
