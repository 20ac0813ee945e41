package com.outreach.adapter.in.http.error;

import com.outreach.domain.shared.ErrorCode;
import io.micronaut.http.HttpStatus;

/**
 * The HTTP status of every business failure (spec 7, D-30). No default: a new code must be mapped
 * here.
 */
public final class ErrorStatus {
  private ErrorStatus() {}

  public static HttpStatus of(ErrorCode code) {
    return switch (code) {
      case TOKEN_REQUIRED, INVALID_TOKEN, TOKEN_USER_NOT_FOUND -> HttpStatus.UNAUTHORIZED;
      case INVALID_AGENCY_OWNER_TOKEN -> HttpStatus.FORBIDDEN;
      case USER_NOT_FOUND,
              INVALID_USER_EMAIL,
              LINKED_ACCOUNT_NOT_FOUND,
              EMAIL_ACCOUNT_NOT_FOUND,
              CAMPAIGN_NOT_FOUND,
              LEAD_NOT_FOUND,
              CONVERSATION_NOT_FOUND,
              BLACKLIST_NOT_FOUND,
              DELIVERIES_WEBHOOK_NOT_FOUND,
              INVALID_WEBHOOK_ID,
              DELIVERY_NOT_FOUND ->
          HttpStatus.NOT_FOUND;
      case USER_ALREADY_REGISTERED,
              LINKED_ACCOUNT_EXISTS,
              PROVIDER_ACCOUNT_LINKED,
              EMAIL_ACCOUNT_EXISTS,
              TAG_EXISTS,
              WEBHOOK_DISABLED ->
          HttpStatus.CONFLICT;
      // Spec 4.3 / D-18, 4.13 / D-22, 4.19 / D-25: an explicit 200 with success false.
      case LEAD_NOT_IN_USER_CAMPAIGNS, TAGS_NOT_FOUND, WEBHOOK_NOT_FOUND -> HttpStatus.OK;
      case ACCOUNT_EMAIL_REQUIRED,
              NAME_REQUIRED,
              EMAIL_REQUIRED,
              INVALID_EMAIL,
              REASON_REQUIRED,
              DESCRIPTION_REQUIRED,
              PROFILE_LINK_REQUIRED,
              INVALID_PROFILE_LINK,
              INVALID_TIME_ZONE,
              INVALID_SMTP_SECURITY,
              INVALID_SMTP_PORT,
              INVALID_IMAP_SECURITY,
              INVALID_IMAP_PORT,
              FIELD_TOO_LONG,
              TITLE_REQUIRED,
              SEQUENCE_REQUIRED,
              INVALID_SEQUENCE,
              CONTENT_REQUIRED,
              INVALID_SEARCH_URL,
              MESSAGE1_REQUIRED,
              SUBJECT1_AND_CONTENT1_REQUIRED,
              INVALID_PLACEHOLDER,
              INVALID_CAMPAIGN_STATUS,
              CAMPAIGN_ID_REQUIRED,
              FAILED_TO_ADD_LEADS,
              INVALID_EMAIL_STATUS,
              INVALID_LEAD_ACTION,
              LEAD_ID_REQUIRED,
              EMAIL_OR_PROFILE_LINK_REQUIRED,
              CONVERSATION_ID_REQUIRED,
              TOO_MANY_CUSTOM_FIELDS,
              INVALID_CUSTOM_FIELD_NAME,
              CUSTOM_FIELD_TOO_LONG,
              LEADS_REQUIRED,
              TOO_MANY_LEADS,
              CAMPAIGN_REFUSES_LEADS,
              INVALID_LEAD_STATUS,
              INVALID_LIMIT,
              INVALID_CURSOR,
              COLOR_REQUIRED,
              INVALID_COLOR,
              INVALID_BLACKLIST_TYPE,
              KEYWORD_REQUIRED,
              INVALID_ACCOUNT_EMAIL,
              CALLBACK_URL_REQUIRED,
              INVALID_CALLBACK_URL,
              INVALID_EVENT ->
          HttpStatus.BAD_REQUEST;
      // Events and stats (D-29, D-33)
      case INVALID_OCCURRED_AT, INVALID_RANGE -> HttpStatus.BAD_REQUEST;
      // Sender settings (D-38, D-39, D-44)
      case INVALID_LIMITS, INVALID_SCHEDULE, PROVIDER_ACCOUNT_ID_REQUIRED -> HttpStatus.BAD_REQUEST;
      // Campaign engine settings and PATCH /campaigns/{id} (D-35 ... D-37, D-46)
      case INVALID_DELAYS,
              INVALID_INVITE_EXPIRY,
              INVALID_SENDERS,
              SEQUENCE_CANNOT_BE_CHANGED,
              INVALID_TRACKING ->
          HttpStatus.BAD_REQUEST;
      // A campaign's program (D-50, D-51)
      case INVALID_STEPS -> HttpStatus.BAD_REQUEST;
      // Hardening (D-55)
      case INVALID_CUSTOM_FIELDS -> HttpStatus.BAD_REQUEST;
      case CAMPAIGN_CHANGED -> HttpStatus.CONFLICT;
    };
  }
}
