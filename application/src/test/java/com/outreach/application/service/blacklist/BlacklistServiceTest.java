package com.outreach.application.service.blacklist;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryBlacklistRepository;
import com.outreach.application.fake.InMemoryLinkedAccountRepository;
import com.outreach.application.fake.MutableClock;
import com.outreach.application.port.in.blacklist.AddBlacklistEntryCommand;
import com.outreach.application.port.in.blacklist.BlacklistAddition;
import com.outreach.application.port.in.blacklist.ListBlacklistEntriesQuery;
import com.outreach.domain.account.LinkedAccount;
import com.outreach.domain.blacklist.BlacklistEntry;
import com.outreach.domain.blacklist.BlacklistType;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Adding, listing and removing blacklist entries, and which account an entry belongs to (D-23,
 * D-31).
 */
class BlacklistServiceTest {
  private final InMemoryBlacklistRepository blacklist = new InMemoryBlacklistRepository();
  private final InMemoryLinkedAccountRepository linked = new InMemoryLinkedAccountRepository();
  private final MutableClock clock = MutableClock.at("2026-03-01T10:00:00Z");
  private final BlacklistService service = new BlacklistService(blacklist, linked, clock);
  private final UserId me = UserId.random();
  private final UserId someoneElse = UserId.random();

  private void link(UserId owner, String email) {
    linked.add(
        LinkedAccount.connect(
            owner,
            new EmailAddress(email),
            "https://www.linkedin.com/in/x",
            new LinkedAccount.Profile(null, null, null, null, null, null),
            false,
            ZoneId.of("UTC"),
            clock.instant()));
    clock.advance(Duration.ofSeconds(1));
  }

  private BlacklistAddition add(UserId owner, String type, String keyword, String email) {
    return service.add(AddBlacklistEntryCommand.of(owner, type, keyword, email));
  }

  @Test
  void withNoLinkedAccount_theEntryBelongsToTheUserAsAWhole() {
    BlacklistAddition added = add(me, "keyword", "Sales", null);

    assertThat(added.created()).isTrue();
    BlacklistEntry e = added.entry();
    assertThat(e.account()).isNull();
    assertThat(e.type()).isEqualTo(BlacklistType.KEYWORD);
    assertThat(e.keyword().text()).isEqualTo("Sales");
    assertThat(e.createdAt()).isEqualTo(Instant.parse("2026-03-01T10:00:00Z"));
    assertThat(blacklist.all()).containsExactly(e);
  }

  @Test
  void withOneLinkedAccount_theEntryBelongsToIt_namedOrNot() {
    link(me, "Jane@Example.com");

    assertThat(add(me, "KEYWORD", "a", null).entry().account())
        .isEqualTo(new EmailAddress("Jane@Example.com"));
    assertThat(add(me, "KEYWORD", "b", "jane@example.COM").entry().account())
        .isEqualTo(new EmailAddress("Jane@Example.com"));
  }

  @Test
  void withSeveralLinkedAccounts_theNamedOneIsUsed_andAnEmailIsRequired() {
    link(me, "jane@example.com");
    link(me, "joe@example.com");

    assertThat(add(me, "JOB_TITLE", "cto", "JOE@example.com").entry().account())
        .isEqualTo(new EmailAddress("joe@example.com"));
    assertRefused(
        () -> add(me, "JOB_TITLE", "ceo", null),
        ErrorCode.ACCOUNT_EMAIL_REQUIRED,
        "Account email is required!");
    assertThat(blacklist.all()).hasSize(1);
  }

  @ParameterizedTest
  @ValueSource(strings = {"someone@example.com", "not-an-email", "theirs@example.com"})
  void anEmailThatIsNoneOfTheCallersAccounts_isInvalidAccountEmail_andAddsNothing(String email) {
    link(someoneElse, "theirs@example.com");
    for (int accounts = 0; accounts < 3; accounts++) {
      assertRefused(
          () -> add(me, "KEYWORD", "sales", email),
          ErrorCode.INVALID_ACCOUNT_EMAIL,
          "Invalid account email!");
      link(me, "mine" + accounts + "@example.com");
    }
    assertThat(blacklist.all()).isEmpty();
  }

  @Test
  void theSameRuleAgain_isNotDuplicated_andAnswersTheStoredEntry() {
    link(me, "jane@example.com");
    BlacklistEntry first = add(me, "PROFILE_URL", "linkedin.com/in/Ada", null).entry();
    clock.advance(Duration.ofMinutes(1));

    BlacklistAddition again =
        add(me, "profile_url", "https://de.linkedin.com/in/ada/", "JANE@example.com");

    assertThat(again.created()).isFalse();
    assertThat(again.entry()).isEqualTo(first);
    assertThat(blacklist.all()).containsExactly(first);
  }

  @Test
  void entries_areTheCallersOnly_oldestFirst_filteredByType() {
    BlacklistEntry keyword = add(me, "KEYWORD", "sales", null).entry();
    clock.advance(Duration.ofSeconds(1));
    BlacklistEntry title = add(me, "JOB_TITLE", "cto", null).entry();
    add(someoneElse, "KEYWORD", "sales", null);

    assertThat(service.entries(ListBlacklistEntriesQuery.of(me, null)))
        .containsExactly(keyword, title);
    assertThat(service.entries(ListBlacklistEntriesQuery.of(me, "job_title")))
        .containsExactly(title);
    assertThat(service.entries(ListBlacklistEntriesQuery.of(me, "PROFILE_URL"))).isEmpty();
  }

  @Test
  void remove_ownEntry_removesOnlyThatOne() {
    BlacklistEntry keep = add(me, "KEYWORD", "keep", null).entry();
    BlacklistEntry drop = add(me, "KEYWORD", "drop", null).entry();

    service.remove(me, drop.id().toString());

    assertThat(blacklist.all()).containsExactly(keep);
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {" ", "not-an-id", "1-1-1-1-1"})
  void remove_aMalformedId_isBlacklistNotFound(String id) {
    add(me, "KEYWORD", "keep", null);
    List<BlacklistEntry> before = blacklist.all();

    assertRefused(
        () -> service.remove(me, id), ErrorCode.BLACKLIST_NOT_FOUND, "Blacklist not found!");
    assertThat(blacklist.all()).isEqualTo(before);
  }

  @Test
  void remove_anotherUsersEntry_isBlacklistNotFound_andRemovesNothing() {
    BlacklistEntry theirs = add(someoneElse, "KEYWORD", "sales", null).entry();

    assertRefused(
        () -> service.remove(me, theirs.id().toString()),
        ErrorCode.BLACKLIST_NOT_FOUND,
        "Blacklist not found!");
    assertThat(blacklist.all()).containsExactly(theirs);
  }
}
