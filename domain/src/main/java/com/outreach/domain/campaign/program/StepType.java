package com.outreach.domain.campaign.program;

/**
 * What a program step does (D-50, D-53): LinkedIn's profile visit, post like, invite, message and
 * InMail, or an email.
 */
public enum StepType {
  VISIT,
  LIKE_POST,
  INVITE,
  MESSAGE,
  INMAIL,
  EMAIL;

  /** Whether the step sends texts of its own, chosen per membership among its variants (D-51). */
  public boolean hasTexts() {
    return this != VISIT && this != LIKE_POST;
  }

  /** Whether the step goes out from a mailbox rather than a linked account (D-37, D-50). */
  public boolean isEmail() {
    return this == EMAIL;
  }

  /** Whether the step's texts have a subject: InMails and emails (D-51). */
  public boolean hasSubject() {
    return this == INMAIL || this == EMAIL;
  }
}
