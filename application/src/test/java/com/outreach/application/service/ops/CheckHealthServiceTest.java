package com.outreach.application.service.ops;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.FakeDatabaseProbe;
import com.outreach.application.port.in.ops.CheckHealthUseCase.HealthReport;
import org.junit.jupiter.api.Test;

/** D-32: live when it answers, ready when the database answers too. */
class CheckHealthServiceTest {
  private final FakeDatabaseProbe database = new FakeDatabaseProbe();
  private final CheckHealthService service = new CheckHealthService(database);

  @Test
  void check_whenTheDatabaseAnswers_isReady() {
    HealthReport report = service.check();

    assertThat(report).isEqualTo(new HealthReport(true));
    assertThat(report.ready()).isTrue();
  }

  @Test
  void check_whenTheDatabaseDoesNotAnswer_isNotReady() {
    database.setReachable(false);

    HealthReport report = service.check();

    assertThat(report).isEqualTo(new HealthReport(false));
    assertThat(report.ready()).isFalse();
  }

  @Test
  void check_asksTheDatabaseEveryTime() {
    assertThat(service.check().ready()).isTrue();
    database.setReachable(false);
    assertThat(service.check().ready()).isFalse();
    database.setReachable(true);
    assertThat(service.check().ready()).isTrue();
    assertThat(database.probeCount()).isEqualTo(3);
  }
}
