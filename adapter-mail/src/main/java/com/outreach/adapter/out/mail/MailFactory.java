package com.outreach.adapter.out.mail;

import com.outreach.application.address.HostResolver;
import com.outreach.application.address.TargetAddressPolicy;
import com.outreach.application.port.out.engine.MailboxDirectory;
import com.outreach.application.port.out.engine.TrackingTokens;
import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.annotation.Value;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;

/**
 * The mail provider, unless {@code outreach.mail.enabled} is false (then EMAIL memberships stay
 * PENDING, as before this adapter existed).
 */
@Factory
final class MailFactory {
  /**
   * The D-26 address guard for mailbox servers (D-55), with the resolver the service uses for
   * webhooks when there is one (tests replace it), else the system's.
   */
  @Singleton
  @Requires(property = "outreach.mail.enabled", notEquals = "false")
  MailHosts mailHosts(
      Optional<HostResolver> resolver,
      @Value("${outreach.mail.allow-private-hosts:false}") boolean allowPrivateHosts) {
    return new MailHosts(
        new TargetAddressPolicy(resolver.orElseGet(HostResolver::system), allowPrivateHosts));
  }

  @Singleton
  @Bean(preDestroy = "close")
  @Requires(property = "outreach.mail.enabled", notEquals = "false")
  SmtpMailGateway smtpMailGateway(
      MailboxDirectory mailboxes,
      TrackingTokens tokens,
      MailHosts hosts,
      Clock clock,
      @Value("${outreach.mail.connect-timeout:10s}") Duration connectTimeout,
      @Value("${outreach.mail.read-timeout:30s}") Duration readTimeout,
      @Value("${outreach.mail.idle-timeout:10s}") Duration idleTimeout,
      @Value("${outreach.mail.ssl-trust:}") String sslTrust,
      @Value("${outreach.public-base-url:`http://localhost:8080`}") String publicBaseUrl) {
    return new SmtpMailGateway(
        mailboxes,
        tokens,
        new MailSettings(connectTimeout, readTimeout, idleTimeout, sslTrust, publicBaseUrl),
        hosts,
        clock);
  }

  /** The INBOX reader of D-47, with the same timeouts and certificate trust as sending. */
  @Singleton
  @Requires(property = "outreach.mail.enabled", notEquals = "false")
  ImapMailboxInbox imapMailboxInbox(
      MailHosts hosts,
      @Value("${outreach.mail.connect-timeout:10s}") Duration connectTimeout,
      @Value("${outreach.mail.read-timeout:30s}") Duration readTimeout,
      @Value("${outreach.mail.idle-timeout:10s}") Duration idleTimeout,
      @Value("${outreach.mail.ssl-trust:}") String sslTrust,
      @Value("${outreach.public-base-url:`http://localhost:8080`}") String publicBaseUrl) {
    return new ImapMailboxInbox(
        new MailSettings(connectTimeout, readTimeout, idleTimeout, sslTrust, publicBaseUrl), hosts);
  }
}
