package com.outreach.application.port.in.user;

import com.outreach.domain.account.EmailAccount;
import com.outreach.domain.account.LinkedAccount;
import java.util.List;
import java.util.Optional;

/**
 * What {@code GET /users/me} shows (spec 4.2, D-28): the user, its first LinkedIn account, all
 * mailboxes.
 */
public record CurrentUserView(
    String email,
    String fullName,
    String apiKey,
    Optional<LinkedAccount> linkedAccount,
    List<EmailAccount> emailAccounts) {}
