package com.outreach.domain.campaign;

/**
 * What a campaign's steps go out from (D-37): LinkedIn steps from one of the owner's linked
 * accounts, EMAIL steps from one of its mailboxes.
 */
public enum SenderKind {
  LINKED_ACCOUNT,
  MAILBOX
}
