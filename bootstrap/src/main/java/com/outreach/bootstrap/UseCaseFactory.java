package com.outreach.bootstrap;

import com.outreach.adapter.in.http.user.LoggedUserIds;
import com.outreach.adapter.out.persistence.secret.LogPseudonyms;
import com.outreach.application.port.out.DatabaseProbe;
import com.outreach.application.port.out.EmailAccountRepository;
import com.outreach.application.port.out.LinkedAccountRepository;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.UsageRecorder;
import com.outreach.application.port.out.UserRepository;
import com.outreach.application.port.out.engine.MembershipSchedule;
import com.outreach.application.service.account.EmailAccountService;
import com.outreach.application.service.account.LinkedAccountService;
import com.outreach.application.service.account.SenderSettingsPolicy;
import com.outreach.application.service.auth.AuthenticateService;
import com.outreach.application.service.ops.CheckHealthService;
import com.outreach.application.service.subaccount.RegisterSubAccountService;
import com.outreach.application.service.subaccount.SubAccountLifecycleService;
import com.outreach.application.service.user.CreateUserService;
import com.outreach.application.service.user.GetCurrentUserService;
import com.outreach.application.service.user.IssueUserTokenService;
import io.micronaut.context.annotation.Factory;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.util.Locale;

/**
 * Wires the framework-free use cases to their ports. Each service is registered under every inbound
 * port it implements, which is how controllers find it.
 */
@Factory
final class UseCaseFactory {
  @Singleton
  Clock clock() {
    return Clock.systemUTC();
  }

  @Singleton
  AuthenticateService authenticate(UserRepository users, UsageRecorder usage, Clock clock) {
    return new AuthenticateService(users, usage, clock);
  }

  @Singleton
  GetCurrentUserService currentUser(
      UserRepository users, LinkedAccountRepository linked, EmailAccountRepository mail) {
    return new GetCurrentUserService(users, linked, mail);
  }

  @Singleton
  IssueUserTokenService issueUserToken(UserRepository users) {
    return new IssueUserTokenService(users);
  }

  /**
   * Log lines name users by the keyed hash of their id (D-55 a), of its canonical spelling, so one
   * user reads the same however the id was written.
   */
  @Singleton
  LoggedUserIds loggedUserIds(LogPseudonyms pseudonyms) {
    return id -> pseudonyms.of(id.strip().toLowerCase(Locale.ROOT));
  }

  @Singleton
  CreateUserService createUser(UserRepository users, Clock clock) {
    return new CreateUserService(users, clock);
  }

  @Singleton
  RegisterSubAccountService registerSubAccount(UserRepository users, Clock clock) {
    return new RegisterSubAccountService(users, clock);
  }

  @Singleton
  SubAccountLifecycleService subAccountLifecycle(
      UserRepository users, MembershipSchedule schedule, Clock clock) {
    return new SubAccountLifecycleService(users, schedule, clock);
  }

  @Singleton
  LinkedAccountService linkedAccounts(
      LinkedAccountRepository accounts,
      TransactionRunner tx,
      Clock clock,
      SenderSettingsPolicy policy,
      MembershipSchedule schedule) {
    return new LinkedAccountService(accounts, tx, clock, policy, schedule);
  }

  @Singleton
  EmailAccountService emailAccounts(
      EmailAccountRepository accounts,
      TransactionRunner tx,
      Clock clock,
      SenderSettingsPolicy policy,
      MembershipSchedule schedule) {
    return new EmailAccountService(accounts, tx, clock, policy, schedule);
  }

  @Singleton
  CheckHealthService health(DatabaseProbe database) {
    return new CheckHealthService(database);
  }
}
