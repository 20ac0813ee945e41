package com.outreach.adapter.out.webhook;

import com.outreach.application.address.HostResolver;
import com.outreach.application.address.TargetAddressPolicy;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Value;
import jakarta.inject.Singleton;

/** Wires the SSRF guard (D-26) with the system resolver and its configuration switch. */
@Factory
final class WebhookTargetFactory {

  @Singleton
  HostResolver hostResolver() {
    return HostResolver.system();
  }

  @Singleton
  TargetAddressPolicy targetAddressPolicy(
      HostResolver resolver,
      @Value("${outreach.webhooks.allow-private-targets:false}") boolean allowPrivateTargets) {
    return new TargetAddressPolicy(resolver, allowPrivateTargets);
  }
}
