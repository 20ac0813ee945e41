package com.outreach.adapter.in.http.user;

import com.outreach.adapter.in.http.account.EmailAccountResource;
import com.outreach.adapter.in.http.account.LinkedAccountResource;
import com.outreach.application.port.in.user.CurrentUserView;
import com.outreach.domain.account.ScheduleDefaults;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;
import java.util.List;

/**
 * {@code GET /users/me} (spec 4.2): the user, its first LinkedIn account (or null), all mailboxes.
 */
@Serdeable
@io.swagger.v3.oas.annotations.media.Schema(name = "CurrentUser")
record CurrentUserResponse(
    boolean success,
    String message,
    UserResource user,
    @Nullable LinkedAccountResource linkedAccount,
    List<EmailAccountResource> emailAccounts) {

  /** Spec 2.1. */
  @Serdeable
  @io.swagger.v3.oas.annotations.media.Schema(name = "UserProfile")
  record UserResource(String email, String fullName, String apiKey) {}

  static CurrentUserResponse of(CurrentUserView view, ScheduleDefaults defaults) {
    return new CurrentUserResponse(
        true,
        "User found",
        new UserResource(view.email(), view.fullName(), view.apiKey()),
        view.linkedAccount().map(a -> LinkedAccountResource.of(a, defaults)).orElse(null),
        emailAccounts(view, defaults));
  }

  private static List<EmailAccountResource> emailAccounts(
      CurrentUserView view, ScheduleDefaults defaults) {
    // Most users have no mailbox: no stream is built for them on this hot path.
    return view.emailAccounts().isEmpty()
        ? List.of()
        : view.emailAccounts().stream().map(a -> EmailAccountResource.of(a, defaults)).toList();
  }
}
