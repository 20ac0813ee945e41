package com.outreach.adapter.out.webhook;

import com.outreach.application.address.TargetAddressPolicy;
import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Value;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;

/** Wires the D-26 sender; with it, the service's delivery poller starts. */
@Factory
final class HttpWebhookSenderFactory {

  @Singleton
  @Bean(preDestroy = "close")
  HttpWebhookSender httpWebhookSender(
      TargetAddressPolicy policy,
      Clock clock,
      @Value("${outreach.webhooks.connect-timeout:5s}") Duration connect,
      @Value("${outreach.webhooks.request-timeout:15s}") Duration total,
      @Value("${outreach.webhooks.max-in-flight:64}") int maxConnections) {
    return new HttpWebhookSender(policy, clock, connect, total, maxConnections);
  }
}
