package com.outreach.application.port.out;

import com.outreach.domain.account.LinkedAccount;

/**
 * A user's LinkedIn accounts; {@link #add} refuses a duplicate email with {@code
 * LINKED_ACCOUNT_EXISTS}, and a provider account another user linked already with {@code
 * PROVIDER_ACCOUNT_LINKED} (D-55).
 */
public interface LinkedAccountRepository extends SenderAccountRepository<LinkedAccount> {}
