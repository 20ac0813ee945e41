package com.outreach.adapter.out.persistence.user;

import com.outreach.adapter.out.persistence.secret.SecretCipher;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.Cancellation;
import com.outreach.domain.user.Plan;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.User;
import com.outreach.domain.user.UserId;
import com.outreach.domain.user.UserStatus;
import jakarta.inject.Singleton;
import java.time.Instant;

/** Maps users to rows and back, encrypting the token on the way in (D-3). */
@Singleton
final class UserRowMapper {
  private final SecretCipher cipher;

  UserRowMapper(SecretCipher cipher) {
    this.cipher = cipher;
  }

  UserRow toRow(User.Snapshot u, Instant updatedAt) {
    Cancellation c = u.cancellation();
    return new UserRow(
        u.id().value(),
        u.email().value(),
        u.email().key(),
        u.fullName(),
        u.role().name(),
        u.parentAgency() == null ? null : u.parentAgency().value(),
        u.plan().id(),
        u.plan().expiresAt(),
        u.status().name(),
        u.apiKey().hash(),
        cipher.encrypt(u.apiKey().value()),
        c == null ? null : c.reason(),
        c == null ? null : c.description(),
        c == null ? null : c.cancelledAt(),
        u.createdAt(),
        updatedAt);
  }

  User.Snapshot toSnapshot(UserRow r) {
    return new User.Snapshot(
        new UserId(r.id()),
        new EmailAddress(r.email()),
        r.fullName(),
        Role.valueOf(r.role()),
        r.parentAgencyId() == null ? null : new UserId(r.parentAgencyId()),
        new Plan(r.planId(), r.planExpiresAt()),
        UserStatus.valueOf(r.status()),
        new ApiKey(cipher.decrypt(r.apiKeyEncrypted())),
        r.createdAt(),
        r.cancelledAt() == null
            ? null
            : new Cancellation(r.cancelReason(), r.cancelDescription(), r.cancelledAt()));
  }
}
