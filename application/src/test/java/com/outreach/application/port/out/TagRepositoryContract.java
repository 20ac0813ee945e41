package com.outreach.application.port.out;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.tag.Tag;
import com.outreach.domain.tag.TagColor;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The rules every {@link TagRepository} keeps (D-22): one name per owner in any case, oldest first.
 */
public abstract class TagRepositoryContract {
  private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");
  private TagRepository tags;
  private UserId owner;
  private UserId otherOwner;

  /** An empty repository, new for each test (a shared database only needs fresh owners). */
  protected abstract TagRepository newRepository();

  /** An owner the repository accepts tags for; a database needs the user stored first. */
  protected abstract UserId newOwner();

  @BeforeEach
  void emptyRepository() {
    tags = newRepository();
    owner = newOwner();
    otherOwner = newOwner();
  }

  private static Tag tag(UserId owner, String name, Instant at) {
    return Tag.create(owner, name, TagColor.parse("#1a2B3c"), at);
  }

  @Test
  void add_thenList_returnsEveryField() {
    Tag t = tag(owner, "Hot lead", T0);
    tags.add(t);

    assertThat(tags.listByOwner(owner)).containsExactly(t);
  }

  @Test
  void listByOwner_isOldestFirst_andOnlyThatOwners() {
    Tag newer = tag(owner, "newer", T0.plusSeconds(60));
    Tag older = tag(owner, "older", T0);
    Tag foreign = tag(otherOwner, "foreign", T0.minusSeconds(60));
    tags.add(newer);
    tags.add(foreign);
    tags.add(older);

    assertThat(tags.listByOwner(owner)).containsExactly(older, newer);
    assertThat(tags.listByOwner(otherOwner)).containsExactly(foreign);
  }

  @Test
  void listByOwner_withNoTags_isEmpty() {
    assertThat(tags.listByOwner(owner)).isEmpty();
  }

  @Test
  void add_aNameTheOwnerHasInAnyCase_isTagExists_andAddsNothing() {
    Tag first = tag(owner, "Hot Lead", T0);
    tags.add(first);

    assertRefused(
        () -> tags.add(tag(owner, "hOT lEAD", T0.plusSeconds(1))),
        ErrorCode.TAG_EXISTS,
        "Tag already exists!");
    assertThat(tags.listByOwner(owner)).containsExactly(first);
  }

  @Test
  void add_aNameAnotherOwnerHas_isAccepted() {
    tags.add(tag(owner, "Shared", T0));
    Tag theirs = tag(otherOwner, "shared", T0);

    tags.add(theirs);

    assertThat(tags.listByOwner(otherOwner)).containsExactly(theirs);
  }
}
