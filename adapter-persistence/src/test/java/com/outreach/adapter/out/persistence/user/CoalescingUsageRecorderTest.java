package com.outreach.adapter.out.persistence.user;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.Sql;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.Plan;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.User;
import io.micronaut.context.annotation.Property;
import jakarta.inject.Inject;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/** D-5: token use is written in one batched statement per flush, not once per request. */
@PersistenceTest
@Property(name = "outreach.auth.last-used-flush-interval", value = "1h")
class CoalescingUsageRecorderTest {
  @Inject CoalescingUsageRecorder recorder;
  @Inject UserRepository users;
  @Inject DataSource dataSource;

  private User storedUser() {
    User user =
        User.open(
            EmailAddress.parse("usage-" + UUID.randomUUID() + "@test.example"),
            "U",
            Role.MEMBER,
            null,
            Plan.of("CUSTOMER"),
            ApiKey.generate(),
            Instant.now());
    users.add(user);
    return user;
  }

  private Instant lastUsedAt(User user) {
    Timestamp t =
        (Timestamp)
            new Sql(dataSource)
                .value("SELECT last_used_at FROM users WHERE id = ?", user.id().value());
    return t == null ? null : t.toInstant();
  }

  @Test
  void usesAreHeldUntilFlushed_thenTheLatestOnePerUserIsWritten() {
    User a = storedUser();
    User b = storedUser();
    Instant t1 = Instant.parse("2026-01-01T10:00:00Z");
    Instant t2 = Instant.parse("2026-01-01T10:00:03Z");

    recorder.recordUse(a.id(), t2);
    recorder.recordUse(a.id(), t1);
    recorder.recordUse(b.id(), t1);
    assertThat(lastUsedAt(a)).isNull();

    assertThat(recorder.flush()).isEqualTo(2);
    assertThat(lastUsedAt(a)).isEqualTo(t2);
    assertThat(lastUsedAt(b)).isEqualTo(t1);
    assertThat(recorder.flush()).isZero();
  }

  @Test
  void anOlderUseNeverMovesLastUsedAtBack() {
    User a = storedUser();
    recorder.recordUse(a.id(), Instant.parse("2026-01-01T10:00:05Z"));
    recorder.flush();

    recorder.recordUse(a.id(), Instant.parse("2026-01-01T09:00:00Z"));
    recorder.flush();

    assertThat(lastUsedAt(a)).isEqualTo(Instant.parse("2026-01-01T10:00:05Z"));
  }
}
