package com.outreach.bootstrap;

import com.outreach.adapter.out.persistence.secret.LogPseudonyms;
import com.outreach.application.port.in.user.CreateUserCommand;
import com.outreach.application.port.in.user.CreatedUser;
import com.outreach.application.port.in.user.EnsureAgencyOwnerUseCase;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.annotation.Value;
import io.micronaut.context.event.ApplicationEventListener;
import io.micronaut.context.event.StartupEvent;
import io.micronaut.core.annotation.Nullable;
import jakarta.inject.Singleton;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * D-2: with {@code OUTREACH_BOOTSTRAP_AGENCY_EMAIL} set, makes sure that agency owner exists at
 * start-up, with {@code OUTREACH_BOOTSTRAP_AGENCY_TOKEN} as its token when given. Idempotent. The
 * log names the owner by its email and the keyed hash of its id, and never shows a token (D-55 a):
 * without a token in the environment, the operator sets one and starts again, which replaces the
 * generated one.
 */
@Singleton
@Requires(property = "outreach.bootstrap.agency.email")
final class BootstrapAgencyOwner implements ApplicationEventListener<StartupEvent> {
  private static final Logger LOG = LoggerFactory.getLogger(BootstrapAgencyOwner.class);

  private final EnsureAgencyOwnerUseCase ensure;
  private final String email;
  private final String name;
  private final String token;
  private final LogPseudonyms pseudonyms;

  BootstrapAgencyOwner(
      EnsureAgencyOwnerUseCase ensure,
      LogPseudonyms pseudonyms,
      @Value("${outreach.bootstrap.agency.email}") String email,
      @Value("${outreach.bootstrap.agency.name:Agency owner}") String name,
      @Nullable @Value("${outreach.bootstrap.agency.token:}") String token) {
    this.ensure = ensure;
    this.email = email;
    this.name = name;
    this.token = token;
    this.pseudonyms = pseudonyms;
  }

  @Override
  public void onApplicationEvent(StartupEvent event) {
    var command = CreateUserCommand.of(email, name, true, null, null, token);
    ensureOnce(command)
        .ifPresentOrElse(
            created ->
                LOG.info(
                    "Created bootstrap agency owner {} (id {}){}",
                    email,
                    pseudonyms.of(created.id().toString()),
                    token == null || token.isBlank()
                        ? "; its generated token is not shown: set OUTREACH_BOOTSTRAP_AGENCY_TOKEN"
                            + " and start again to give it one"
                        : ""),
            () -> LOG.info("Bootstrap agency owner {} is in place", email));
  }

  /**
   * Instances starting together on one database may both find the owner missing; the one whose
   * insert loses sees it in place on a second look.
   */
  private Optional<CreatedUser> ensureOnce(CreateUserCommand command) {
    try {
      return ensure.ensure(command);
    } catch (DomainException e) {
      if (e.code() != ErrorCode.USER_ALREADY_REGISTERED) {
        throw e;
      }
      return ensure.ensure(command);
    }
  }
}
