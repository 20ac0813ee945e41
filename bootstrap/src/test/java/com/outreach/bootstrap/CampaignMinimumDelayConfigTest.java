package com.outreach.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micronaut.context.exceptions.ConfigurationException;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code outreach.engine.minimum-delay} (D-35): an ISO-8601 duration between PT0S and P90D. */
class CampaignMinimumDelayConfigTest {
  @Test
  void isoDurations_inRange_areTheMinimum() {
    assertThat(CampaignUseCaseFactory.parseMinimumDelay("PT1H")).isEqualTo(Duration.ofHours(1));
    assertThat(CampaignUseCaseFactory.parseMinimumDelay(" PT0S ")).isZero();
    assertThat(CampaignUseCaseFactory.parseMinimumDelay("P90D")).isEqualTo(Duration.ofDays(90));
  }

  @ParameterizedTest
  @ValueSource(strings = {"1h", "", "-PT1S", "P91D", "soon"})
  void anythingElse_isAConfigurationError_namingTheKey(String text) {
    assertThatThrownBy(() -> CampaignUseCaseFactory.parseMinimumDelay(text))
        .isInstanceOf(ConfigurationException.class)
        .hasMessageContaining("outreach.engine.minimum-delay");
  }
}
