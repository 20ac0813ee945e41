package com.outreach.adapter.in.http.event;

import static java.nio.charset.StandardCharsets.US_ASCII;

import java.util.UUID;

/**
 * The {@code 201} body of {@code POST /events}, {@link EventController.EventRecorded} as the
 * service's mapper writes it, put together from its one varying part, the event's id: every
 * recorded event used to pay for serialising the same envelope. {@code EventRecordedJsonTest}
 * compares it with the mapper's bytes.
 */
final class EventRecordedJson {
  private static final byte[] HEAD =
      "{\"success\":true,\"message\":\"Event recorded\",\"eventId\":\"".getBytes(US_ASCII);
  private static final byte[] TAIL = "\"}".getBytes(US_ASCII);

  private EventRecordedJson() {}

  static byte[] of(UUID eventId) {
    byte[] id = eventId.toString().getBytes(US_ASCII);
    byte[] body = new byte[HEAD.length + id.length + TAIL.length];
    System.arraycopy(HEAD, 0, body, 0, HEAD.length);
    System.arraycopy(id, 0, body, HEAD.length, id.length);
    System.arraycopy(TAIL, 0, body, HEAD.length + id.length, TAIL.length);
    return body;
  }
}
