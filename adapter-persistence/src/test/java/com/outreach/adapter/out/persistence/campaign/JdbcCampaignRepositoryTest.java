package com.outreach.adapter.out.persistence.campaign;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.Sql;
import com.outreach.application.port.Page;
import com.outreach.application.port.PageRequest;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.campaign.CampaignStatus;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.Plan;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.User;
import com.outreach.domain.user.UserId;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What only PostgreSQL shows: stored rows, keyset pages at microsecond precision, forged cursors,
 * lead counts.
 */
@PersistenceTest
class JdbcCampaignRepositoryTest {
  private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

  @Inject CampaignRepository campaigns;
  @Inject UserRepository users;
  @Inject DataSource dataSource;

  private Sql sql;
  private UserId owner;

  @BeforeEach
  void owner() {
    sql = new Sql(dataSource);
    owner = newOwner();
  }

  private UserId newOwner() {
    User user =
        User.open(
            EmailAddress.parse("campaigns-" + UUID.randomUUID() + "@test.example"),
            "Owner",
            Role.MEMBER,
            null,
            Plan.of("CUSTOMER"),
            ApiKey.generate(),
            Instant.now());
    users.add(user);
    return user.id();
  }

  private Campaign add(UserId owner, String title, Instant createdAt) {
    Campaign campaign =
        Campaign.create(
            owner, title, null, "MESSAGE", Map.of("message1", "Hi {{firstName}}"), createdAt);
    campaigns.add(campaign);
    return campaign;
  }

  private List<CampaignId> everyPage(CampaignStatus status, int limit) {
    List<CampaignId> ids = new ArrayList<>();
    String cursor = null;
    int pages = 0;
    do {
      Page<Campaign> page = campaigns.listOwned(owner, status, new PageRequest(limit, cursor));
      assertThat(page.items().size()).isLessThanOrEqualTo(limit);
      page.items().forEach(c -> ids.add(c.id()));
      cursor = page.nextCursor();
      assertThat(++pages).isLessThan(1_000);
    } while (cursor != null);
    return ids;
  }

  @Test
  void aCampaign_isStoredAsOneRow_withItsContentAsJson() {
    Campaign campaign =
        Campaign.create(
            owner,
            "Row",
            "https://www.linkedin.com/sales/search/people?query=x",
            "connect",
            Map.of("longNote", "Hi {{firstName}}", "shortNote", "Hi", "ignored", "x"),
            T0);
    campaigns.add(campaign);

    Map<String, Object> row =
        sql.rows(
                "SELECT user_id, title, url, sequence, content::text AS content, status, "
                    + "created_at, updated_at FROM campaigns WHERE id = ?",
                campaign.id().value())
            .get(0);

    assertThat(row.get("user_id")).isEqualTo(owner.value());
    assertThat(row.get("title")).isEqualTo("Row");
    assertThat(row.get("url")).isEqualTo("https://www.linkedin.com/sales/search/people?query=x");
    assertThat(row.get("sequence")).isEqualTo("CONNECT");
    assertThat((String) row.get("content"))
        .isEqualTo("{\"longNote\": \"Hi {{firstName}}\", \"shortNote\": \"Hi\"}");
    assertThat(row.get("status")).isEqualTo("ACTIVE");
    assertThat(((Timestamp) row.get("created_at")).toInstant()).isEqualTo(T0);
    assertThat(((Timestamp) row.get("updated_at")).toInstant()).isEqualTo(T0);
  }

  @Test
  void pages_ofManyCampaignsAMicrosecondApart_holdEachExactlyOnce_newestFirst() {
    List<CampaignId> made = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      // Some share an instant, the others are a microsecond apart: the cursor must keep both apart.
      made.add(add(owner, "C" + i, T0.plusNanos(1_000L * (i / 2))).id());
    }
    List<CampaignId> newestFirst =
        campaigns.listOwned(owner, null, new PageRequest(1_000, null)).items().stream()
            .map(Campaign::id)
            .toList();

    for (int limit : new int[] {1, 4, 7, 29, 30, 31}) {
      assertThat(everyPage(null, limit))
          .as("limit " + limit)
          .containsExactlyElementsOf(newestFirst);
    }
    assertThat(newestFirst).containsExactlyInAnyOrderElementsOf(made);
    List<CampaignId> byTime = new ArrayList<>(made);
    Collections.reverse(byTime);
    // Pairs made at the same instant may come in either order (by id); the pairs themselves are
    // newest first.
    for (int i = 0; i < newestFirst.size(); i += 2) {
      assertThat(newestFirst.subList(i, i + 2))
          .containsExactlyInAnyOrderElementsOf(byTime.subList(i, i + 2));
    }
  }

  @Test
  void pagesOfOneStatus_skipEveryOtherStatus_andDeletedOnes() {
    List<CampaignId> paused = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      Campaign c = add(owner, "C" + i, T0.plusSeconds(i));
      CampaignStatus status =
          switch (i % 3) {
            case 0 -> CampaignStatus.PAUSED;
            case 1 -> CampaignStatus.ACTIVE;
            default -> CampaignStatus.DELETED;
          };
      if (status == CampaignStatus.PAUSED) {
        c.changeStatus(status, T0.plusSeconds(100));
        paused.add(0, c.id());
      } else if (status == CampaignStatus.DELETED) {
        c.delete(T0.plusSeconds(100));
      }
      campaigns.update(c);
    }

    assertThat(everyPage(CampaignStatus.PAUSED, 3)).containsExactlyElementsOf(paused);
    assertThat(everyPage(null, 5)).hasSize(8);
    assertThat(everyPage(CampaignStatus.DELETED, 5)).isEmpty();
  }

  @Test
  void forgedCursors_areInvalidCursor_notADatabaseError() {
    add(owner, "C", T0);
    String id = UUID.randomUUID().toString();
    // A position a second after the only campaign: the page after it holds that campaign.
    String valid = new CampaignCursor(T0.plusSeconds(1), UUID.fromString(id)).encode();
    List<String> forged =
        List.of(
            cursor(Long.MAX_VALUE + ":" + id),
            cursor(Long.MIN_VALUE + ":" + id),
            cursor("999999999999999999:" + id),
            cursor("-99999999999999999:" + id),
            cursor("1772359200000000:1-1-1-1-1"),
            cursor("1772359200000000:" + id + ":extra"),
            cursor("1772359200000000"),
            cursor(" 1772359200000000:" + id),
            cursor("0x10:" + id),
            valid + "==",
            valid + "A",
            valid.substring(1));

    for (String cursor : forged) {
      assertThatThrownBy(() -> campaigns.listOwned(owner, null, new PageRequest(10, cursor)))
          .as(cursor)
          .isInstanceOfSatisfying(
              DomainException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.INVALID_CURSOR));
    }
    assertThat(campaigns.listOwned(owner, null, new PageRequest(10, valid)).items()).hasSize(1);
  }

  private static String cursor(String text) {
    return Base64.getUrlEncoder()
        .withoutPadding()
        .encodeToString(text.getBytes(StandardCharsets.US_ASCII));
  }

  @Test
  void leadCounts_countEachCampaignsMembershipsByStatus_inOneQuery_leavingDeletedOnesOut() {
    Campaign a = add(owner, "A", T0);
    Campaign b = add(owner, "B", T0.plusSeconds(1));
    Campaign empty = add(owner, "Empty", T0.plusSeconds(2));
    UserId other = newOwner();
    Campaign theirs = add(other, "Theirs", T0);
    membership(a, MembershipStatus.PENDING);
    membership(a, MembershipStatus.PENDING);
    membership(a, MembershipStatus.IN_PROGRESS);
    membership(a, MembershipStatus.REPLIED);
    membership(a, MembershipStatus.DELETED);
    membership(b, MembershipStatus.BOUNCED);
    membership(b, MembershipStatus.DELETED);
    membership(theirs, MembershipStatus.PENDING);

    Map<CampaignId, Map<MembershipStatus, Long>> counts =
        campaigns.leadCounts(List.of(a.id(), b.id(), empty.id()));

    assertThat(counts).containsOnlyKeys(a.id(), b.id());
    assertThat(counts.get(a.id()))
        .isEqualTo(
            Map.of(
                MembershipStatus.PENDING,
                2L,
                MembershipStatus.IN_PROGRESS,
                1L,
                MembershipStatus.REPLIED,
                1L));
    assertThat(counts.get(b.id())).isEqualTo(Map.of(MembershipStatus.BOUNCED, 1L));
    assertThat(campaigns.leadCounts(List.of(theirs.id())).get(theirs.id()))
        .isEqualTo(Map.of(MembershipStatus.PENDING, 1L));
    assertThat(campaigns.leadCounts(List.of())).isEmpty();
  }

  /** A lead of the campaign's owner and its membership in that status, written with plain SQL. */
  private void membership(Campaign campaign, MembershipStatus status) {
    Timestamp now = Timestamp.from(T0);
    UUID lead =
        (UUID)
            sql.value(
                "INSERT INTO leads (id, user_id, profile_link, created_at, updated_at) "
                    + "VALUES (?, ?, ?, ?, ?) RETURNING id",
                UUID.randomUUID(),
                campaign.owner().value(),
                "https://www.linkedin.com/in/lead-" + UUID.randomUUID(),
                now,
                now);
    sql.value(
        "INSERT INTO memberships (id, campaign_id, lead_id, user_id, status, conversation_id, created_at, "
            + "updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
        UUID.randomUUID(),
        campaign.id().value(),
        lead,
        campaign.owner().value(),
        status.name(),
        UUID.randomUUID(),
        now,
        now);
  }
}
