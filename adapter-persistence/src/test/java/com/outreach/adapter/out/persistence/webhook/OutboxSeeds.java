package com.outreach.adapter.out.persistence.webhook;

import com.outreach.adapter.out.persistence.Sql;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.EventLog;
import com.outreach.application.port.out.UserRepository;
import com.outreach.application.port.out.WebhookRepository;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.Plan;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.User;
import com.outreach.domain.user.UserId;
import io.micronaut.data.connection.jdbc.advice.DelegatingDataSource;
import jakarta.inject.Singleton;
import java.time.Instant;
import java.util.UUID;
import javax.sql.DataSource;

/**
 * What the outbox tests seed their data with, as one bean: each test injects this instead of the
 * four repositories and the data source an {@link OutboxSeed} is made of.
 */
@Singleton
final class OutboxSeeds {
  private final UserRepository users;
  final CampaignRepository campaigns;
  final WebhookRepository webhooks;
  final EventLog events;
  private final DataSource dataSource;

  OutboxSeeds(
      UserRepository users,
      CampaignRepository campaigns,
      WebhookRepository webhooks,
      EventLog events,
      DataSource dataSource) {
    this.users = users;
    this.campaigns = campaigns;
    this.webhooks = webhooks;
    this.events = events;
    this.dataSource = dataSource;
  }

  /** A new owner with a campaign and a lead in it. */
  OutboxSeed seed() {
    return new OutboxSeed(this);
  }

  /** A new owner, with nothing of its own. */
  UserId owner() {
    User user =
        User.open(
            EmailAddress.parse("outbox-" + UUID.randomUUID() + "@test.example"),
            "Owner",
            Role.MEMBER,
            null,
            Plan.of("CUSTOMER"),
            ApiKey.generate(),
            Instant.now());
    users.add(user);
    return user.id();
  }

  Sql sql() {
    return new Sql(dataSource);
  }

  /**
   * The pool's own data source, whose connections are plain JDBC ones outside the service's
   * transactions: for a second session that races the service's, or for a statement whose exact
   * error the test reads.
   */
  DataSource rawDataSource() {
    return DelegatingDataSource.unwrapDataSource(dataSource);
  }
}
