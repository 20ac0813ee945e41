package com.outreach.domain.shared;

/**
 * The catalogue of every business failure the service reports. Each constant carries the exact
 * message text clients see (spec section 7 and docs/spec/decisions.md); a constant with {@code %s}
 * or {@code %d} takes arguments. The HTTP status of each code is mapped in the HTTP adapter, where
 * a new constant does not compile until it is mapped.
 */
public enum ErrorCode {
  // Authentication and agency scope (spec 5, D-4 ... D-7)
  TOKEN_REQUIRED("Token is required!"),
  INVALID_TOKEN("Invalid Token!"),
  TOKEN_USER_NOT_FOUND("User not found!"),
  USER_NOT_FOUND("User not found!"),
  INVALID_AGENCY_OWNER_TOKEN("Invalid agency owner token."),
  INVALID_USER_EMAIL("Invalid user email!"),
  ACCOUNT_EMAIL_REQUIRED("Account email is required!"),

  // Sub-accounts (D-8 ... D-10)
  NAME_REQUIRED("Name is required!"),
  EMAIL_REQUIRED("Email is required!"),
  INVALID_EMAIL("Invalid email!"),
  USER_ALREADY_REGISTERED("User is already registered with this email!"),
  REASON_REQUIRED("Reason is required!"),
  DESCRIPTION_REQUIRED("Description is required!"),

  // Linked accounts and mailboxes (D-28)
  PROFILE_LINK_REQUIRED("Profile link is required!"),
  INVALID_PROFILE_LINK("Invalid profile link!"),
  INVALID_TIME_ZONE("Invalid time zone!"),
  LINKED_ACCOUNT_EXISTS("Linked account already exists!"),
  // D-55: one live linked account per provider account, across all users.
  PROVIDER_ACCOUNT_LINKED("Provider account already linked!"),
  LINKED_ACCOUNT_NOT_FOUND("Linked account not found!"),
  EMAIL_ACCOUNT_EXISTS("Email account already exists!"),
  EMAIL_ACCOUNT_NOT_FOUND("Email account not found!"),
  INVALID_SMTP_SECURITY("Invalid smtp security (Possible Values: SSL, STARTTLS, NONE)"),
  INVALID_SMTP_PORT("Invalid smtp port!"),
  INVALID_IMAP_SECURITY("Invalid imap security (Possible Values: SSL, STARTTLS, NONE)"),
  INVALID_IMAP_PORT("Invalid imap port!"),

  // Campaigns (D-11 ... D-13)
  TITLE_REQUIRED("Title is required!"),
  SEQUENCE_REQUIRED("Sequence is required!"),
  INVALID_SEQUENCE("Invalid sequence (Possible Values: CONNECT, MESSAGE, INMAIL, EMAIL)"),
  CONTENT_REQUIRED("Content is required!"),
  INVALID_SEARCH_URL("Invalid search URL!"),
  MESSAGE1_REQUIRED("Content must contain message1 for this sequence!"),
  SUBJECT1_AND_CONTENT1_REQUIRED("Content must contain subject1 and content1 for this sequence!"),
  INVALID_PLACEHOLDER("Invalid placeholder in %s!"),
  INVALID_CAMPAIGN_STATUS(
      "Invalid status (Possible Values: ACTIVE, PAUSED, COMPLETED, FAILED, ARCHIVED)"),
  CAMPAIGN_ID_REQUIRED("Campaign id is required!"),
  CAMPAIGN_NOT_FOUND("Campaign not found!"),

  // Leads and conversations (D-15 ... D-21)
  FAILED_TO_ADD_LEADS("Failed to add leads into this campaign!"),
  INVALID_EMAIL_STATUS("Invalid email status!"),
  LEAD_NOT_IN_USER_CAMPAIGNS("Lead doesn't exists in this user campaigns!"),
  INVALID_LEAD_ACTION("Invalid status (Possible Values: PAUSE, RESUME, DELETED)"),
  LEAD_ID_REQUIRED("Lead id is required!"),
  LEAD_NOT_FOUND("Lead not found!"),
  EMAIL_OR_PROFILE_LINK_REQUIRED("Email or profile link is required!"),
  CONVERSATION_ID_REQUIRED("Conversation Id is required!"),
  CONVERSATION_NOT_FOUND("Conversation not found!"),
  TOO_MANY_CUSTOM_FIELDS("A lead may have at most %d custom fields!"),
  INVALID_CUSTOM_FIELD_NAME("Custom field names must be 1 to %d characters!"),
  CUSTOM_FIELD_TOO_LONG("Custom field %s must be at most %d characters!"),
  LEADS_REQUIRED("Leads are required!"),
  CAMPAIGN_REFUSES_LEADS("Leads cannot be added to a FAILED campaign!"),
  INVALID_LEAD_STATUS(
      "Invalid status (Possible Values: PENDING, IN_PROGRESS, PAUSED, REPLIED, COMPLETED, FAILED, "
          + "BLACKLISTED, BOUNCED, UNSUBSCRIBED)"),
  TOO_MANY_LEADS("At most %d leads can be added at once!"),
  // Bounds on what one request may store (D-55 d)
  INVALID_CUSTOM_FIELDS("Invalid custom fields!"),
  CAMPAIGN_CHANGED("Campaign changed, try again!"),

  // Lists (D-20)
  INVALID_LIMIT("Invalid limit!"),
  INVALID_CURSOR("Invalid cursor!"),

  // Generic field rules, shared by every request
  FIELD_TOO_LONG("%s must be at most %d characters!"),

  // Tags, blacklists, webhooks (D-22 ... D-25)
  COLOR_REQUIRED("Color is required!"),
  INVALID_COLOR("Invalid color!"),
  TAG_EXISTS("Tag already exists!"),
  TAGS_NOT_FOUND("Tags not found!"),
  INVALID_BLACKLIST_TYPE("Invalid type (Possible Values: PROFILE_URL, JOB_TITLE, KEYWORD)"),
  KEYWORD_REQUIRED("Keyword is required!"),
  INVALID_ACCOUNT_EMAIL("Invalid account email!"),
  BLACKLIST_NOT_FOUND("Blacklist not found!"),
  CALLBACK_URL_REQUIRED("Callback URL is required!"),
  INVALID_CALLBACK_URL("Invalid callback URL!"),
  INVALID_EVENT("Invalid event!"),
  WEBHOOK_NOT_FOUND("Webhook not found!"),
  // The same text as WEBHOOK_NOT_FOUND, but a 404: spec 4.19's 200 belongs to GET /webhooks/{id}
  // only.
  DELIVERIES_WEBHOOK_NOT_FOUND("Webhook not found!"),
  INVALID_WEBHOOK_ID("Invalid webhook ID!"),
  // Resending one delivery (POST /webhooks/{id}/deliveries/{eventId}/retry, docs/decisions.md)
  DELIVERY_NOT_FOUND("Delivery not found!"),
  WEBHOOK_DISABLED("Webhook is disabled!"),
  // Events and stats (D-29, D-33)
  INVALID_OCCURRED_AT("Invalid occurredAt!"),
  INVALID_RANGE("Invalid range format! Range must be JSON with from and to in YYYY-MM-DD format."),
  // Sender settings of linked accounts and mailboxes (D-38, D-39, D-44)
  INVALID_LIMITS("Invalid limits!"),
  INVALID_SCHEDULE("Invalid schedule!"),
  PROVIDER_ACCOUNT_ID_REQUIRED("Provider account id is required!"),
  // Campaign engine settings and PATCH /campaigns/{id} (D-35 ... D-37, D-46; tracking:
  // docs/decisions.md)
  INVALID_DELAYS("Invalid delays!"),
  INVALID_INVITE_EXPIRY("Invalid invite expiry!"),
  INVALID_SENDERS("Invalid senders!"),
  SEQUENCE_CANNOT_BE_CHANGED("Sequence cannot be changed!"),
  INVALID_TRACKING("Invalid tracking!"),
  // A campaign's program (D-50, D-51)
  INVALID_STEPS("Invalid steps!"),
  ;

  private final String template;

  ErrorCode(String template) {
    this.template = template;
  }

  /** The message template, with its {@code %s} / {@code %d} slots unfilled. */
  public String template() {
    return template;
  }

  /** The exact text clients see, with the arguments filled in. */
  public String message(Object... args) {
    return args.length == 0 ? template : String.format(template, args);
  }
}
