package com.outreach.application.port.out;

import com.outreach.domain.account.EmailAccount;
import com.outreach.domain.user.UserId;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** A user's mailboxes; each email at most once per user. SMTP passwords are stored encrypted. */
public interface EmailAccountRepository {
  /**
   * Oldest first; may be served from a short-lived cache, invalidated by this instance's writes.
   */
  List<EmailAccount> listByOwner(UserId owner);

  /**
   * What {@link #listByOwner} would answer, when this instance holds it in memory; never blocks.
   */
  Optional<List<EmailAccount>> listByOwnerInMemory(UserId owner);

  /**
   * @throws com.outreach.domain.shared.DomainException {@code EMAIL_ACCOUNT_EXISTS} on a duplicate
   *     email
   */
  void add(EmailAccount account);

  /**
   * The owner's account with that id, fresh from the store, locked against other changes until the
   * surrounding transaction ends; empty when the owner has none with that id (D-31).
   */
  Optional<EmailAccount> findForChange(UserId owner, UUID id);

  /**
   * Stores every changed field of an account {@link #findForChange} returned (not its email, owner
   * or creation).
   */
  void update(EmailAccount account);

  /**
   * @return false when the owner has no mailbox with that id
   */
  boolean remove(UserId owner, UUID id);

  /**
   * Ends the mailbox's pause when a refused {@code login} caused it (D-43), and after an IMAP one
   * makes its inbox due at once: the owner has just given that login new settings.
   */
  void endLoginPause(UUID id, Login login);

  /** A login whose refusal pauses a mailbox, by the reason it leaves. */
  enum Login {
    SMTP("SMTP_AUTH_FAILED"),
    IMAP("IMAP_AUTH_FAILED");

    private final String reasonPrefix;

    Login(String reasonPrefix) {
      this.reasonPrefix = reasonPrefix;
    }

    public String reasonPrefix() {
      return reasonPrefix;
    }
  }
}
