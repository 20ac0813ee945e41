package com.outreach.application.service.mail;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.application.fake.MutableClock;
import com.outreach.application.fake.PassThroughTransactionRunner;
import com.outreach.application.port.in.event.RecordEventCommand;
import com.outreach.application.port.in.mail.ReadInboxUseCase.MailboxPaused;
import com.outreach.application.port.out.mail.InboundMailStore;
import com.outreach.application.port.out.mail.MailboxInbox;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.mail.InboundEmail;
import com.outreach.domain.mail.InboundEmail.DeliveryReport;
import com.outreach.domain.mail.InboundEmail.RecipientStatus;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * D-47 at port level: a mailbox's new mail applied once each: replies stop the sequence with an IN
 * message, automatic answers only leave one, permanent failures bounce, everything else changes
 * nothing; old mail is never read as new, and a message read twice is applied once.
 */
class ReadInboxServiceTest {
  private static final UUID MAILBOX = UUID.randomUUID();
  private static final String SENT_TO_ADA = "<ada-step1@acme.example>";
  private static final String SENT_TO_BOB = "<bob-step1@acme.example>";

  private final MutableClock clock = MutableClock.at("2026-03-02T09:00:00Z");
  private final ScriptedInbox inbox = new ScriptedInbox(4711);
  private final RecordingStore store = new RecordingStore();
  private final List<RecordEventCommand> recorded = new ArrayList<>();
  private final Set<String> deletedLeads = new HashSet<>();
  private final ReadInboxService service =
      new ReadInboxService(
          inbox,
          store,
          command -> {
            if (deletedLeads.contains(command.profileLink().canonical())) {
              throw new DomainException(ErrorCode.LEAD_NOT_FOUND);
            }
            recorded.add(command);
            return null;
          },
          new PassThroughTransactionRunner(),
          clock,
          3,
          Duration.ofHours(24));

  private final UserId owner = UserId.random();
  private final InboundMailStore.SentEmail ada =
      new InboundMailStore.SentEmail(
          owner,
          UUID.randomUUID(),
          UUID.randomUUID().toString(),
          "https://www.linkedin.com/in/ada",
          UUID.randomUUID());
  private final InboundMailStore.SentEmail bob =
      new InboundMailStore.SentEmail(
          owner,
          UUID.randomUUID(),
          UUID.randomUUID().toString(),
          "https://www.linkedin.com/in/bob",
          UUID.randomUUID());

  @BeforeEach
  void mailAlreadyThere_isNeverReadAsNew() {
    store.sent.put(SENT_TO_ADA, ada);
    store.sent.put(SENT_TO_BOB, bob);
    inbox.arrive(reply(SENT_TO_ADA, "an old answer, from before the mailbox was read")); // uid 1
    assertThat(service.readNew(MAILBOX)).isZero();
    assertThat(store.positions.get(MAILBOX)).isEqualTo(new MailboxInbox.InboxPosition(4711, 1));
    assertThat(recorded).isEmpty();
  }

  @Test
  void aReply_recordsReplyDetectedAndAnInMessage_anOutOfOfficeOnlyAMarkedInMessage() {
    inbox.arrive(outOfOffice(SENT_TO_BOB));
    inbox.arrive(reply(SENT_TO_ADA, "Sounds good, call me"));

    assertThat(service.readNew(MAILBOX)).isEqualTo(2);

    assertThat(recorded)
        .singleElement()
        .satisfies(
            event -> {
              assertThat(event.kind()).isEqualTo(EventKind.REPLY_DETECTED);
              assertThat(event.owner()).isEqualTo(owner);
              assertThat(event.campaignId()).isEqualTo(ada.campaignId());
              assertThat(event.profileLink().canonical())
                  .isEqualTo("https://www.linkedin.com/in/ada");
              assertThat(event.occurredAt()).isEqualTo(Instant.parse("2026-03-02T08:59:00Z"));
            });
    assertThat(store.messages)
        .containsExactly(
            bob.conversationId() + " auto=true: I am out of office until Monday",
            ada.conversationId() + " auto=false: Sounds good, call me");
  }

  @Test
  void aPermanentFailureBounces_aTransientOneAndUnrelatedMailChangeNothing() {
    inbox.arrive(report(SENT_TO_ADA, "failed", "4.2.2"));
    inbox.arrive(
        new InboundEmail(
            0,
            "<news@shop.example>",
            null,
            List.of(),
            null,
            null,
            null,
            "bulk",
            "Sale",
            "50% off",
            Instant.parse("2026-03-02T08:59:00Z"),
            null));
    inbox.arrive(reply("<someone-elses@acme.example>", "not ours"));
    inbox.arrive(report(SENT_TO_BOB, "failed", "5.1.1"));

    assertThat(service.readNew(MAILBOX)).isEqualTo(1);

    assertThat(recorded).extracting(RecordEventCommand::kind).containsExactly(EventKind.BOUNCED);
    assertThat(recorded.get(0).profileLink().canonical())
        .isEqualTo("https://www.linkedin.com/in/bob");
    assertThat(store.messages).isEmpty();
  }

  @Test
  void everyBatchIsRead_andReadingAgainFindsNothingNew() {
    for (int i = 0; i < 7; i++) {
      inbox.arrive(reply(SENT_TO_ADA, "answer " + i));
    }

    assertThat(service.readNew(MAILBOX)).isEqualTo(7);
    assertThat(service.readNew(MAILBOX)).isZero();

    assertThat(recorded).hasSize(7);
    assertThat(store.positions.get(MAILBOX)).isEqualTo(new MailboxInbox.InboxPosition(4711, 8));
  }

  @Test
  void aMessageReadTwice_becauseItsPositionWasNotSaved_isAppliedOnce() {
    inbox.arrive(reply(SENT_TO_ADA, "only once"));
    MailboxInbox.InboxPosition before = store.positions.get(MAILBOX);
    service.readNew(MAILBOX);
    store.positions.put(
        MAILBOX, before); // as after a crash between applying and saving the position

    assertThat(service.readNew(MAILBOX)).isZero();

    assertThat(recorded).hasSize(1);
    assertThat(store.messages).hasSize(1);
  }

  @Test
  void aRenumberedFolder_startsAgainFromItsNewestMessage() {
    inbox.renumber(9000);
    inbox.arrive(reply(SENT_TO_ADA, "arrived while the folder was renumbered"));

    assertThat(service.readNew(MAILBOX)).isZero();
    assertThat(store.positions.get(MAILBOX)).isEqualTo(new MailboxInbox.InboxPosition(9000, 2));
    inbox.arrive(reply(SENT_TO_ADA, "after"));
    assertThat(service.readNew(MAILBOX)).isEqualTo(1);
  }

  @Test
  void aMailboxWithoutImapSettings_isNotRead() {
    assertThat(service.readNew(UUID.randomUUID())).isZero();
  }

  @Test
  void aReplyForALeadDeletedSince_changesNothing_andTheOthersAreApplied() {
    deletedLeads.add("https://www.linkedin.com/in/ada");
    inbox.arrive(reply(SENT_TO_ADA, "too late"));
    inbox.arrive(reply(SENT_TO_BOB, "hello"));

    assertThat(service.readNew(MAILBOX)).isEqualTo(1);
    assertThat(recorded)
        .extracting(e -> e.profileLink().canonical())
        .containsExactly("https://www.linkedin.com/in/bob");
  }

  @Test
  void aRefusedLogin_pausesTheMailboxWithTheServersWords_andTellsItsOwnerOnce_onItsLatestEmail() {
    store.latest = Optional.of(bob);
    inbox.refuseLogin = "Invalid login or password";

    assertThatThrownBy(() -> service.readNew(MAILBOX))
        .isInstanceOfSatisfying(
            MailboxPaused.class,
            paused -> assertThat(paused.until()).isEqualTo(Instant.parse("2026-03-03T09:00:00Z")));

    assertThat(store.pauses)
        .containsExactly("2026-03-03T09:00:00Z IMAP_AUTH_FAILED: Invalid login or password");
    assertThat(recorded)
        .singleElement()
        .satisfies(
            event -> {
              assertThat(event.kind()).isEqualTo(EventKind.ACCOUNT_PAUSED);
              assertThat(event.owner()).isEqualTo(owner);
              assertThat(event.campaignId()).isEqualTo(bob.campaignId());
              assertThat(event.profileLink().canonical())
                  .isEqualTo("https://www.linkedin.com/in/bob");
              assertThat(event.data())
                  .isEqualTo(
                      "{\"accountId\":\""
                          + MAILBOX
                          + "\",\"reason\":\"IMAP_AUTH_FAILED: Invalid "
                          + "login or password\",\"senderId\":\""
                          + MAILBOX
                          + "\"}");
            });
    // Another instance that finds the login refused before the pause shows adds no second event.
    assertThatThrownBy(() -> service.readNew(MAILBOX)).isInstanceOf(MailboxPaused.class);
    assertThat(recorded).hasSize(1);
  }

  @Test
  void aRefusedLogin_ofAMailboxThatSentNothing_pausesIt_withNoLeadToTell() {
    inbox.refuseLogin = "LOGIN failed";

    assertThatThrownBy(() -> service.readNew(MAILBOX)).isInstanceOf(MailboxPaused.class);

    assertThat(store.pauses).containsExactly("2026-03-03T09:00:00Z IMAP_AUTH_FAILED: LOGIN failed");
    assertThat(recorded).isEmpty();
  }

  @Test
  void aServerThatCannotBeReached_pausesNothing_andTheNextReadGoesOnWhereItStopped() {
    store.latest = Optional.of(ada);
    inbox.unreachable = true;
    inbox.arrive(reply(SENT_TO_ADA, "waiting for the server"));

    assertThatThrownBy(() -> service.readNew(MAILBOX)).isInstanceOf(MailboxInbox.Unavailable.class);
    assertThat(store.pauses).isEmpty();
    assertThat(recorded).isEmpty();

    inbox.unreachable = false;
    assertThat(service.readNew(MAILBOX)).isEqualTo(1);
  }

  @Test
  void theFirstRead_ofAMailboxThatHasSent_looksBackToTheDayBeforeItsFirstEmail_notFurther() {
    store.positions.clear(); // as before the mailbox's first read
    store.firstSent = Optional.of(Instant.parse("2026-03-06T10:00:00Z"));
    inbox.arrive(
        reply(
            SENT_TO_BOB,
            "the evening before, another time zone",
            Instant.parse("2026-03-05T22:00:00Z")));
    inbox.arrive(
        reply(SENT_TO_ADA, "before the first read", Instant.parse("2026-03-06T11:00:00Z")));

    assertThat(service.readNew(MAILBOX)).isEqualTo(2);

    assertThat(store.messages)
        .containsExactly(
            bob.conversationId() + " auto=false: the evening before, another time zone",
            ada.conversationId()
                + " auto=false: before the first read"); // not uid 1, of 2026-03-02
    assertThat(store.positions.get(MAILBOX)).isEqualTo(new MailboxInbox.InboxPosition(4711, 3));
  }

  private static InboundEmail reply(String inReplyTo, String text, Instant at) {
    return new InboundEmail(
        0,
        "<" + UUID.randomUUID() + "@lead.example>",
        inReplyTo,
        List.of(inReplyTo),
        null,
        null,
        null,
        null,
        "Re: Hello",
        text,
        at,
        null);
  }

  private static InboundEmail reply(String inReplyTo, String text) {
    return new InboundEmail(
        0,
        "<" + UUID.randomUUID() + "@lead.example>",
        inReplyTo,
        List.of(inReplyTo),
        null,
        null,
        null,
        null,
        "Re: Hello",
        text,
        Instant.parse("2026-03-02T08:59:00Z"),
        null);
  }

  private static InboundEmail outOfOffice(String inReplyTo) {
    return new InboundEmail(
        0,
        "<ooo@lead.example>",
        inReplyTo,
        List.of(),
        "auto-replied",
        null,
        null,
        null,
        "Automatic reply: Hello",
        "I am out of office until Monday",
        Instant.parse("2026-03-02T08:58:00Z"),
        null);
  }

  private static InboundEmail report(String original, String action, String status) {
    return new InboundEmail(
        0,
        "<dsn-" + status + "@mx.example>",
        null,
        List.of(),
        "auto-replied",
        null,
        null,
        null,
        "Delivery Status Notification",
        "",
        Instant.parse("2026-03-02T08:59:00Z"),
        new DeliveryReport(List.of(original), List.of(new RecipientStatus(action, status))));
  }

  /**
   * An INBOX as the port promises it: UIDs from 1; a first read returns what arrived from the (UTC)
   * day before the first email on, or nothing when none was sent; nothing after renumbering.
   */
  private static final class ScriptedInbox implements MailboxInbox {
    private final List<InboundEmail> folder = new ArrayList<>();
    private long uidValidity;
    String refuseLogin;
    boolean unreachable;

    ScriptedInbox(long uidValidity) {
      this.uidValidity = uidValidity;
    }

    void arrive(InboundEmail email) {
      folder.add(
          new InboundEmail(
              folder.size() + 1,
              email.messageId(),
              email.inReplyTo(),
              email.references(),
              email.autoSubmitted(),
              email.xAutoreply(),
              email.xAutorespond(),
              email.precedence(),
              email.subject(),
              email.text(),
              email.receivedAt(),
              email.report()));
    }

    void renumber(long newValidity) {
      uidValidity = newValidity;
    }

    @Override
    public InboxBatch read(ImapMailbox mailbox, InboxPosition after, Instant firstSent, int max) {
      if (refuseLogin != null) {
        throw new LoginRefused(refuseLogin, null);
      }
      if (unreachable) {
        throw new Unavailable("connection refused", null);
      }
      if (after == null && firstSent != null) {
        Instant since =
            firstSent.minus(Duration.ofDays(1)).truncatedTo(java.time.temporal.ChronoUnit.DAYS);
        List<InboundEmail> found =
            folder.stream().filter(e -> !e.receivedAt().isBefore(since)).limit(max).toList();
        long last = found.isEmpty() ? folder.size() : found.get(found.size() - 1).uid();
        return new InboxBatch(new InboxPosition(uidValidity, last), found);
      }
      if (after == null || after.uidValidity() != uidValidity) {
        return new InboxBatch(new InboxPosition(uidValidity, folder.size()), List.of());
      }
      List<InboundEmail> next =
          folder.stream().filter(e -> e.uid() > after.lastUid()).limit(max).toList();
      long last = next.isEmpty() ? after.lastUid() : next.get(next.size() - 1).uid();
      return new InboxBatch(new InboxPosition(uidValidity, last), next);
    }
  }

  private static final class RecordingStore implements InboundMailStore {
    final Map<UUID, MailboxInbox.InboxPosition> positions = new HashMap<>();
    final Map<String, SentEmail> sent = new HashMap<>();
    final Set<String> receipts = new HashSet<>();
    final List<String> messages = new ArrayList<>();
    final List<String> pauses = new ArrayList<>();
    Optional<Instant> firstSent = Optional.empty();
    Optional<SentEmail> latest = Optional.empty();

    @Override
    public Optional<Instant> firstEmailSent(UUID mailboxId) {
      return firstSent;
    }

    @Override
    public boolean pause(UUID mailboxId, Instant until, String reason) {
      if (!pauses.isEmpty()) {
        return false; // paused already
      }
      return pauses.add(until + " " + reason);
    }

    @Override
    public Optional<SentEmail> latestEmail(UUID mailboxId) {
      return latest;
    }

    @Override
    public List<UUID> takeDue(int max, Instant nextReadAt) {
      return List.of(MAILBOX);
    }

    @Override
    public Optional<MailboxInbox.ImapMailbox> imap(UUID mailboxId) {
      return mailboxId.equals(MAILBOX)
          ? Optional.of(
              new MailboxInbox.ImapMailbox(
                  MAILBOX, "imap.acme.example", 993, "sam", "s3cret", null))
          : Optional.empty();
    }

    @Override
    public Optional<MailboxInbox.InboxPosition> position(UUID mailboxId) {
      return Optional.ofNullable(positions.get(mailboxId));
    }

    @Override
    public void savePosition(UUID mailboxId, MailboxInbox.InboxPosition position) {
      positions.put(mailboxId, position);
    }

    @Override
    public Optional<SentEmail> sentEmail(UUID mailboxId, List<String> messageIds) {
      return messageIds.stream().map(sent::get).filter(java.util.Objects::nonNull).findFirst();
    }

    @Override
    public boolean firstReceipt(String key) {
      return receipts.add(key);
    }

    @Override
    public void addIncomingMessage(
        UUID conversationId, String text, boolean autoReply, Instant at) {
      messages.add(conversationId + " auto=" + autoReply + ": " + text);
    }
  }
}
