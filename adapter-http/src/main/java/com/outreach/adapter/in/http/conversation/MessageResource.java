package com.outreach.adapter.in.http.conversation;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.outreach.adapter.in.http.support.EpochMillis;
import com.outreach.domain.conversation.Message;
import com.outreach.domain.conversation.MessageDirection;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;

/** A message of a conversation as the API shows it (D-21). */
@Serdeable
@Schema(name = "Message")
public record MessageResource(
    @Schema(example = "5b1c0e52-2f9d-4a4e-9d43-6f0a3c1de2a7") String messageId,
    @Schema(
            allowableValues = {"OUT", "IN"},
            example = "OUT")
        String direction,
    @Schema(example = "Hi Ada, thanks for connecting!") String content,
    @Schema(
            allowableValues = {"QUEUED", "SENT", "FAILED", "RECEIVED"},
            example = "QUEUED",
            description = "QUEUED, SENT or FAILED for OUT; RECEIVED for IN")
        String status,
    @Schema(description = "epoch milliseconds", example = "1772359200000") Long createdAt,
    @JsonInclude(JsonInclude.Include.NON_NULL)
        @Nullable
        @Schema(
            description =
                "extension (D-47, D-49): on every IN message, true for an automatic answer (an "
                    + "out-of-office email), which stops nothing, else false; absent on OUT messages")
        Boolean autoReply,
    @JsonInclude(JsonInclude.Include.NON_NULL)
        @Nullable
        @Schema(
            example = "NOT_CONNECTED",
            description =
                "extension (D-48): on a FAILED manual message only, why it did not go out (or, "
                    + "INTERRUPTED or a timeout's code, may have gone out and is never sent "
                    + "again), a reason code as the action ledger writes it (NOT_CONNECTED, "
                    + "SENDER_UNAVAILABLE, SMTP_RECIPIENT_REFUSED, ...; MEMBERSHIP_BUSY: the "
                    + "engine held the lead for longer than the request could wait, nothing was "
                    + "sent); absent otherwise")
        String error,
    @JsonInclude(JsonInclude.Include.NON_NULL)
        @Nullable
        @Schema(
            example = "0",
            description =
                "extension (D-51): on an IN message that answers a step (the membership's latest "
                    + "step that went out before it), the 0-based variant of that step's texts; "
                    + "absent otherwise")
        Integer variant) {

  public static MessageResource of(Message m) {
    return new MessageResource(
        m.id().toString(),
        m.direction().name(),
        m.content(),
        m.status().name(),
        EpochMillis.of(m.createdAt()),
        m.direction() == MessageDirection.IN ? m.autoReply() : null,
        m.error(),
        m.variant());
  }
}
