package com.outreach.adapter.out.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.application.address.StubResolver;
import com.outreach.application.address.TargetAddressPolicy;
import com.outreach.application.address.TargetRefusedException;
import io.micronaut.context.ApplicationContext;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The switch comes from configuration; the host is a literal, so nothing is looked up. */
class WebhookTargetFactoryTest {

  @Test
  void privateTargets_areRefusedByDefault() {
    try (ApplicationContext context = ApplicationContext.run()) {
      TargetAddressPolicy policy = context.getBean(TargetAddressPolicy.class);

      assertThatThrownBy(() -> policy.vet("127.0.0.1")).isInstanceOf(TargetRefusedException.class);
    }
  }

  @Test
  void allowPrivateTargets_liftsTheCheck() {
    try (ApplicationContext context =
        ApplicationContext.run(Map.of("outreach.webhooks.allow-private-targets", "true"))) {
      TargetAddressPolicy policy = context.getBean(TargetAddressPolicy.class);

      assertThat(policy.vet("127.0.0.1")).containsExactly(StubResolver.literal("127.0.0.1"));
    }
  }
}
