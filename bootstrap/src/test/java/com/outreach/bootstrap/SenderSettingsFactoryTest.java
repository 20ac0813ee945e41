package com.outreach.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.application.service.account.SenderSettingsPolicy;
import com.outreach.domain.account.ScheduleDefaults;
import org.junit.jupiter.api.Test;

/**
 * docs/configuration.md "Outreach engine": the senders' configured defaults, and a clear start-up
 * failure for a malformed one.
 */
class SenderSettingsFactoryTest {
  private final SenderSettingsFactory factory = new SenderSettingsFactory();

  @Test
  void theDefaults_andTheProviders() {
    ScheduleDefaults defaults = factory.scheduleDefaults("MON,TUE,WED,THU,FRI", "09:00", "18:00");

    assertThat(defaults).isEqualTo(ScheduleDefaults.STANDARD);
    assertThat(factory.senderSettingsPolicy(defaults, "sandbox"))
        .isEqualTo(SenderSettingsPolicy.STANDARD);
    assertThat(factory.senderSettingsPolicy(defaults, " UNIPILE ").providerAccountIdRequired())
        .isTrue();
    assertThat(factory.scheduleDefaults(" sat , sun", "00:00", "24:00").days()).hasSize(2);
  }

  @Test
  void malformedValues_stopTheServiceWithTheirPropertyNamed() {
    for (String[] bad :
        new String[][] {
          {"", "09:00", "18:00"},
          {"MON,XYZ", "09:00", "18:00"},
          {"MON", "9:00", "18:00"},
          {"MON", "18:00", "09:00"},
          {"MON", "24:00", "24:00"}
        }) {
      assertThatThrownBy(() -> factory.scheduleDefaults(bad[0], bad[1], bad[2]))
          .isInstanceOf(IllegalStateException.class)
          .hasMessageStartingWith("outreach.engine.default-schedule:");
    }
    assertThatThrownBy(() -> factory.senderSettingsPolicy(ScheduleDefaults.STANDARD, "linkedin"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("outreach.network.provider must be sandbox or unipile; got linkedin");
  }
}
