package com.outreach.application.port.out.engine;

import com.outreach.domain.campaign.CampaignContent;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.campaign.CampaignStatus;
import com.outreach.domain.campaign.program.Program;
import java.time.Duration;
import java.util.List;
import java.util.UUID;

/**
 * What the engine reads of a campaign (D-34 … D-37, D-46), with defaults already applied: {@code
 * delays.get(i)} is the wait before step i + 2; {@code senderIds} empty means all of the owner's
 * accounts of the sequence's kind. {@code program}: the client's {@code steps} (D-50), or null for
 * a campaign that runs its fixed sequence (D-34), whose program is made from {@code content}. A
 * campaign with its own program has no content, delays or invite expiry (docs/decisions.md P-263):
 * {@code content} and {@code inviteExpiry} are null, {@code delays} empty, and its {@code
 * senderIds} may name linked accounts and mailboxes (P-264).
 */
public record CampaignPlan(
    CampaignId id,
    String title,
    CampaignStatus status,
    CampaignContent content,
    List<Duration> delays,
    Duration inviteExpiry,
    List<UUID> senderIds,
    boolean trackOpens,
    boolean trackClicks,
    Program program) {
  /** A campaign that runs its fixed sequence. */
  public CampaignPlan(
      CampaignId id,
      String title,
      CampaignStatus status,
      CampaignContent content,
      List<Duration> delays,
      Duration inviteExpiry,
      List<UUID> senderIds,
      boolean trackOpens,
      boolean trackClicks) {
    this(
        id, title, status, content, delays, inviteExpiry, senderIds, trackOpens, trackClicks, null);
  }

  public CampaignPlan {
    delays = List.copyOf(delays);
    senderIds = List.copyOf(senderIds);
  }

  /**
   * The wait before 1-based step {@code step} (2 or more); the last delay repeats if too few are
   * given.
   */
  public Duration delayBefore(int step) {
    if (delays.isEmpty()) {
      return Duration.ZERO;
    }
    return delays.get(Math.min(step - 2, delays.size() - 1));
  }
}
