package com.outreach.bootstrap;

import com.outreach.application.port.in.user.CreateUserCommand;
import com.outreach.application.port.in.user.EnsureAgencyOwnerUseCase;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.annotation.Value;
import io.micronaut.context.event.ApplicationEventListener;
import io.micronaut.context.event.StartupEvent;
import io.micronaut.core.annotation.Nullable;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * D-2: with {@code OUTREACH_BOOTSTRAP_AGENCY_EMAIL} set, makes sure that agency owner exists at
 * start-up, with {@code OUTREACH_BOOTSTRAP_AGENCY_TOKEN} as its token when given. Idempotent.
 */
@Singleton
@Requires(property = "outreach.bootstrap.agency.email")
final class BootstrapAgencyOwner implements ApplicationEventListener<StartupEvent> {
  private static final Logger LOG = LoggerFactory.getLogger(BootstrapAgencyOwner.class);

  private final EnsureAgencyOwnerUseCase ensure;
  private final String email;
  private final String name;
  private final String token;

  BootstrapAgencyOwner(
      EnsureAgencyOwnerUseCase ensure,
      @Value("${outreach.bootstrap.agency.email}") String email,
      @Value("${outreach.bootstrap.agency.name:Agency owner}") String name,
      @Nullable @Value("${outreach.bootstrap.agency.token:}") String token) {
    this.ensure = ensure;
    this.email = email;
    this.name = name;
    this.token = token;
  }

  @Override
  public void onApplicationEvent(StartupEvent event) {
    var command = CreateUserCommand.of(email, name, true, null, null, token);
    ensure
        .ensure(command)
        .ifPresentOrElse(
            created ->
                LOG.info(
                    "Created bootstrap agency owner {} (id {}){}",
                    email,
                    created.id(),
                    token == null || token.isBlank() ? "; its token: " + created.token() : ""),
            () -> LOG.info("Bootstrap agency owner {} is in place", email));
  }
}
