package com.outreach.application.port.out;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.account.LinkedAccount;
import com.outreach.domain.account.LinkedInLimits;
import com.outreach.domain.account.SendingSchedule;
import com.outreach.domain.account.TimeOfDay;
import com.outreach.domain.account.WarmUp;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The rules every {@link LinkedAccountRepository} keeps (D-28): every sender account's, and
 * defaults stored as defaults.
 */
public abstract class LinkedAccountRepositoryContract
    extends SenderAccountRepositoryContract<LinkedAccount> {
  @Override
  protected abstract LinkedAccountRepository newRepository();

  @Override
  protected LinkedAccount account(UserId owner, String email, Instant createdAt) {
    return LinkedAccount.connect(
        owner,
        new EmailAddress(email),
        "https://www.linkedin.com/in/jane-doe",
        new LinkedAccount.Profile("Jane Doe", "Head of Sales", null, null, "urn:li:member:1", null),
        true,
        ZoneId.of("Europe/Berlin"),
        createdAt);
  }

  @Override
  protected LinkedAccount everyFieldChanged(LinkedAccount a) {
    return new LinkedAccount(
        a.id(),
        a.owner(),
        a.email(),
        "https://www.linkedin.com/in/jane-2",
        new LinkedAccount.Profile(
            null, "CEO", "https://s.example", "https://r.example", null, "https://p.example"),
        false,
        new SendingSchedule(
            ZoneId.of("Asia/Tokyo"),
            Set.of(DayOfWeek.MONDAY, DayOfWeek.SUNDAY),
            TimeOfDay.parse("07:30"),
            TimeOfDay.END_OF_DAY),
        true,
        null,
        true,
        a.createdAt(),
        new LinkedInLimits(1, 200, 150, 50, 250, 1),
        WarmUp.since(T0.plusSeconds(30)),
        "uni-123");
  }

  @Override
  protected ErrorCode exists() {
    return ErrorCode.LINKED_ACCOUNT_EXISTS;
  }

  @Override
  protected String existsMessage() {
    return "Linked account already exists!";
  }

  @Test
  void update_backToTheDefaults_storesThemAsDefaults() {
    LinkedAccount a = account(owner, "jane@example.com", T0);
    accounts.add(a);
    LinkedAccount on =
        new LinkedAccount(
            a.id(),
            owner,
            a.email(),
            a.profileLink(),
            a.profile(),
            a.premium(),
            new SendingSchedule(
                ZoneId.of("UTC"), Set.of(DayOfWeek.FRIDAY), TimeOfDay.parse("10:00"), null),
            a.valid(),
            null,
            false,
            T0,
            a.limits(),
            WarmUp.since(T0),
            "x");
    accounts.update(on);
    LinkedAccount off =
        new LinkedAccount(
            a.id(),
            owner,
            a.email(),
            a.profileLink(),
            a.profile(),
            a.premium(),
            SendingSchedule.byDefault(ZoneId.of("UTC")),
            a.valid(),
            null,
            false,
            T0,
            a.limits(),
            WarmUp.OFF,
            null);

    accounts.update(off);

    assertThat(accounts.listByOwner(owner)).containsExactly(off);
  }
}
