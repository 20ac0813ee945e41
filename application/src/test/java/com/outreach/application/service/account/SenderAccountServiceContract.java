package com.outreach.application.service.account;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.MutableClock;
import com.outreach.application.fake.RecordingMembershipSchedule;
import com.outreach.domain.account.SenderAccount;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What connecting, listing and removing does for every kind of sender account (D-28, D-31): one
 * email per caller, each caller sees and removes only their own, an unknown id is the kind's "not
 * found".
 */
abstract class SenderAccountServiceContract<A extends SenderAccount> {
  protected final RecordingMembershipSchedule engine = new RecordingMembershipSchedule();
  protected final MutableClock clock = MutableClock.at("2026-03-01T10:00:00Z");
  protected final UserId me = UserId.random();
  protected final UserId someoneElse = UserId.random();

  /** Connects an account of this kind with that email and nothing else. */
  protected abstract A add(UserId owner, String email);

  protected abstract List<A> list(UserId owner);

  protected abstract void remove(UserId owner, String accountId);

  /** Every stored account of every owner, in the order added. */
  protected abstract List<A> stored();

  /** {@code jane@example.com} as a caller may write it again. */
  private final String janeOtherwiseWritten;

  private final ErrorCode exists;
  private final String existsMessage;
  private final ErrorCode notFound;
  private final String notFoundMessage;

  /**
   * @param exists the kind's refusal of an email the caller added already, and its exact message
   * @param notFound the kind's answer for an id that is not the caller's account, and its message
   */
  protected SenderAccountServiceContract(
      String janeOtherwiseWritten,
      ErrorCode exists,
      String existsMessage,
      ErrorCode notFound,
      String notFoundMessage) {
    this.janeOtherwiseWritten = janeOtherwiseWritten;
    this.exists = exists;
    this.existsMessage = existsMessage;
    this.notFound = notFound;
    this.notFoundMessage = notFoundMessage;
  }

  @Test
  void add_anEmailTheCallerAddedAlreadyInAnyCase_isRefusedAsExisting_andAddsNothing() {
    A first = add(me, "jane@example.com");

    engine.calls.clear();
    assertRefused(() -> add(me, janeOtherwiseWritten), exists, existsMessage);
    assertThat(stored()).containsExactly(first);
    assertThat(engine.calls).isEmpty();
  }

  @Test
  void add_anEmailAnotherUserAdded_isAllowed() {
    A theirs = add(someoneElse, "jane@example.com");

    A mine = add(me, "jane@example.com");

    assertThat(list(me)).containsExactly(mine);
    assertThat(list(someoneElse)).containsExactly(theirs);
  }

  @Test
  void list_isTheCallersOnly_oldestFirst() {
    A first = add(me, "first@example.com");
    clock.advance(Duration.ofSeconds(1));
    add(someoneElse, "theirs@example.com");
    clock.advance(Duration.ofSeconds(1));
    A second = add(me, "second@example.com");

    assertThat(list(me)).containsExactly(first, second);
  }

  @Test
  void list_whenNoneWereAdded_isEmpty() {
    add(someoneElse, "theirs@example.com");

    assertThat(list(me)).isEmpty();
  }

  @Test
  void remove_ownAccount_removesOnlyThatOne() {
    A keep = add(me, "keep@example.com");
    A drop = add(me, "drop@example.com");
    A theirs = add(someoneElse, "drop@example.com");

    remove(me, drop.id().toString());

    assertThat(stored()).containsExactly(keep, theirs);
  }

  @Test
  void remove_anotherUsersAccount_isNotFound_andRemovesNothing() {
    A theirs = add(someoneElse, "theirs@example.com");
    List<A> before = stored();

    assertRefused(() -> remove(me, theirs.id().toString()), notFound, notFoundMessage);
    assertThat(stored()).isEqualTo(before);
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {" ", "not-an-id", "1-1-1-1-1", "3f2c8a1e-0000-4000-8000-00000000000"})
  void remove_aMalformedId_isNotFound_andRemovesNothing(String id) {
    add(me, "jane@example.com");
    List<A> before = stored();

    assertRefused(() -> remove(me, id), notFound, notFoundMessage);
    assertThat(stored()).isEqualTo(before);
  }

  @Test
  void remove_twice_isNotFoundTheSecondTime() {
    A account = add(me, "jane@example.com");
    remove(me, account.id().toString());

    assertRefused(() -> remove(me, account.id().toString()), notFound, notFoundMessage);
  }
}
