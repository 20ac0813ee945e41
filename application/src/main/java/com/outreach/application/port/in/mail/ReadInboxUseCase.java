package com.outreach.application.port.in.mail;

import java.util.UUID;

/** Applies what arrived in a mailbox's INBOX since it was last read (D-47): replies, automatic answers, bounces. */
public interface ReadInboxUseCase {
  /** Reads the mailbox's new messages and applies them; the number that concerned one of its emails. */
  int readNew(UUID mailboxId);
}
