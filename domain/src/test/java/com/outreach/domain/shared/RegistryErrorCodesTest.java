package com.outreach.domain.shared;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The tag, blacklist and webhook messages, word for word as spec 7 and D-22 ... D-25 write them.
 */
class RegistryErrorCodesTest {
  @Test
  void theSpecsMessages_areCopiedExactly() {
    assertThat(ErrorCode.TAGS_NOT_FOUND.message()).isEqualTo("Tags not found!");
    assertThat(ErrorCode.INVALID_BLACKLIST_TYPE.message())
        .isEqualTo("Invalid type (Possible Values: PROFILE_URL, JOB_TITLE, KEYWORD)");
    assertThat(ErrorCode.INVALID_EVENT.message()).isEqualTo("Invalid event!");
    assertThat(ErrorCode.WEBHOOK_NOT_FOUND.message()).isEqualTo("Webhook not found!");
    assertThat(ErrorCode.INVALID_WEBHOOK_ID.message()).isEqualTo("Invalid webhook ID!");
  }

  @Test
  void theDecisionsMessages_areCopiedExactly() {
    assertThat(ErrorCode.COLOR_REQUIRED.message()).isEqualTo("Color is required!");
    assertThat(ErrorCode.INVALID_COLOR.message()).isEqualTo("Invalid color!");
    assertThat(ErrorCode.TAG_EXISTS.message()).isEqualTo("Tag already exists!");
    assertThat(ErrorCode.KEYWORD_REQUIRED.message()).isEqualTo("Keyword is required!");
    assertThat(ErrorCode.INVALID_ACCOUNT_EMAIL.message()).isEqualTo("Invalid account email!");
    assertThat(ErrorCode.CALLBACK_URL_REQUIRED.message()).isEqualTo("Callback URL is required!");
    assertThat(ErrorCode.INVALID_CALLBACK_URL.message()).isEqualTo("Invalid callback URL!");
    assertThat(ErrorCode.DELIVERIES_WEBHOOK_NOT_FOUND.message())
        .isEqualTo(ErrorCode.WEBHOOK_NOT_FOUND.message());
  }

  @Test
  void theDeliveryRetryMessages_areAsDocsDecisionsWritesThem() {
    assertThat(ErrorCode.DELIVERY_NOT_FOUND.message()).isEqualTo("Delivery not found!");
    assertThat(ErrorCode.WEBHOOK_DISABLED.message()).isEqualTo("Webhook is disabled!");
  }
}
