package com.outreach.adapter.out.webhook;

import com.outreach.application.port.out.DeliveryLead;
import com.outreach.application.port.out.DeliveryRequest;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.webhook.WebhookSecret;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * One recorded event of every spec 6 type, as docs/webhooks.md shows it: the same campaign and
 * lead, each with the details an integration typically records for that type (D-26: the linked
 * account, and the message or email where relevant). Edit here, then rewrite the doc with
 * WebhookPayloadExamplesTest.
 */
final class PayloadSamples {
  /**
   * One event: its type, what spec 6 says it means, what its details hold, and the details as
   * recorded.
   */
  record Sample(
      EventKind kind,
      UUID eventId,
      Instant occurredAt,
      String meaning,
      String details,
      String data) {
    /** The event as a claimed delivery carries it; only the body is of interest here. */
    DeliveryRequest request() {
      return new DeliveryRequest(
          UUID.randomUUID(),
          "https://hooks.example.com/outreach",
          WebhookSecret.generate(),
          eventId,
          kind,
          CAMPAIGN,
          "Spring outreach",
          MEMBERSHIP,
          LEAD,
          occurredAt,
          occurredAt,
          data,
          action());
    }

    /**
     * D-42: the engine's events name their action at the top of data, as the outbox reads it from
     * the details; D-51: and the variant they sent.
     */
    private DeliveryRequest.EngineActionRef action() {
      return data.contains(ENGINE_ACTION)
          ? new DeliveryRequest.EngineActionRef(
              ENGINE_ACTION_ID,
              data.contains("\"step\": 2") ? 2 : 1,
              SENDER,
              false,
              data.contains("\"variant\": 0") ? 0 : null)
          : null;
    }

    /** The attempt's time, the body's {@code timestamp}: a moment after the event was recorded. */
    Instant sentAt() {
      return occurredAt.plus(SENT_AFTER);
    }
  }

  private static final UUID CAMPAIGN = UUID.fromString("0b7e4c4a-55c1-4f0e-8d8a-3a4f1f2e9c10");
  private static final UUID MEMBERSHIP = UUID.fromString("9d2b1a77-6c1e-4c59-bb0e-7e1f0a2c3d4e");
  private static final DeliveryLead LEAD =
      new DeliveryLead(
          "https://www.linkedin.com/in/ada",
          "Ada",
          "Lovelace",
          "Ada Lovelace",
          "ada@example.com",
          "{\"team\": \"R&D\"}");
  private static final Duration SENT_AFTER = Duration.ofMillis(1204);
  private static final String LINKED_ACCOUNT =
      """
      "linkedAccount": {"email": "sam@acme.example", "fullName": "Sam Seller", \
      "profileLink": "https://www.linkedin.com/in/sam-seller"}""";
  private static final String MAILBOX =
      """
      "emailAccount": {"email": "sam@acme.example", "fullName": "Sam Seller"}""";

  private static final String SENDER = "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d";
  private static final String ENGINE_ACTION_ID = "7f8e9d0c-1b2a-4c3d-9e4f-5a6b7c8d9e0f";
  private static final String ENGINE_ACTION = "\"actionId\": \"" + ENGINE_ACTION_ID + "\"";

  static final List<Sample> ALL =
      List.of(
          new Sample(
              EventKind.CONNECT_INVITED,
              UUID.fromString("0664cee2-8c6b-4132-81b7-5ffeb0e01d5d"),
              Instant.parse("2026-02-24T09:00:00Z"),
              "A connection request was sent.",
              "the LinkedIn account that sent it, and its note",
              "{"
                  + LINKED_ACCOUNT
                  + ", \"note\": \"Hi Ada, I enjoyed your notes on the engine.\"}"),
          new Sample(
              EventKind.ACCEPTS_REQUEST,
              UUID.fromString("0fbd7dae-1f9d-46ba-a2a4-f88a9d15892a"),
              Instant.parse("2026-02-25T14:02:11Z"),
              "A connection request was accepted.",
              "the LinkedIn account whose request it was",
              "{" + LINKED_ACCOUNT + "}"),
          new Sample(
              EventKind.REPLY_DETECTED,
              UUID.fromString("5f0c8d5e-2f7a-4b8e-9a63-1c1d2e3f4a5b"),
              Instant.parse("2026-03-01T10:15:30Z"),
              "A reply was received from the prospect.",
              "the LinkedIn account that received it, and the message",
              "{" + LINKED_ACCOUNT + ", \"message\": \"Thanks, let's talk\"}"),
          new Sample(
              EventKind.EMAIL_SENT,
              UUID.fromString("6e77213d-33a5-4a8c-beec-02fbf5069592"),
              Instant.parse("2026-03-02T08:30:00Z"),
              "An email was sent; the user's manual message (D-48) also has `\"manual\": true` in"
                  + " `data` and `details`.",
              "the mailbox, the sequence step and the subject",
              "{" + MAILBOX + ", \"step\": 1, \"subject\": \"Engines at scale?\"}"),
          new Sample(
              EventKind.OPENED,
              UUID.fromString("2fd04434-233a-4f93-bf30-81baca8513d3"),
              Instant.parse("2026-03-02T09:12:44Z"),
              "An email was opened.",
              "the mailbox, the step and the subject of the email opened",
              "{" + MAILBOX + ", \"step\": 1, \"subject\": \"Engines at scale?\"}"),
          new Sample(
              EventKind.BOUNCED,
              UUID.fromString("182ba41b-5a06-4275-89ce-469ae54a2ab0"),
              Instant.parse("2026-03-02T08:30:04Z"),
              "An email bounced.",
              "the mailbox, the step, and the receiving server's reason",
              "{"
                  + MAILBOX
                  + ", \"step\": 1, \"reason\": \"550 5.1.1 The email account does not exist\"}"),
          new Sample(
              EventKind.CLICKED,
              UUID.fromString("a10a8f0c-a137-4542-8ce4-db39b393705b"),
              Instant.parse("2026-03-02T09:13:05Z"),
              "A link in an email was clicked.",
              "the mailbox, the step and the link",
              "{" + MAILBOX + ", \"step\": 1, \"url\": \"https://acme.example/engines\"}"),
          new Sample(
              EventKind.UNSUBSCRIBED,
              UUID.fromString("5e38a089-19c5-46a6-b431-802cf9934154"),
              Instant.parse("2026-03-03T16:40:00Z"),
              "The prospect unsubscribed.",
              "the mailbox and the step whose unsubscribe link was used",
              "{" + MAILBOX + ", \"step\": 2}"),
          // D-42: the engine's own kinds; its events carry the ledger's action, step and sender.
          new Sample(
              EventKind.MESSAGE_SENT,
              UUID.fromString("b5f0d3a2-7c1e-4d8b-9a6f-1e2d3c4b5a69"),
              Instant.parse("2026-02-26T10:15:00Z"),
              "A LinkedIn message was sent: one of the sequence, or the user's manual message (D-48),"
                  + " whose `data` and `details` then also hold `\"manual\": true`.",
              "the ledger's action, the step and the linked account that sent it",
              "{"
                  + ENGINE_ACTION
                  + ", \"step\": 2, \"variant\": 0, \"senderId\": \""
                  + SENDER
                  + "\"}"),
          new Sample(
              EventKind.INMAIL_SENT,
              UUID.fromString("c0a1e2f3-4b5c-4d6e-8f70-8192a3b4c5d6"),
              Instant.parse("2026-02-26T11:20:00Z"),
              "An InMail of the sequence was sent.",
              "the ledger's action, the step and the linked account that sent it",
              "{"
                  + ENGINE_ACTION
                  + ", \"step\": 1, \"variant\": 0, \"senderId\": \""
                  + SENDER
                  + "\"}"),
          new Sample(
              EventKind.ACCOUNT_PAUSED,
              UUID.fromString("d1e2f3a4-b5c6-4d7e-8f90-a1b2c3d4e5f6"),
              Instant.parse("2026-02-27T08:05:00Z"),
              "A sender was paused by its provider's signal.",
              "the paused account, the provider's reason, the kind of action paused (absent: the whole account) "
                  + "and the action that met the signal",
              "{\"accountId\": \""
                  + SENDER
                  + "\", \"reason\": \"limit_exceeded\", \"actionKind\": \"INVITE\", "
                  + ENGINE_ACTION
                  + ", \"step\": 1, \"senderId\": \""
                  + SENDER
                  + "\"}"),
          // D-53: a VISIT step's visit and a LIKE_POST step's like.
          new Sample(
              EventKind.PROFILE_VISITED,
              UUID.fromString("e2f3a4b5-c6d7-4e8f-9a01-b2c3d4e5f607"),
              Instant.parse("2026-02-27T09:00:00Z"),
              "A VISIT step viewed the lead's profile, and the lead was told of it.",
              "the ledger's action, the step and the linked account that visited",
              "{"
                  + ENGINE_ACTION
                  + ", \"step\": 1, \"variant\": 0, \"senderId\": \""
                  + SENDER
                  + "\"}"),
          new Sample(
              EventKind.POST_LIKED,
              UUID.fromString("f3a4b5c6-d7e8-4f90-8a12-c3d4e5f60718"),
              Instant.parse("2026-02-27T09:30:00Z"),
              "A LIKE_POST step liked the lead's newest post of the last 30 days.",
              "the ledger's action, the step and the linked account that liked it",
              "{"
                  + ENGINE_ACTION
                  + ", \"step\": 2, \"variant\": 0, \"senderId\": \""
                  + SENDER
                  + "\"}"));

  private PayloadSamples() {}

  static Sample of(EventKind kind) {
    return ALL.stream().filter(s -> s.kind() == kind).findFirst().orElseThrow();
  }
}
