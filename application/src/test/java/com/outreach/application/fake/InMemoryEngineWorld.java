package com.outreach.application.fake;

import com.outreach.application.port.out.ConversationRepository;
import com.outreach.application.port.out.EventLog;
import com.outreach.application.port.out.EventTarget;
import com.outreach.application.port.out.engine.CampaignPlan;
import com.outreach.application.port.out.engine.Channel;
import com.outreach.application.port.out.engine.EngineStore;
import com.outreach.application.port.out.engine.EngineWork;
import com.outreach.application.port.out.engine.ManualMessageStore;
import com.outreach.application.port.out.engine.MembershipPlan;
import com.outreach.application.port.out.engine.MembershipSchedule;
import com.outreach.application.port.out.engine.SenderState;
import com.outreach.application.port.out.engine.SenderUse;
import com.outreach.application.port.out.engine.SentMessage;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.campaign.program.MembershipHistory.EmailHit;
import com.outreach.domain.conversation.Conversation;
import com.outreach.domain.conversation.ConversationId;
import com.outreach.domain.conversation.Message;
import com.outreach.domain.conversation.MessageStatus;
import com.outreach.domain.engine.ActionStatus;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.event.OutreachEvent;
import com.outreach.domain.lead.Lead;
import com.outreach.domain.lead.MembershipState;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.UUID;

/**
 * The engine's store, event log and wake-ups in memory, with the semantics the PostgreSQL adapter
 * gives them (claims lease and move next_action_at to the lease's end; one live action per step),
 * so that port-level tests run days of sequence in milliseconds. Single-threaded.
 */
public final class InMemoryEngineWorld
    implements EngineStore,
        EventLog,
        MembershipSchedule,
        ConversationRepository,
        ManualMessageStore {
  private final java.util.Set<UUID> unreadable = new java.util.HashSet<>();

  /** A membership row. Public fields: tests arrange and inspect them directly. */
  public static final class MembershipRow {
    public final UUID id = UUID.randomUUID();
    public final UUID conversationId = UUID.randomUUID();
    public final UserId owner;
    public final CampaignId campaign;
    public final Lead lead;
    public MembershipState state = MembershipState.pending();
    public String statusReason;
    public UUID senderId;
    public Instant nextActionAt;
    public Instant acceptedAt;
    public Instant lastActionAt;
    public String leasedBy;
    public boolean sequenceStopped;
    public final Instant createdAt;

    /** The provider's answer whether the lead is a connection (null: not asked, D-50). */
    public Boolean providerSaysConnected;

    MembershipRow(UserId owner, CampaignId campaign, Lead lead, Instant now) {
      this.owner = owner;
      this.campaign = campaign;
      this.lead = lead;
      this.nextActionAt = now;
      this.createdAt = now;
    }
  }

  /** A sender (linked account or mailbox) with its settings and engine usage row. */
  public static final class SenderRow {
    public final UUID id;
    public final UserId owner;
    public final Channel channel;
    public boolean usable = true;
    public boolean premium;
    public String address;
    public ZoneId zone = ZoneId.of("UTC");
    public String days = "MON,TUE,WED,THU,FRI,SAT,SUN";
    public String start = "00:00";
    public String end = "24:00";
    public final Map<Step.Kind, Integer> dailyLimits = new EnumMap<>(Step.Kind.class);
    public Integer invitesPerWeek = 100;
    public Instant warmUpStartedAt;
    public LocalDate usageDay;
    public final Map<Step.Kind, Integer> usedOnUsageDay = new EnumMap<>(Step.Kind.class);
    public Instant nextFreeAt;
    public Instant pausedUntil;
    public String pauseReason;
    public final Map<Step.Kind, Instant> kindPausedUntil = new EnumMap<>(Step.Kind.class);

    /**
     * Its usage row exists (engine_senders); a first lock, or {@link #createSenderRows}, creates
     * it.
     */
    public boolean hasUsageRow = true;

    SenderRow(UUID id, UserId owner, Channel channel) {
      this.id = id;
      this.owner = owner;
      this.channel = channel;
      dailyLimits.put(Step.Kind.INVITE, 20);
      dailyLimits.put(Step.Kind.MESSAGE, 50);
      dailyLimits.put(Step.Kind.INMAIL, 20);
      dailyLimits.put(Step.Kind.EMAIL, 50);
      dailyLimits.put(Step.Kind.VISIT, 80);
      dailyLimits.put(Step.Kind.LIKE_POST, 30);
    }
  }

  public final Map<UUID, MembershipRow> memberships = new LinkedHashMap<>();
  public final Map<CampaignId, CampaignPlan> campaigns = new LinkedHashMap<>();
  public final Map<UUID, SenderRow> senders = new LinkedHashMap<>();
  public final Set<UserId> pausedOwners = new HashSet<>();
  public final List<EngineAction> actions = new ArrayList<>();
  public final List<OutreachEvent> events = new ArrayList<>();

  /** Messages the engine stored in conversations: conversation id, then the text. */
  public final List<Map.Entry<UUID, String>> sentMessages = new ArrayList<>();

  /**
   * The calls of the store's whole-pass writes, by method name ("transitionAll" ...), each with its
   * size.
   */
  public final List<Map.Entry<String, Integer>> passWrites = new ArrayList<>();

  public MembershipRow add(UserId owner, CampaignId campaign, Lead lead, Instant now) {
    MembershipRow row = new MembershipRow(owner, campaign, lead, now);
    memberships.put(row.id, row);
    return row;
  }

  public SenderRow sender(UserId owner, Channel channel) {
    SenderRow row = new SenderRow(UUID.randomUUID(), owner, channel);
    senders.put(row.id, row);
    return row;
  }

  public List<EngineAction> actionsOf(MembershipRow row) {
    return actionsOf(row.id);
  }

  // --- EngineStore

  @Override
  public List<UUID> claimDue(String worker, Instant now, Instant leaseUntil, int limit) {
    // A crashed worker's memberships first, whatever their status; then due open ones.
    List<MembershipRow> due =
        java.util.stream.Stream.concat(
                memberships.values().stream()
                    .filter(
                        m ->
                            m.leasedBy != null
                                && m.nextActionAt != null
                                && !m.nextActionAt.isAfter(now))
                    .sorted(Comparator.comparing((MembershipRow m) -> m.nextActionAt)),
                memberships.values().stream()
                    .filter(m -> m.leasedBy == null)
                    .filter(
                        m ->
                            m.state.status() == MembershipStatus.PENDING
                                || m.state.status() == MembershipStatus.IN_PROGRESS)
                    .filter(m -> m.nextActionAt != null && !m.nextActionAt.isAfter(now))
                    .sorted(Comparator.comparing((MembershipRow m) -> m.nextActionAt)))
            .limit(limit)
            .toList();
    for (MembershipRow m : due) {
      m.leasedBy = worker;
      m.nextActionAt = leaseUntil;
    }
    return due.stream().map(m -> m.id).toList();
  }

  /** Test helper: reading this membership fails from now on, as a corrupt row would. */
  public void makeUnreadable(UUID membershipId) {
    unreadable.add(membershipId);
  }

  @Override
  public Optional<EngineWork> lockLeased(UUID membershipId, String worker) {
    if (unreadable.contains(membershipId)) {
      throw new IllegalStateException("membership " + membershipId + " cannot be read");
    }
    MembershipRow m = memberships.get(membershipId);
    if (m == null || !worker.equals(m.leasedBy)) {
      return Optional.empty();
    }
    return Optional.of(work(m));
  }

  /** The membership as the engine reads it, with what its ledger says. */
  private EngineWork work(MembershipRow m) {
    Optional<EngineAction> inFlight =
        actions.stream()
            .filter(a -> a.membershipId().equals(m.id) && !a.manual() && a.status().isInFlight())
            .reduce((a, b) -> b);
    boolean manualSending =
        actions.stream()
            .anyMatch(
                a ->
                    a.membershipId().equals(m.id)
                        && a.manual()
                        && a.status() == ActionStatus.SENDING);
    Optional<String> thread =
        actions.stream()
            .filter(
                a ->
                    a.membershipId().equals(m.id)
                        && a.status() == ActionStatus.SENT
                        && a.type() != ActionType.INVITE
                        && a.reference() != null)
            .map(EngineAction::reference)
            .findFirst();
    Optional<String> invite =
        actions.stream()
            .filter(
                a ->
                    a.membershipId().equals(m.id)
                        && a.status() == ActionStatus.SENT
                        && a.type() == ActionType.INVITE
                        && a.reference() != null)
            .map(EngineAction::reference)
            .findFirst();
    String email = m.lead.details().email();
    // As the row read computes it: for EMAIL campaigns only (suppressedAmong for the others).
    boolean suppressed =
        email != null
            && campaigns.get(m.campaign).content().sequence()
                == com.outreach.domain.campaign.Sequence.EMAIL
            && memberships.values().stream()
                .anyMatch(
                    other ->
                        other.owner.equals(m.owner)
                            && other.state.status() == MembershipStatus.UNSUBSCRIBED
                            && email.equalsIgnoreCase(other.lead.details().email()));
    return new EngineWork(
        m.id,
        m.owner,
        m.conversationId,
        m.state,
        m.statusReason,
        m.senderId,
        m.acceptedAt,
        m.lastActionAt,
        m.sequenceStopped,
        !pausedOwners.contains(m.owner),
        campaigns.get(m.campaign),
        m.lead,
        inFlight,
        thread,
        invite,
        suppressed,
        manualSending,
        m.createdAt,
        actionsOf(m.id),
        Optional.ofNullable(m.providerSaysConnected),
        List.of());
  }

  @Override
  public Set<UUID> suppressedAmong(Collection<UUID> membershipIds) {
    Set<UUID> suppressed = new HashSet<>();
    for (UUID id : membershipIds) {
      MembershipRow m = memberships.get(id);
      String email = m.lead.details().email();
      boolean gone =
          email != null
              && memberships.values().stream()
                  .anyMatch(
                      other ->
                          other.owner.equals(m.owner)
                              && other.state.status() == MembershipStatus.UNSUBSCRIBED
                              && email.equalsIgnoreCase(other.lead.details().email()));
      if (gone) {
        suppressed.add(id);
      }
    }
    return suppressed;
  }

  @Override
  public void rememberConnection(UUID membershipId, boolean connected) {
    memberships.get(membershipId).providerSaysConnected = connected;
  }

  /** Skipped steps counted in the step statistics (D-52), in the order counted. */
  public final List<EngineAction> skipsCounted = new ArrayList<>();

  @Override
  public void writeSkip(EngineAction skipped) {
    reserve(skipped, null);
    skipsCounted.add(skipped);
  }

  @Override
  public void countSkips(List<EngineAction> skipped) {
    skipsCounted.addAll(skipped);
  }

  /** How often the email hits were read, and for how many memberships each time. */
  public final List<Integer> emailHitReads = new ArrayList<>();

  @Override
  public Map<UUID, List<EmailHit>> emailHitsOf(Collection<EngineWork> works) {
    emailHitReads.add(works.size());
    Set<UUID> ids = new HashSet<>();
    works.forEach(w -> ids.add(w.membershipId()));
    Map<UUID, List<EmailHit>> hits = new LinkedHashMap<>();
    for (OutreachEvent e : events) {
      if (ids.contains(e.membershipId())
          && (e.kind() == EventKind.OPENED || e.kind() == EventKind.CLICKED)) {
        boolean bot = e.data() != null && SUSPECTED_BOT.matcher(e.data()).find();
        hits.computeIfAbsent(e.membershipId(), id -> new ArrayList<>())
            .add(
                new EmailHit(
                    e.kind() == EventKind.OPENED ? EmailHit.Kind.OPEN : EmailHit.Kind.CLICK,
                    e.occurredAt(),
                    bot));
      }
    }
    return hits;
  }

  private static final java.util.regex.Pattern SUSPECTED_BOT =
      java.util.regex.Pattern.compile("\"suspectedBot\"\\s*:\\s*true");

  /**
   * Test helper: senders whose row another transaction holds; {@link #lockSenderIfFree} does not
   * lock them.
   */
  public final Set<UUID> sendersHeldElsewhere = new HashSet<>();

  /** How often the owners' candidates were read. */
  public int candidateReads;

  @Override
  public Optional<SenderState> lockSenderIfFree(
      UserId owner, Channel channel, UUID senderId, Step.Kind kind, Instant now) {
    SenderRow s = senders.get(senderId);
    return sendersHeldElsewhere.contains(senderId) || s != null && !s.hasUsageRow
        ? Optional.empty()
        : lockSender(owner, channel, senderId, kind, now);
  }

  /** The senders whose usage rows were asked for, in the order asked. */
  public final List<UUID> senderRowsAskedFor = new ArrayList<>();

  @Override
  public void createSenderRows(Channel channel, Collection<UUID> senderIds) {
    senderRowsAskedFor.addAll(senderIds);
    senderIds.stream()
        .map(senders::get)
        .filter(s -> s != null && s.channel == channel)
        .forEach(s -> s.hasUsageRow = true);
  }

  @Override
  public List<SenderState> senderCandidates(
      UserId owner, Channel channel, List<UUID> allowed, Step.Kind kind) {
    candidateReads++;
    return senders.values().stream()
        .filter(s -> s.owner.equals(owner) && s.channel == channel && s.usable)
        .filter(s -> allowed.isEmpty() || allowed.contains(s.id))
        .map(s -> state(s, kind, null))
        .toList();
  }

  @Override
  public Optional<SenderState> lockSender(
      UserId owner, Channel channel, UUID senderId, Step.Kind kind, Instant now) {
    SenderRow s = senders.get(senderId);
    if (s == null || !s.owner.equals(owner) || s.channel != channel) {
      return Optional.empty();
    }
    s.hasUsageRow = true; // created on first use
    return Optional.of(state(s, kind, now));
  }

  private SenderState state(SenderRow s, Step.Kind kind, Instant now) {
    List<Instant> week =
        now == null || kind != Step.Kind.INVITE
            ? List.of()
            : actions.stream()
                .filter(
                    a ->
                        s.id.equals(a.senderId())
                            && a.type() == ActionType.INVITE
                            && a.status() != ActionStatus.CANCELLED)
                .map(EngineAction::reservedAt)
                .filter(t -> t.isAfter(now.minus(Duration.ofDays(7))))
                .toList();
    Instant paused = s.pausedUntil;
    Instant kindPaused = s.kindPausedUntil.get(kind);
    if (kindPaused != null && (paused == null || kindPaused.isAfter(paused))) {
      paused = kindPaused;
    }
    return new SenderState(
        s.id,
        s.usable,
        s.premium,
        null,
        s.address,
        s.zone,
        s.days,
        s.start,
        s.end,
        s.dailyLimits.get(kind),
        kind == Step.Kind.INVITE ? OptionalInt.of(s.invitesPerWeek) : OptionalInt.empty(),
        s.warmUpStartedAt,
        s.usageDay,
        s.usedOnUsageDay.getOrDefault(kind, 0),
        week,
        s.nextFreeAt,
        paused,
        s.pauseReason,
        s.hasUsageRow);
  }

  /** How many reservations were written together, one entry per {@link #reserveAllAndHold}. */
  public final List<Integer> reservationBatches = new ArrayList<>();

  @Override
  public void reserveAllAndHold(
      List<com.outreach.application.port.out.engine.Reservation> reservations) {
    reservationBatches.add(reservations.size());
    reservations.forEach(r -> reserveAndHold(r.action(), r.use(), r.leaseUntil()));
  }

  @Override
  public void reserve(EngineAction action, SenderUse use) {
    // The one-live-action-per-step index leaves manual messages out (V050).
    boolean live =
        !action.manual()
            && actions.stream()
                .anyMatch(
                    a ->
                        !a.manual()
                            && a.membershipId().equals(action.membershipId())
                            && a.step() == action.step()
                            && a.type() == action.type()
                            && a.status() != ActionStatus.FAILED
                            && a.status() != ActionStatus.CANCELLED);
    if (live) {
      throw new IllegalStateException("a second live action of one step: " + action);
    }
    actions.add(action);
    if (use != null) {
      SenderRow s = senders.get(use.senderId());
      if (!use.day().equals(s.usageDay)) {
        s.usageDay = use.day();
        s.usedOnUsageDay.clear();
      }
      s.usedOnUsageDay.merge(use.kind(), 1, Integer::sum);
      s.nextFreeAt = use.nextFreeAt();
    }
  }

  @Override
  public void hold(UUID membershipId, UUID senderId, Instant leaseUntil) {
    MembershipRow m = memberships.get(membershipId);
    m.senderId = senderId;
    m.nextActionAt = leaseUntil;
  }

  @Override
  public void updateAction(EngineAction action) {
    for (int i = 0; i < actions.size(); i++) {
      if (actions.get(i).id().equals(action.id())) {
        actions.set(i, action);
        return;
      }
    }
    throw new IllegalStateException("no such action " + action.id());
  }

  @Override
  public boolean release(UUID membershipId, String worker, MembershipPlan plan) {
    MembershipRow m = memberships.get(membershipId);
    if (!worker.equals(m.leasedBy)) {
      return false;
    }
    m.state = plan.state();
    m.statusReason = plan.statusReason();
    m.nextActionAt = plan.nextActionAt();
    m.senderId = plan.senderId();
    m.acceptedAt = plan.acceptedAt();
    m.lastActionAt = plan.lastActionAt();
    m.leasedBy = null;
    return true;
  }

  @Override
  public void pauseSender(UUID senderId, Step.Kind kind, Instant until, String reason) {
    SenderRow s = senders.get(senderId);
    if (kind == null) {
      s.pausedUntil = until;
    } else {
      s.kindPausedUntil.put(kind, until);
    }
    s.pauseReason = reason;
  }

  @Override
  public List<EngineAction> actionsOf(UUID membershipId) {
    return actions.stream().filter(a -> a.membershipId().equals(membershipId)).toList();
  }

  @Override
  public void settleInterruptedManual(UUID membershipId, String reason) {
    for (int i = 0; i < actions.size(); i++) {
      EngineAction a = actions.get(i);
      if (a.membershipId().equals(membershipId)
          && a.manual()
          && a.status() == ActionStatus.SENDING) {
        actions.set(i, a.settled(ActionStatus.UNKNOWN, null, reason, null));
        settleMessagesOf(a.id(), MessageStatus.FAILED, reason);
      }
    }
  }

  @Override
  public int cancelReserved(UUID membershipId, String reason) {
    int cancelled = 0;
    for (int i = 0; i < actions.size(); i++) {
      EngineAction a = actions.get(i);
      if (a.membershipId().equals(membershipId) && a.status() == ActionStatus.RESERVED) {
        actions.set(i, a.settled(ActionStatus.CANCELLED, null, reason, null));
        cancelled++;
      }
    }
    return cancelled;
  }

  @Override
  public void addSentMessage(UUID conversationId, String content, Instant at) {
    sentMessages.add(Map.entry(conversationId, content));
  }

  @Override
  public Set<UUID> transitionAll(ActionStatus expected, List<EngineAction> updated) {
    passWrites.add(Map.entry("transitionAll", updated.size()));
    return EngineStore.super.transitionAll(expected, updated);
  }

  @Override
  public void addSentMessages(List<SentMessage> messages) {
    passWrites.add(Map.entry("addSentMessages", messages.size()));
    EngineStore.super.addSentMessages(messages);
  }

  @Override
  public Set<UUID> releaseAll(Map<UUID, MembershipPlan> plans, String worker) {
    passWrites.add(Map.entry("releaseAll", plans.size()));
    return EngineStore.super.releaseAll(plans, worker);
  }

  @Override
  public boolean transition(UUID actionId, ActionStatus expected, EngineAction updated) {
    for (int i = 0; i < actions.size(); i++) {
      if (actions.get(i).id().equals(actionId)) {
        if (actions.get(i).status() != expected) {
          return false;
        }
        actions.set(i, updated);
        return true;
      }
    }
    return false;
  }

  // --- EventLog

  @Override
  public Optional<EventTarget> lockLiveMembership(
      UserId owner, CampaignId campaign, String canonicalProfileLink) {
    return memberships.values().stream()
        .filter(
            m ->
                m.owner.equals(owner)
                    && m.campaign.equals(campaign)
                    && m.lead.profileLink().canonical().equals(canonicalProfileLink)
                    && m.state.status() != MembershipStatus.DELETED)
        .findFirst()
        .map(m -> new EventTarget(m.id, m.lead.id(), m.state));
  }

  @Override
  public void append(OutreachEvent event, MembershipState before, MembershipState after) {
    events.add(event);
    if (!after.equals(before)) {
      memberships.get(event.membershipId()).state = after;
    }
  }

  // --- MembershipSchedule

  @Override
  public void accepted(UUID membershipId, Instant at, Instant now) {
    MembershipRow m = memberships.get(membershipId);
    if (m.acceptedAt == null) {
      m.acceptedAt = at;
    }
    wake(membershipId, now);
  }

  @Override
  public void stopped(UUID membershipId, Instant now) {
    cancelReserved(membershipId, "STOPPED");
    MembershipRow m = memberships.get(membershipId);
    if (m.leasedBy == null) {
      m.nextActionAt = null;
    }
  }

  @Override
  public void wake(UUID membershipId, Instant now) {
    MembershipRow m = memberships.get(membershipId);
    if (openAndUnheld(m)) {
      m.nextActionAt = now;
    }
  }

  @Override
  public void wakeCampaign(CampaignId campaign, Instant now) {
    memberships.values().stream()
        .filter(m -> m.campaign.equals(campaign) && m.nextActionAt == null)
        .filter(InMemoryEngineWorld::openAndUnheld)
        .forEach(m -> m.nextActionAt = now);
  }

  @Override
  public void replanCampaign(CampaignId campaign, Instant now) {
    memberships.values().stream()
        .filter(
            m ->
                m.campaign.equals(campaign)
                    && (m.nextActionAt == null || m.nextActionAt.isAfter(now)))
        .filter(InMemoryEngineWorld::openAndUnheld)
        .forEach(m -> m.nextActionAt = now);
  }

  @Override
  public void wakeOwner(UserId owner, Instant now) {
    memberships.values().stream()
        .filter(m -> m.owner.equals(owner) && m.nextActionAt == null)
        .filter(InMemoryEngineWorld::openAndUnheld)
        .forEach(m -> m.nextActionAt = now);
  }

  // A held membership's next_action_at is its lease's end: waking it would hand it to a second
  // worker.
  private static boolean openAndUnheld(MembershipRow m) {
    return m.leasedBy == null
        && (m.state.status() == MembershipStatus.PENDING
            || m.state.status() == MembershipStatus.IN_PROGRESS);
  }

  // --- ConversationRepository (the conversations are the memberships', D-16)

  /** The conversations' messages, in the order stored. */
  public final List<Message> conversationMessages = new ArrayList<>();

  /** Manual messages and their ledger rows (messages.action_id). */
  private final Map<UUID, UUID> actionOfMessage = new LinkedHashMap<>();

  private Optional<MembershipRow> liveByConversation(UserId owner, ConversationId id) {
    return memberships.values().stream()
        .filter(
            m ->
                m.conversationId.equals(id.value())
                    && m.owner.equals(owner)
                    && m.state.status() != MembershipStatus.DELETED)
        .findFirst();
  }

  @Override
  public Optional<Conversation> findLive(UserId owner, ConversationId id) {
    return liveByConversation(owner, id).map(m -> new Conversation(id, owner, m.sequenceStopped));
  }

  @Override
  public void addMessageAndStopSequence(UserId owner, Message message) {
    MembershipRow m =
        liveByConversation(owner, message.conversationId())
            .orElseThrow(() -> new DomainException(ErrorCode.CONVERSATION_NOT_FOUND));
    if (m.state.status().isOpen()) {
      m.state = new MembershipState(MembershipStatus.COMPLETED, m.state.currentStep());
      m.statusReason = "MANUAL_REPLY";
    }
    m.sequenceStopped = true;
    cancelReserved(m.id, "MANUAL_REPLY");
    if (m.leasedBy == null) {
      m.nextActionAt = null;
    }
    conversationMessages.add(message);
  }

  @Override
  public List<Message> messages(UserId owner, ConversationId id) {
    return conversationMessages.stream().filter(msg -> msg.conversationId().equals(id)).toList();
  }

  // --- ManualMessageStore

  @Override
  public Optional<ManualWork> lockConversation(UserId owner, ConversationId conversation) {
    return liveByConversation(owner, conversation)
        .map(m -> new ManualWork(work(m), actionsOf(m.id), m.leasedBy));
  }

  @Override
  public Optional<Instant> heldUntil(UserId owner, ConversationId conversation) {
    return liveByConversation(owner, conversation)
        .filter(m -> m.leasedBy != null)
        .map(m -> m.nextActionAt);
  }

  @Override
  public void lease(
      UUID membershipId,
      String holder,
      Instant leaseUntil,
      UUID senderId,
      UUID messageId,
      UUID actionId) {
    MembershipRow m = memberships.get(membershipId);
    m.leasedBy = holder;
    m.nextActionAt = leaseUntil;
    if (m.senderId == null) {
      m.senderId = senderId;
    }
    actionOfMessage.put(messageId, actionId);
  }

  @Override
  public void settleMessage(UUID messageId, MessageStatus status, String error) {
    for (int i = 0; i < conversationMessages.size(); i++) {
      Message msg = conversationMessages.get(i);
      if (msg.id().equals(messageId) && msg.status() == MessageStatus.QUEUED) {
        conversationMessages.set(i, withStatus(msg, status, error));
      }
    }
  }

  private void settleMessagesOf(UUID actionId, MessageStatus status, String error) {
    actionOfMessage.forEach(
        (messageId, action) -> {
          if (action.equals(actionId)) {
            for (int i = 0; i < conversationMessages.size(); i++) {
              Message msg = conversationMessages.get(i);
              if (msg.id().equals(messageId)) {
                conversationMessages.set(i, withStatus(msg, status, error));
              }
            }
          }
        });
  }

  private static Message withStatus(Message msg, MessageStatus status, String error) {
    return new Message(
        msg.id(),
        msg.conversationId(),
        msg.direction(),
        msg.content(),
        status,
        msg.createdAt(),
        msg.autoReply(),
        error);
  }

  @Override
  public void endLease(UUID membershipId, String holder, boolean handBack, Instant now) {
    MembershipRow m = memberships.get(membershipId);
    if (!holder.equals(m.leasedBy)) {
      return;
    }
    if (handBack) {
      m.nextActionAt = now;
    } else {
      m.leasedBy = null;
      m.nextActionAt = null;
    }
  }
}
