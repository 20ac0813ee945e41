package com.outreach.domain.user;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * A person or agency holding an API token (D-1).
 *
 * <p>Lifecycle: an operator creates agency owners and plain members; an agency owner registers
 * sub-accounts (members whose parent is the agency). A sub-account can be paused and resumed any
 * number of times; cancellation is final, frees the email for a new account and keeps the reason
 * for the agency's records (spec 3.1, D-8 ... D-10). Only an ACTIVE user with a current plan may
 * use the API (spec 5.4, D-5).
 */
public final class User {
  public static final int MAX_NAME_LENGTH = 200;

  private final UserId id;
  private final EmailAddress email;
  private final String fullName;
  private final Role role;
  private final UserId parentAgency;
  private final Instant createdAt;
  private Plan plan;
  private ApiKey apiKey;
  private UserStatus status;
  private Cancellation cancellation;

  private User(Snapshot s) {
    this.id = Objects.requireNonNull(s.id());
    this.email = Objects.requireNonNull(s.email());
    this.fullName = Objects.requireNonNull(s.fullName());
    this.role = Objects.requireNonNull(s.role());
    this.parentAgency = s.parentAgency();
    this.createdAt = Objects.requireNonNull(s.createdAt());
    this.plan = Objects.requireNonNull(s.plan());
    this.apiKey = Objects.requireNonNull(s.apiKey());
    this.status = Objects.requireNonNull(s.status());
    this.cancellation = s.cancellation();
  }

  /** A new, active account that nobody has used yet. */
  public static User open(
      EmailAddress email,
      String fullName,
      Role role,
      UserId parentAgency,
      Plan plan,
      ApiKey apiKey,
      Instant now) {
    return new User(
        new Snapshot(
            UserId.random(),
            email,
            fullName,
            role,
            parentAgency,
            plan,
            UserStatus.ACTIVE,
            apiKey,
            now,
            null));
  }

  /** Used only when loading from the database. */
  public static User rehydrate(Snapshot snapshot) {
    return new User(snapshot);
  }

  public Snapshot snapshot() {
    return new Snapshot(
        id, email, fullName, role, parentAgency, plan, status, apiKey, createdAt, cancellation);
  }

  public void pause() {
    moveTo(UserStatus.PAUSED);
  }

  public void resume() {
    moveTo(UserStatus.ACTIVE);
  }

  public void cancel(Cancellation why) {
    Objects.requireNonNull(
        why); // before the move, so a refused call leaves no reasonless CANCELLED user
    moveTo(UserStatus.CANCELLED);
    this.cancellation = why;
  }

  public void replaceApiKey(ApiKey key) {
    this.apiKey = Objects.requireNonNull(key);
  }

  public void changePlan(Plan newPlan) {
    this.plan = Objects.requireNonNull(newPlan);
  }

  /** May this user call the API now? (spec 5.4, D-5) */
  public boolean canUseApi(Instant now) {
    return status == UserStatus.ACTIVE && plan.isCurrent(now);
  }

  public boolean isAgencyOwner() {
    return role == Role.AGENCY_OWNER;
  }

  public boolean isSubAccountOf(UserId agency) {
    return agency.equals(parentAgency);
  }

  private void moveTo(UserStatus target) {
    if (!status.canMoveTo(target)) {
      // Only a cancelled account has nowhere to go, and a cancelled account counts as unknown
      // (D-7).
      throw new DomainException(ErrorCode.INVALID_USER_EMAIL);
    }
    status = target;
  }

  public UserId id() {
    return id;
  }

  public EmailAddress email() {
    return email;
  }

  public String fullName() {
    return fullName;
  }

  public Role role() {
    return role;
  }

  public Optional<UserId> parentAgency() {
    return Optional.ofNullable(parentAgency);
  }

  public Plan plan() {
    return plan;
  }

  public UserStatus status() {
    return status;
  }

  public ApiKey apiKey() {
    return apiKey;
  }

  public Instant createdAt() {
    return createdAt;
  }

  public Optional<Cancellation> cancellation() {
    return Optional.ofNullable(cancellation);
  }

  /** Every stored field of a user, as persistence reads and writes it. */
  public record Snapshot(
      UserId id,
      EmailAddress email,
      String fullName,
      Role role,
      UserId parentAgency,
      Plan plan,
      UserStatus status,
      ApiKey apiKey,
      Instant createdAt,
      Cancellation cancellation) {}
}
