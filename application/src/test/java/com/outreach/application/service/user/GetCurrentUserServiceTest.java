package com.outreach.application.service.user;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryEmailAccountRepository;
import com.outreach.application.fake.InMemoryLinkedAccountRepository;
import com.outreach.application.fake.InMemoryUserRepository;
import com.outreach.application.fixture.UserFixtures;
import com.outreach.application.port.in.user.CurrentUserView;
import com.outreach.domain.account.EmailAccount;
import com.outreach.domain.account.LinkedAccount;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.User;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@code GET /users/me}: the user, its first LinkedIn account and all its mailboxes (spec 4.2,
 * D-28).
 */
class GetCurrentUserServiceTest {
  private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");
  private final InMemoryUserRepository users = new InMemoryUserRepository();
  private final InMemoryLinkedAccountRepository linked = new InMemoryLinkedAccountRepository();
  private final InMemoryEmailAccountRepository mailboxes = new InMemoryEmailAccountRepository();
  private final GetCurrentUserService service = new GetCurrentUserService(users, linked, mailboxes);

  private final User me =
      users.save(UserFixtures.aMember().withEmail("Me@Example.com").withName("Jane Doe").build());
  private final User someoneElse = users.save(UserFixtures.aMember().build());

  private static LinkedAccount linkedAccount(UserId owner, String email, Instant at) {
    return LinkedAccount.connect(
        owner,
        new EmailAddress(email),
        "https://www.linkedin.com/in/" + email.split("@")[0],
        new LinkedAccount.Profile(null, null, null, null, null, null),
        false,
        ZoneId.of("UTC"),
        at);
  }

  private static EmailAccount mailbox(UserId owner, String email, Instant at) {
    return EmailAccount.connect(
        owner,
        new EmailAddress(email),
        null,
        "SMTP",
        new EmailAccount.Smtp(null, null, null, null, null),
        100,
        at);
  }

  @Test
  void currentUser_withNoConnectedAccounts_showsTheUser_noLinkedAccount_andNoMailboxes() {
    CurrentUserView view = service.currentUser(me.id());

    assertThat(view)
        .isEqualTo(
            new CurrentUserView(
                "Me@Example.com", "Jane Doe", me.apiKey().value(), Optional.empty(), List.of()));
  }

  @Test
  void currentUser_showsTheOldestLinkedAccount_andEveryMailboxOldestFirst_onlyTheCallers() {
    LinkedAccount second = linkedAccount(me.id(), "second@example.com", T0.plusSeconds(10));
    LinkedAccount first = linkedAccount(me.id(), "first@example.com", T0);
    EmailAccount laterMailbox = mailbox(me.id(), "later@example.com", T0.plusSeconds(10));
    EmailAccount earlierMailbox = mailbox(me.id(), "earlier@example.com", T0);
    linked.add(linkedAccount(someoneElse.id(), "theirs@example.com", T0.minusSeconds(10)));
    linked.add(second);
    linked.add(first);
    mailboxes.add(mailbox(someoneElse.id(), "theirs@example.com", T0.minusSeconds(10)));
    mailboxes.add(laterMailbox);
    mailboxes.add(earlierMailbox);

    CurrentUserView view = service.currentUser(me.id());

    assertThat(view.linkedAccount()).contains(first);
    assertThat(view.emailAccounts()).containsExactly(earlierMailbox, laterMailbox);
  }

  @Test
  void currentUser_ofAnUnknownUser_isUserNotFound() {
    assertRefused(
        () -> service.currentUser(UserId.random()),
        ErrorCode.TOKEN_USER_NOT_FOUND,
        "User not found!");
  }

  @Test
  void currentUserFromMemory_isTheSameView_whileEverythingIsInMemory() {
    linked.add(linkedAccount(me.id(), "first@example.com", T0));
    mailboxes.add(mailbox(me.id(), "earlier@example.com", T0));

    assertThat(service.currentUserFromMemory(me.id())).contains(service.currentUser(me.id()));
  }

  @Test
  void currentUserFromMemory_whenTheUserIsNotInMemory_isEmpty() {
    users.forgetWhatIsInMemory();

    assertThat(service.currentUserFromMemory(me.id())).isEmpty();
    assertThat(service.currentUser(me.id()).email()).isEqualTo("Me@Example.com");
  }
}
