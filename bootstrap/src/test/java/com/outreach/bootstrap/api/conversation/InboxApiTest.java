package com.outreach.bootstrap.api.conversation;

import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.list;
import static com.outreach.bootstrap.support.JsonText.map;
import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.JsonText;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import com.outreach.bootstrap.support.TestSql;
import jakarta.inject.Inject;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * D-49 over HTTP and PostgreSQL: {@code GET /conversations} lists the caller's conversations that
 * have a message, newest activity first, with the lead, its status, the last message (cut to 200
 * characters) and the unread count kept as messages are written; every filter, {@code q}
 * case-insensitive, keyset pages that neither repeat nor skip while messages arrive, {@code POST
 * /conversations/{id}/read}, and isolation between users (D-31).
 */
@ServiceTest
class InboxApiTest extends HttpTest {
  @Inject DataSource dataSource;

  private TestSql sql;
  private Account user;
  private Instant base;

  @BeforeEach
  void user() {
    sql = new TestSql(dataSource);
    user = accounts.member();
    base = Instant.now().truncatedTo(ChronoUnit.MILLIS).minus(1, ChronoUnit.HOURS);
  }

  @Test
  void lists_conversationsWithMessages_newestActivityFirst_withTheLeadTheLastMessageAndUnread() {
    String campaign = campaign(user);
    UUID sender = UUID.randomUUID();
    Lead ada = lead(campaign, "Ada", "Lovelace", "Analytical Engines", "ada@engines.example");
    Lead bob = lead(campaign, "Bob", "Byte", null, null);
    Lead silent = lead(campaign, "Cy", "Silent", null, null);
    setSender(ada, sender);
    setStatus(bob, "REPLIED");
    message(ada, "OUT", "SENT", "Hello Ada", base);
    message(ada, "IN", "RECEIVED", "Hi! Tell me more", base.plusSeconds(60));
    message(ada, "IN", "RECEIVED", "x".repeat(250), base.plusSeconds(120));
    message(bob, "OUT", "SENT", "Hello Bob", base.plusSeconds(90));
    // An IN message with an earlier time than the last one counts as unread but is not the last.
    message(bob, "OUT", "SENT", "Still there?", base.plusSeconds(200));
    message(bob, "IN", "RECEIVED", "late report", base.plusSeconds(100));
    Lead deleted = lead(campaign, "Dee", "Gone", null, null);
    message(deleted, "IN", "RECEIVED", "hello", base.plusSeconds(300));
    setStatus(deleted, "DELETED");

    Reply reply = api.get("/conversations", user.token());

    assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
    assertThat(reply.text("message")).isEqualTo("Conversations found");
    assertThat(reply.field("nextCursor")).isNull();
    List<Map<String, Object>> data = list(reply.field("data"));
    assertThat(data).extracting(c -> c.get("conversationId")).containsExactly(bob.conv, ada.conv);
    Map<String, Object> first = data.get(0);
    assertThat(first)
        .containsEntry("leadId", bob.id)
        .containsEntry("campaignId", campaign)
        .containsEntry("senderId", null)
        .containsEntry("leadStatus", "REPLIED")
        .containsEntry("unread", 1)
        .containsEntry("updatedAt", base.plusSeconds(200).toEpochMilli());
    assertThat(map(first.get("lastMessage")))
        .containsExactlyInAnyOrderEntriesOf(
            Map.of(
                "direction",
                "OUT",
                "content",
                "Still there?",
                "createdAt",
                base.plusSeconds(200).toEpochMilli()));
    Map<String, Object> second = data.get(1);
    assertThat(second)
        .containsEntry("leadId", ada.id)
        .containsEntry("senderId", sender.toString())
        .containsEntry("leadStatus", "IN_PROGRESS")
        .containsEntry("unread", 2);
    assertThat(map(second.get("lead")))
        .containsExactlyInAnyOrderEntriesOf(
            Map.of(
                "profileLink",
                ada.link,
                "firstName",
                "Ada",
                "lastName",
                "Lovelace",
                "fullName",
                "Ada Lovelace",
                "company",
                "Analytical Engines",
                "email",
                "ada@engines.example"));
    assertThat(map(second.get("lastMessage")))
        .containsEntry("direction", "IN")
        .containsEntry("content", "x".repeat(200));
    assertThat(data)
        .extracting(c -> c.get("conversationId"))
        .doesNotContain(silent.conv, deleted.conv);
  }

  @Test
  void filters_campaignSenderUnreadStatusAndQ_combine_andAnIdOfNoneOfTheCallersMatchesNothing() {
    String spring = campaign(user);
    String autumn = campaign(user);
    UUID sender = UUID.randomUUID();
    Lead ada = lead(spring, "Ada", "Lovelace", "Analytical Engines", "ada@engines.example");
    Lead bob = lead(spring, "Bob", "Byte", "Byte Shop", "BOB@SHOP.example");
    Lead cy = lead(autumn, "Cy", "Çelik", null, "cy@autumn.example");
    setSender(ada, sender);
    setSender(cy, sender);
    setStatus(bob, "REPLIED");
    message(ada, "IN", "RECEIVED", "yes", base);
    message(bob, "OUT", "SENT", "hello", base.plusSeconds(10));
    message(cy, "IN", "RECEIVED", "maybe", base.plusSeconds(20));

    assertThat(ids("campaignId=" + spring)).containsExactly(bob.conv, ada.conv);
    assertThat(ids("campaignId=" + autumn)).containsExactly(cy.conv);
    assertThat(ids("senderId=" + sender)).containsExactly(cy.conv, ada.conv);
    assertThat(ids("unread=true")).containsExactly(cy.conv, ada.conv);
    assertThat(ids("unread=TRUE&campaignId=" + spring)).containsExactly(ada.conv);
    assertThat(ids("unread=false")).containsExactly(cy.conv, bob.conv, ada.conv);
    assertThat(ids("status=replied")).containsExactly(bob.conv);
    assertThat(ids("status=IN_PROGRESS")).containsExactly(cy.conv, ada.conv);
    assertThat(ids("q=" + enc("LOVE"))).containsExactly(ada.conv);
    assertThat(ids("q=" + enc("engines"))).containsExactly(ada.conv);
    assertThat(ids("q=" + enc("bob@shop"))).containsExactly(bob.conv);
    assertThat(ids("q=" + enc("byte shop"))).containsExactly(bob.conv);
    assertThat(ids("q=" + enc(".example"))).containsExactly(cy.conv, bob.conv, ada.conv);
    assertThat(ids("q=" + enc("%"))).isEmpty();
    assertThat(ids("q=" + enc("nobody")))
        .isEmpty(); // a name of nobody in this inbox, whoever else has it
    assertThat(ids("q=" + enc("ada") + "&status=REPLIED")).isEmpty();
    assertThat(ids("campaignId=" + UUID.randomUUID())).isEmpty();
    assertThat(ids("campaignId=not-an-id")).isEmpty();
    assertThat(ids("senderId=" + UUID.randomUUID())).isEmpty();

    Reply badStatus = api.get("/conversations?status=DELETED", user.token());
    assertThat(badStatus.status()).isEqualTo(400);
    assertThat(badStatus.raw())
        .isEqualTo(
            failure(
                "Invalid status (Possible Values: PENDING, IN_PROGRESS, PAUSED, REPLIED, COMPLETED, "
                    + "FAILED, BLACKLISTED, BOUNCED, UNSUBSCRIBED)"));
    for (String limit : new String[] {"0", "-1", "ten", "1.5"}) {
      Reply bad = api.get("/conversations?limit=" + limit, user.token());
      assertThat(bad.status()).isEqualTo(400);
      assertThat(bad.raw()).isEqualTo(failure("Invalid limit!"));
    }
    Reply badCursor = api.get("/conversations?cursor=bm90LWEtY3Vyc29y", user.token());
    assertThat(badCursor.status()).isEqualTo(400);
    assertThat(badCursor.raw()).isEqualTo(failure("Invalid cursor!"));
  }

  @Test
  void pages_neitherRepeatNorSkip_whileMessagesArrive_andTheLimitIsFiftyByDefaultAtMostAHundred() {
    String campaign = campaign(user);
    List<Lead> leads = new ArrayList<>();
    for (int i = 0; i < 110; i++) {
      Lead lead = lead(campaign, "Lead" + i, "Page", null, null);
      // Two conversations share each time, so ties are broken by id.
      message(lead, "OUT", "SENT", "hello " + i, base.plusSeconds(i / 2));
      leads.add(lead);
    }
    assertThat(list(api.get("/conversations", user.token()).field("data"))).hasSize(50);
    assertThat(list(api.get("/conversations?limit=1000", user.token()).field("data"))).hasSize(100);

    Set<String> seen = new HashSet<>();
    List<String> order = new ArrayList<>();
    Set<String> moved = new HashSet<>();
    String cursor = null;
    int pages = 0;
    do {
      Reply page =
          api.get(
              "/conversations?limit=7" + (cursor == null ? "" : "&cursor=" + cursor), user.token());
      assertThat(page.status()).as(page.toString()).isEqualTo(200);
      for (Map<String, Object> c : list(page.field("data"))) {
        String id = (String) c.get("conversationId");
        assertThat(seen.add(id)).as("listed twice: %s", id).isTrue();
        order.add(id);
      }
      cursor = (String) page.field("nextCursor");
      pages++;
      if (pages == 2) {
        // New messages: one in a conversation already listed, one in a conversation not yet listed.
        Lead listed = byConv(leads, order.get(0));
        Lead ahead = leads.get(3);
        message(listed, "IN", "RECEIVED", "again", Instant.now());
        message(ahead, "IN", "RECEIVED", "news", Instant.now());
        moved.add(listed.conv);
        moved.add(ahead.conv);
      }
    } while (cursor != null);

    Set<String> unchanged = new HashSet<>();
    leads.forEach(l -> unchanged.add(l.conv));
    unchanged.removeAll(moved);
    assertThat(seen).containsAll(unchanged);
    assertThat(order).hasSize(seen.size());
    // A fresh first page shows the two that moved on top, newest first.
    assertThat(ids("limit=2")).containsExactlyInAnyOrderElementsOf(moved);
  }

  @Test
  void read_setsUnreadToZero_untilTheNextIncomingMessage_andChangesNothingElse() {
    String campaign = campaign(user);
    Lead ada = lead(campaign, "Ada", "Lovelace", null, null);
    message(ada, "OUT", "SENT", "Hello", base);
    message(ada, "IN", "RECEIVED", "One", base.plusSeconds(1));
    message(ada, "IN", "RECEIVED", "Two", base.plusSeconds(2));
    assertThat(summary(ada).get("unread")).isEqualTo(2);

    Reply read = api.post("/conversations/" + ada.conv + "/read", user.token(), null);

    assertThat(read.status()).as(read.toString()).isEqualTo(200);
    assertThat(read.raw()).isEqualTo(JsonText.ok("Conversation read"));
    Map<String, Object> after = summary(ada);
    assertThat(after.get("unread")).isEqualTo(0);
    assertThat(after.get("updatedAt")).isEqualTo(base.plusSeconds(2).toEpochMilli());
    assertThat(ids("unread=true")).isEmpty();
    assertThat(list(api.get("/conversations/" + ada.conv, user.token()).field("data"))).hasSize(3);
    assertThat(api.post("/conversations/" + ada.conv + "/read", user.token(), null).raw())
        .isEqualTo(JsonText.ok("Conversation read"));

    message(ada, "OUT", "SENT", "Thanks", base.plusSeconds(3));
    assertThat(summary(ada).get("unread")).isEqualTo(0);
    message(ada, "IN", "RECEIVED", "Three", base.plusSeconds(4));
    assertThat(summary(ada).get("unread")).isEqualTo(1);
    assertThat(ids("unread=true")).containsExactly(ada.conv);
  }

  @Test
  void anotherUser_seesNoneOfTheInbox_andCannotMarkItRead() {
    String campaign = campaign(user);
    Lead ada = lead(campaign, "Ada", "Lovelace", null, null);
    message(ada, "IN", "RECEIVED", "Hi", base);
    Account other = accounts.member();

    Reply theirs = api.get("/conversations?campaignId=" + campaign, other.token());
    assertThat(theirs.status()).isEqualTo(200);
    assertThat(list(theirs.field("data"))).isEmpty();
    assertThat(list(api.get("/conversations?q=ada", other.token()).field("data"))).isEmpty();
    assertThat(list(api.get("/conversations", other.token()).field("data"))).isEmpty();

    for (String id : new String[] {ada.conv, UUID.randomUUID().toString(), "not-an-id"}) {
      Reply refused = api.post("/conversations/" + id + "/read", other.token(), null);
      assertThat(refused.status()).isEqualTo(404);
      assertThat(refused.raw()).isEqualTo(failure("Conversation not found!"));
    }
    assertThat(summary(ada).get("unread")).isEqualTo(1);

    setStatus(ada, "DELETED");
    Reply deleted = api.post("/conversations/" + ada.conv + "/read", user.token(), null);
    assertThat(deleted.status()).isEqualTo(404);
    assertThat(deleted.raw()).isEqualTo(failure("Conversation not found!"));
    assertThat(list(api.get("/conversations", user.token()).field("data"))).isEmpty();
  }

  @Test
  void aDeletedCampaignsConversations_leaveTheInbox_andAManualMessageBecomesTheLastOne() {
    String kept = campaign(user);
    String dropped = campaign(user);
    Lead ada = lead(kept, "Ada", "Lovelace", null, null);
    Lead bob = lead(dropped, "Bob", "Byte", null, null);
    message(ada, "IN", "RECEIVED", "Hi", base);
    message(bob, "IN", "RECEIVED", "Hi", base);
    sql.update("UPDATE campaigns SET status = 'DELETED' WHERE id = ?::uuid", dropped);
    assertThat(ids("")).containsExactly(ada.conv);
    assertThat(api.post("/conversations/" + bob.conv + "/read", user.token(), null).status())
        .isEqualTo(404);

    Reply sent =
        api.post(
            "/conversations/send-message",
            user.token(),
            obj("conversationId", ada.conv, "content", "Thanks, talk soon"));
    assertThat(sent.status()).as(sent.toString()).isEqualTo(200);
    Map<String, Object> last = map(summary(ada).get("lastMessage"));
    assertThat(last)
        .containsEntry("direction", "OUT")
        .containsEntry("content", "Thanks, talk soon");
  }

  @Test
  void deletedMessages_leaveTheConversationShowingWhatIsLeft_orOutOfTheInboxWhenNothingIs() {
    String campaign = campaign(user);
    Lead ada = lead(campaign, "Ada", "Lovelace", null, null);
    message(ada, "OUT", "SENT", "Hello", base);
    message(ada, "IN", "RECEIVED", "One", base.plusSeconds(1));
    message(ada, "IN", "RECEIVED", "Two", base.plusSeconds(2));

    sql.update(
        "DELETE FROM messages WHERE conversation_id = ?::uuid AND content = 'Two'", ada.conv);
    Map<String, Object> left = summary(ada);
    assertThat(map(left.get("lastMessage"))).containsEntry("content", "One");
    assertThat(left.get("unread")).isEqualTo(1);
    assertThat(left.get("updatedAt")).isEqualTo(base.plusSeconds(1).toEpochMilli());

    sql.update("DELETE FROM messages WHERE conversation_id = ?::uuid", ada.conv);
    assertThat(ids("")).isEmpty();
  }

  @Test
  void q_matchesTheStoredLowerCasedNamesCompanyAndEmail_ofTheCallersLeadsOnly_pageByPage() {
    String campaign = campaign(user);
    Lead ada = lead(campaign, "Ada", "Lovelace", "Analytical Engines", "Ada@Engines.example");
    Lead bob = lead(campaign, "Bob", "Byte", null, "bob@shop.example");
    sql.update(
        "UPDATE leads SET custom_fields = '{\"companyName\": \"Byte Shop\"}' WHERE id ="
            + " (SELECT lead_id FROM memberships WHERE id = ?::uuid)",
        bob.id);
    Lead lin = lead(campaign, "Lin", "Lovelace", null, null);
    message(ada, "IN", "RECEIVED", "yes", base);
    message(bob, "OUT", "SENT", "hello", base.plusSeconds(10));
    message(lin, "OUT", "SENT", "hello", base.plusSeconds(20));
    Account other = accounts.member();
    Lead theirs =
        lead(
            other, campaign(other), "Ada", "Lovelace", "Analytical Engines", "ada@engines.example");
    message(theirs, "IN", "RECEIVED", "yes", base.plusSeconds(30));

    assertThat(searchText(ada))
        .isEqualTo("ada lovelace ada lovelace analytical engines  ada@engines.example");
    assertThat(searchText(bob)).isEqualTo("bob byte bob byte  byte shop bob@shop.example");
    assertThat(ids("q=" + enc("LOVELACE"))).containsExactly(lin.conv, ada.conv);
    assertThat(ids("q=" + enc("velac"))).containsExactly(lin.conv, ada.conv);
    assertThat(ids("q=" + enc("lytical eng"))).containsExactly(ada.conv);
    assertThat(ids("q=" + enc("ENGINES.EX"))).containsExactly(ada.conv);
    assertThat(ids("q=" + enc("byte shop"))).containsExactly(bob.conv);
    assertThat(ids("q=" + enc("@shop."))).containsExactly(bob.conv);
    // Shorter than a trigram: the activity order is walked, with the same answers.
    assertThat(ids("q=" + enc("BY"))).containsExactly(bob.conv);
    assertThat(ids("q=" + enc("a_a"))).isEmpty();
    assertThat(ids("q=" + enc("lovelace") + "&campaignId=" + campaign + "&unread=true"))
        .containsExactly(ada.conv);

    Reply first = api.get("/conversations?limit=1&q=" + enc("Lovelace"), user.token());
    assertThat(list(first.field("data")))
        .extracting(c -> c.get("conversationId"))
        .containsExactly(lin.conv);
    Reply second =
        api.get(
            "/conversations?limit=1&q=" + enc("Lovelace") + "&cursor=" + first.field("nextCursor"),
            user.token());
    assertThat(list(second.field("data")))
        .extracting(c -> c.get("conversationId"))
        .containsExactly(ada.conv);
    assertThat(second.field("nextCursor")).isNull();

    List<String> theirIds =
        list(api.get("/conversations?q=" + enc("lovelace"), other.token()).field("data")).stream()
            .map(c -> (String) c.get("conversationId"))
            .toList();
    assertThat(theirIds).containsExactly(theirs.conv);
  }

  @Test
  void q_matchingMoreLeadsThanTheLookUpServes_walksTheActivityOrder_withTheSameAnswers() {
    String campaign = campaign(user);
    // More matches than JdbcInboxRepository looks up one by one (MatchingLeads.MOST, 3,000).
    int many = 3_001;
    sql.update(
        """
        WITH l AS (
          INSERT INTO leads (id, user_id, profile_link, first_name, last_name, full_name,
                             custom_fields, created_at, updated_at)
          SELECT gen_random_uuid(), ?::uuid, 'https://www.linkedin.com/in/many-' || n,
                 'Many' || n, 'Commonname', 'Many' || n || ' Commonname', '{}', now(), now()
          FROM generate_series(1, ?) n
          RETURNING id, first_name),
        m AS (
          INSERT INTO memberships (id, campaign_id, lead_id, user_id, status, current_step,
                                   conversation_id, next_action_at, created_at, updated_at)
          SELECT gen_random_uuid(), ?::uuid, l.id, ?::uuid, 'IN_PROGRESS', 1, gen_random_uuid(),
                 NULL, now(), now()
          FROM l
          RETURNING conversation_id, lead_id)
        INSERT INTO messages (id, conversation_id, direction, content, status, created_at)
        SELECT gen_random_uuid(), m.conversation_id, 'OUT', 'hello', 'SENT',
               ?::timestamptz - substr(l.first_name, 5)::int * interval '1 second'
        FROM m JOIN l ON l.id = m.lead_id""",
        user.id(),
        many,
        campaign,
        user.id(),
        OffsetDateTime.ofInstant(base, ZoneOffset.UTC));
    Lead odd = lead(campaign, "Odd", "One", null, null);
    message(odd, "OUT", "SENT", "hello", base.plusSeconds(1));

    List<String> newest =
        sql
            .rows(
                """
                SELECT m.conversation_id::text AS conv FROM memberships m
                JOIN leads l ON l.id = m.lead_id
                WHERE m.campaign_id = ?::uuid AND l.last_name = 'Commonname'
                ORDER BY m.last_message_at DESC, m.id DESC LIMIT 4""",
                campaign)
            .stream()
            .map(r -> (String) r.get("conv"))
            .toList();
    Reply first = api.get("/conversations?limit=3&q=" + enc("COMMONNAME"), user.token());
    assertThat(first.status()).as(first.toString()).isEqualTo(200);
    assertThat(list(first.field("data")))
        .extracting(c -> c.get("conversationId"))
        .containsExactlyElementsOf(newest.subList(0, 3));
    Reply next =
        api.get(
            "/conversations?limit=1&q="
                + enc("commonname")
                + "&cursor="
                + first.field("nextCursor"),
            user.token());
    assertThat(list(next.field("data")))
        .extracting(c -> c.get("conversationId"))
        .containsExactly(newest.get(3));
    assertThat(ids("q=" + enc("many2999 "))).hasSize(1);
    assertThat(ids("q=" + enc("odd one"))).containsExactly(odd.conv);
  }

  @Test
  void anErasedLead_leavesNothingOfItselfInTheSearchText_andNoLongerMatches() {
    String campaign = campaign(user);
    Lead ada = lead(campaign, "Ada", "Lovelace", "Analytical Engines", "ada@engines.example");
    Lead lin = lead(campaign, "Lin", "Lovelace", null, "lin@engines.example");
    message(ada, "IN", "RECEIVED", "yes", base);
    message(lin, "IN", "RECEIVED", "yes", base.plusSeconds(1));
    assertThat(ids("q=lovelace")).containsExactly(lin.conv, ada.conv);

    Reply erased = api.send("DELETE", "/leads/" + ada.id + "?erase=true", user.token(), null);

    assertThat(erased.status()).as(erased.toString()).isEqualTo(200);
    assertThat(searchText(ada)).isBlank();
    assertThat(
            sql.rows(
                "SELECT 1 FROM leads WHERE user_id = ?::uuid AND search_text LIKE '%ada%'",
                user.id()))
        .isEmpty();
    assertThat(ids("q=lovelace")).containsExactly(lin.conv);
    assertThat(ids("q=" + enc("engines"))).containsExactly(lin.conv);
    assertThat(ids("q=ada")).isEmpty();
    assertThat(searchText(lin)).isEqualTo("lin lovelace lin lovelace   lin@engines.example");
  }

  private record Lead(String id, String conv, String link) {}

  private Lead byConv(List<Lead> leads, String conv) {
    return leads.stream().filter(l -> l.conv.equals(conv)).findFirst().orElseThrow();
  }

  private Map<String, Object> summary(Lead lead) {
    return list(api.get("/conversations", user.token()).field("data")).stream()
        .filter(c -> lead.conv.equals(c.get("conversationId")))
        .findFirst()
        .orElseThrow();
  }

  private List<String> ids(String query) {
    Reply reply = api.get("/conversations?" + query, user.token());
    assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
    return list(reply.field("data")).stream().map(c -> (String) c.get("conversationId")).toList();
  }

  private String campaign(Account owner) {
    Reply created =
        api.post(
            "/campaigns",
            owner.token(),
            "{\"title\":\"Inbox\",\"sequence\":\"MESSAGE\",\"content\":{\"message1\":\"Hi\"}}");
    assertThat(created.status()).as(created.toString()).isEqualTo(201);
    return created.text("campaignId");
  }

  /** What q is matched against: the lead's stored search text (V052). */
  private String searchText(Lead lead) {
    return (String)
        sql.rows(
                "SELECT l.search_text FROM leads l JOIN memberships m ON m.lead_id = l.id"
                    + " WHERE m.id = ?::uuid",
                lead.id)
            .get(0)
            .get("search_text");
  }

  private Lead lead(String campaign, String first, String last, String company, String email) {
    return lead(user, campaign, first, last, company, email);
  }

  /** A lead IN_PROGRESS in the campaign, with nothing planned, as the engine leaves one. */
  private Lead lead(
      Account owner, String campaign, String first, String last, String company, String email) {
    UUID lead = UUID.randomUUID();
    UUID membership = UUID.randomUUID();
    UUID conversation = UUID.randomUUID();
    String link = "https://www.linkedin.com/in/" + first.toLowerCase() + "-" + lead;
    OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC);
    sql.update(
        "INSERT INTO leads (id, user_id, profile_link, first_name, last_name, full_name, email, "
            + "custom_fields, created_at, updated_at) VALUES (?, ?::uuid, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)",
        lead,
        owner.id(),
        link,
        first,
        last,
        first + " " + last,
        email,
        company == null ? "{}" : obj("company", company),
        now,
        now);
    sql.update(
        "INSERT INTO memberships (id, campaign_id, lead_id, user_id, status, current_step, "
            + "conversation_id, next_action_at, created_at, updated_at) "
            + "VALUES (?, ?::uuid, ?, ?::uuid, 'IN_PROGRESS', 1, ?, NULL, ?, ?)",
        membership,
        campaign,
        lead,
        owner.id(),
        conversation,
        now,
        now);
    return new Lead(membership.toString(), conversation.toString(), link);
  }

  private void setStatus(Lead lead, String status) {
    sql.update("UPDATE memberships SET status = ? WHERE id = ?::uuid", status, lead.id);
  }

  private void setSender(Lead lead, UUID sender) {
    sql.update("UPDATE memberships SET sender_id = ? WHERE id = ?::uuid", sender, lead.id);
  }

  /** A message written as every writer writes one: an INSERT into messages. */
  private void message(Lead lead, String direction, String status, String content, Instant at) {
    sql.update(
        "INSERT INTO messages (id, conversation_id, direction, content, status, created_at) "
            + "VALUES (?, ?::uuid, ?, ?, ?, ?)",
        UUID.randomUUID(),
        lead.conv,
        direction,
        content,
        status,
        OffsetDateTime.ofInstant(at, ZoneOffset.UTC));
  }

  private static String enc(String text) {
    return URLEncoder.encode(text, StandardCharsets.UTF_8);
  }
}
