package com.outreach.application.port.out.engine;

import com.outreach.domain.campaign.Step;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Objects;

/**
 * What the engine has counted on one sender, as stored (D-38, D-43): the counters of {@code
 * usageDay} (the sender's calendar day of its latest action), the earliest start the gap allows,
 * the provider's pauses (the whole sender, or one kind of action; one reason for whichever was
 * written last), and the reservation instants of its invites that count toward the rolling week,
 * oldest first.
 */
public record SenderUsageView(
    LocalDate usageDay,
    int invitesToday,
    int messagesToday,
    int inmailsToday,
    int emailsToday,
    int visitsToday,
    int likesToday,
    Instant nextFreeAt,
    Instant pausedUntil,
    Instant invitesPausedUntil,
    Instant messagesPausedUntil,
    Instant inmailsPausedUntil,
    Instant visitsPausedUntil,
    Instant likesPausedUntil,
    String pauseReason,
    List<Instant> invitesReserved) {

  public SenderUsageView {
    invitesReserved = List.copyOf(Objects.requireNonNull(invitesReserved, "invitesReserved"));
  }

  /** A view without visits or likes counted or paused (D-53). */
  public SenderUsageView(
      LocalDate usageDay,
      int invitesToday,
      int messagesToday,
      int inmailsToday,
      int emailsToday,
      Instant nextFreeAt,
      Instant pausedUntil,
      Instant invitesPausedUntil,
      Instant messagesPausedUntil,
      Instant inmailsPausedUntil,
      String pauseReason,
      List<Instant> invitesReserved) {
    this(
        usageDay,
        invitesToday,
        messagesToday,
        inmailsToday,
        emailsToday,
        0,
        0,
        nextFreeAt,
        pausedUntil,
        invitesPausedUntil,
        messagesPausedUntil,
        inmailsPausedUntil,
        null,
        null,
        pauseReason,
        invitesReserved);
  }

  /** A sender the engine has not used yet: nothing counted, no gap pending, not paused. */
  public static SenderUsageView none() {
    return new SenderUsageView(null, 0, 0, 0, 0, null, null, null, null, null, null, List.of());
  }

  /** This view with other invite reservations (the ledger's part of the read). */
  public SenderUsageView withInvitesReserved(List<Instant> reserved) {
    return new SenderUsageView(
        usageDay,
        invitesToday,
        messagesToday,
        inmailsToday,
        emailsToday,
        visitsToday,
        likesToday,
        nextFreeAt,
        pausedUntil,
        invitesPausedUntil,
        messagesPausedUntil,
        inmailsPausedUntil,
        visitsPausedUntil,
        likesPausedUntil,
        pauseReason,
        reserved);
  }

  /**
   * Actions of {@code kind} counted on {@code today}: none when the counters are of another day
   * (D-38).
   */
  public int usedOn(LocalDate today, Step.Kind kind) {
    if (!today.equals(usageDay)) {
      return 0;
    }
    return switch (kind) {
      case INVITE -> invitesToday;
      case MESSAGE -> messagesToday;
      case INMAIL -> inmailsToday;
      case EMAIL -> emailsToday;
      case VISIT -> visitsToday;
      case LIKE_POST -> likesToday;
    };
  }
}
