package com.outreach.application.port.out;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.blacklist.BlacklistEntry;
import com.outreach.domain.blacklist.BlacklistKeyword;
import com.outreach.domain.blacklist.BlacklistType;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The rules every {@link BlacklistRepository} keeps (D-23): each rule once per owner, oldest first.
 */
public abstract class BlacklistRepositoryContract {
  private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");
  private static final EmailAddress JANE = new EmailAddress("Jane@Example.com");
  private BlacklistRepository blacklist;
  private UserId owner;
  private UserId otherOwner;

  /** An empty repository, new for each test (a shared database only needs fresh owners). */
  protected abstract BlacklistRepository newRepository();

  /** An owner the repository accepts entries for; a database needs the user stored first. */
  protected abstract UserId newOwner();

  @BeforeEach
  void emptyRepository() {
    blacklist = newRepository();
    owner = newOwner();
    otherOwner = newOwner();
  }

  private static BlacklistEntry entry(
      UserId owner, EmailAddress account, BlacklistType type, String keyword, Instant at) {
    return BlacklistEntry.create(owner, account, new BlacklistKeyword(type, keyword), at);
  }

  @Test
  void listByOwners_answersEachOwnersEntriesOldestFirst_andAnEmptyListForAnOwnerWithNone() {
    BlacklistEntry later =
        entry(owner, JANE, BlacklistType.KEYWORD, "Head of Sales", T0.plusSeconds(5));
    BlacklistEntry earlier =
        entry(owner, null, BlacklistType.PROFILE_URL, "linkedin.com/in/Ada", T0);
    BlacklistEntry others = entry(otherOwner, null, BlacklistType.KEYWORD, "Intern", T0);
    blacklist.addIfAbsent(later);
    blacklist.addIfAbsent(earlier);
    blacklist.addIfAbsent(others);
    UserId none = newOwner();

    var byOwner = blacklist.listByOwners(java.util.List.of(owner, otherOwner, none));

    assertThat(byOwner).containsOnlyKeys(owner, otherOwner, none);
    assertThat(byOwner.get(owner)).containsExactly(earlier, later);
    assertThat(byOwner.get(otherOwner)).containsExactly(others);
    assertThat(byOwner.get(none)).isEmpty();
  }

  @Test
  void addIfAbsent_aNewRule_storesItWithEveryField() {
    BlacklistEntry e = entry(owner, JANE, BlacklistType.PROFILE_URL, "linkedin.com/in/Ada", T0);

    assertThat(blacklist.addIfAbsent(e)).isEqualTo(e);
    assertThat(blacklist.listByOwner(owner, null)).containsExactly(e);
  }

  @Test
  void addIfAbsent_theSameRuleAgain_returnsTheStoredEntry_andStoresNothing() {
    BlacklistEntry first = entry(owner, JANE, BlacklistType.KEYWORD, "Head of Sales", T0);
    blacklist.addIfAbsent(first);

    BlacklistEntry again =
        entry(
            owner,
            new EmailAddress("jane@EXAMPLE.com"),
            BlacklistType.KEYWORD,
            " head of  SALES",
            T0.plusSeconds(5));

    assertThat(blacklist.addIfAbsent(again)).isEqualTo(first);
    assertThat(blacklist.listByOwner(owner, null)).containsExactly(first);
  }

  @Test
  void addIfAbsent_theSameProfileInAnotherSpelling_isTheSameRule() {
    BlacklistEntry first = entry(owner, null, BlacklistType.PROFILE_URL, "linkedin.com/in/Ada", T0);
    blacklist.addIfAbsent(first);

    assertThat(
            blacklist.addIfAbsent(
                entry(
                    owner,
                    null,
                    BlacklistType.PROFILE_URL,
                    "https://de.linkedin.com/in/ada/",
                    T0.plusSeconds(1))))
        .isEqualTo(first);
  }

  @Test
  void addIfAbsent_anotherAccountTypeOrOwner_isAnotherRule() {
    BlacklistEntry rule = entry(owner, JANE, BlacklistType.KEYWORD, "sales", T0);
    BlacklistEntry userWide = entry(owner, null, BlacklistType.KEYWORD, "sales", T0.plusSeconds(1));
    BlacklistEntry otherAccount =
        entry(
            owner,
            new EmailAddress("joe@example.com"),
            BlacklistType.KEYWORD,
            "sales",
            T0.plusSeconds(2));
    BlacklistEntry otherType =
        entry(owner, JANE, BlacklistType.JOB_TITLE, "sales", T0.plusSeconds(3));
    BlacklistEntry foreign =
        entry(otherOwner, JANE, BlacklistType.KEYWORD, "sales", T0.plusSeconds(4));

    for (BlacklistEntry e :
        new BlacklistEntry[] {rule, userWide, otherAccount, otherType, foreign}) {
      assertThat(blacklist.addIfAbsent(e)).isEqualTo(e);
    }
    assertThat(blacklist.listByOwner(owner, null))
        .containsExactly(rule, userWide, otherAccount, otherType);
    assertThat(blacklist.listByOwner(otherOwner, null)).containsExactly(foreign);
  }

  @Test
  void listByOwner_isOldestFirst_andFiltersByType() {
    BlacklistEntry newer = entry(owner, null, BlacklistType.KEYWORD, "newer", T0.plusSeconds(60));
    BlacklistEntry title = entry(owner, null, BlacklistType.JOB_TITLE, "cto", T0.plusSeconds(30));
    BlacklistEntry older = entry(owner, null, BlacklistType.KEYWORD, "older", T0);
    blacklist.addIfAbsent(newer);
    blacklist.addIfAbsent(title);
    blacklist.addIfAbsent(older);

    assertThat(blacklist.listByOwner(owner, null)).containsExactly(older, title, newer);
    assertThat(blacklist.listByOwner(owner, BlacklistType.KEYWORD)).containsExactly(older, newer);
    assertThat(blacklist.listByOwner(owner, BlacklistType.PROFILE_URL)).isEmpty();
    assertThat(blacklist.listByOwner(otherOwner, null)).isEmpty();
  }

  @Test
  void remove_ownEntry_removesOnlyThatOne_andFreesTheRule() {
    BlacklistEntry keep = entry(owner, null, BlacklistType.KEYWORD, "keep", T0);
    BlacklistEntry drop = entry(owner, null, BlacklistType.KEYWORD, "drop", T0.plusSeconds(1));
    blacklist.addIfAbsent(keep);
    blacklist.addIfAbsent(drop);

    assertThat(blacklist.remove(owner, drop.id())).isTrue();
    assertThat(blacklist.listByOwner(owner, null)).containsExactly(keep);
    BlacklistEntry again = entry(owner, null, BlacklistType.KEYWORD, "drop", T0.plusSeconds(2));
    assertThat(blacklist.addIfAbsent(again)).isEqualTo(again);
  }

  @Test
  void remove_anotherOwnersEntryOrAnUnknownId_removesNothing() {
    BlacklistEntry e = entry(owner, null, BlacklistType.KEYWORD, "sales", T0);
    blacklist.addIfAbsent(e);

    assertThat(blacklist.remove(otherOwner, e.id())).isFalse();
    assertThat(blacklist.remove(owner, UUID.randomUUID())).isFalse();
    assertThat(blacklist.listByOwner(owner, null)).containsExactly(e);
  }
}
