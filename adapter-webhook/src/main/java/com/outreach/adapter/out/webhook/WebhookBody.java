package com.outreach.adapter.out.webhook;

import com.outreach.application.port.out.DeliveryLead;
import com.outreach.application.port.out.DeliveryRequest;
import java.nio.charset.StandardCharsets;
import java.time.Instant;

/**
 * The D-26 body {@code {"id", "type", "timestamp", "data"}} as UTF-8 bytes, under {@link
 * #MAX_BYTES}. The event's own details go in {@code data.details}. When the body would be larger,
 * the lead's custom fields go first, then the details, then long texts are cut, and {@code
 * data.truncated} says so.
 */
final class WebhookBody {
  /** Receivers may refuse larger bodies; D-26 promises less than 20 KB. */
  static final int MAX_BYTES = 20 * 1024;

  /**
   * Six texts of at most this many characters, even all escaped to \\uXXXX, stay far below the
   * limit.
   */
  static final int TEXT_CUT = 256;

  private WebhookBody() {}

  static byte[] of(DeliveryRequest request, Instant timestamp) {
    byte[] full = write(request, timestamp, true, true, Integer.MAX_VALUE);
    if (full.length < MAX_BYTES) {
      return full;
    }
    byte[] withoutFields = write(request, timestamp, false, true, Integer.MAX_VALUE);
    if (withoutFields.length < MAX_BYTES) {
      return withoutFields;
    }
    byte[] withoutDetails = write(request, timestamp, false, false, Integer.MAX_VALUE);
    return withoutDetails.length < MAX_BYTES
        ? withoutDetails
        : write(request, timestamp, false, false, TEXT_CUT);
  }

  private static byte[] write(
      DeliveryRequest r, Instant timestamp, boolean fields, boolean details, int cut) {
    DeliveryLead lead = r.lead();
    JsonWriter json =
        new JsonWriter()
            .open()
            .string("id", r.eventId().toString())
            .string("type", r.kind().name())
            .string("timestamp", IsoInstant.format(timestamp))
            .object("data")
            .string("campaignId", r.campaignId().toString())
            .string("campaignTitle", cut(r.campaignTitle(), cut))
            .string("leadId", r.membershipId().toString())
            .object("lead")
            .string("profileLink", cut(lead.profileLink(), cut))
            .string("firstName", cut(lead.firstName(), cut))
            .string("lastName", cut(lead.lastName(), cut))
            .string("fullName", cut(lead.fullName(), cut))
            .string("email", cut(lead.email(), cut))
            .raw("customFields", fields && lead.customFields() != null ? lead.customFields() : "{}")
            .close()
            .string("occurredAt", IsoInstant.format(r.occurredAt()));
    if (r.action() != null) {
      // D-42: an engine event says which action of the ledger, which step and which sender.
      json.string("actionId", r.action().actionId())
          .raw("step", Long.toString(r.action().step()))
          .string("senderId", r.action().senderId());
      if (r.action().variant() != null) {
        json.raw("variant", r.action().variant().toString()); // D-51: the texts' variant it sent
      }
      if (r.action().manual()) {
        json.raw("manual", "true"); // D-48: the user's manual message
      }
    }
    if (details && r.data() != null) {
      json.raw("details", r.data());
    }
    if (!fields || !details || cut != Integer.MAX_VALUE) {
      json.raw("truncated", "true");
    }
    return json.close().close().toString().getBytes(StandardCharsets.UTF_8);
  }

  private static String cut(String text, int max) {
    if (text == null || text.length() <= max) {
      return text;
    }
    // Never split a surrogate pair: half a character is not valid UTF-8.
    int end = Character.isHighSurrogate(text.charAt(max - 1)) ? max - 1 : max;
    return text.substring(0, end);
  }
}
