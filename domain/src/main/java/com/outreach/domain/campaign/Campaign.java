package com.outreach.domain.campaign;

import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A user's outreach campaign: a title, an optional LinkedIn search URL, and content valid for its
 * sequence (spec 2.4, D-11).
 *
 * <p>Lifecycle: a new campaign is ACTIVE. Its owner may set any of the five settable statuses from
 * any status, the current one included; deleting sets DELETED, which is final, and from then on the
 * campaign answers every operation as unknown ({@code Campaign not found!}) (spec 3.2, D-13).
 */
public final class Campaign {
  public static final int MAX_TITLE_LENGTH = 200;

  private final CampaignId id;
  private final UserId owner;
  private final String title;
  private final SearchUrl url;
  private final CampaignContent content;
  private final Instant createdAt;
  private CampaignStatus status;
  private Instant updatedAt;

  private Campaign(Snapshot s) {
    this.id = Objects.requireNonNull(s.id());
    this.owner = Objects.requireNonNull(s.owner());
    this.title = Objects.requireNonNull(s.title());
    this.url = s.url();
    this.content = Objects.requireNonNull(s.content());
    this.status = Objects.requireNonNull(s.status());
    this.createdAt = Objects.requireNonNull(s.createdAt());
    this.updatedAt = Objects.requireNonNull(s.updatedAt());
  }

  /**
   * A new, ACTIVE campaign. Checks in the order of the fields in spec 2.4, each failing with its D-11
   * message: title, url, sequence, content present, then the content rules of {@link CampaignContent}.
   * The sequence comes as the client's text so that this one place fixes the order of the checks.
   */
  public static Campaign create(UserId owner, String title, String url, String sequence,
      Map<String, String> content, Instant now) {
    String validTitle = Check.required(title, ErrorCode.TITLE_REQUIRED);
    Check.maxLength(validTitle, MAX_TITLE_LENGTH, "Title");
    SearchUrl validUrl = SearchUrl.optional(url).orElse(null);
    CampaignContent validContent = CampaignContent.create(Sequence.parse(sequence), content);
    return new Campaign(new Snapshot(CampaignId.random(), owner, validTitle, validUrl, validContent,
        CampaignStatus.ACTIVE, now, now));
  }

  /** Used only when loading from the database. */
  public static Campaign rehydrate(Snapshot snapshot) {
    return new Campaign(snapshot);
  }

  public Snapshot snapshot() {
    return new Snapshot(id, owner, title, url, content, status, createdAt, updatedAt);
  }

  /**
   * The status operation (spec 4.16): {@code target} must be settable ({@code DELETED} is refused like
   * an unknown value, D-13); a DELETED campaign answers {@code Campaign not found!}.
   */
  public void changeStatus(CampaignStatus target, Instant now) {
    Check.that(target != null && target.isSettable(), ErrorCode.INVALID_CAMPAIGN_STATUS);
    moveTo(target, now);
  }

  /** Soft delete (D-13 extension): final; deleting again answers {@code Campaign not found!}. */
  public void delete(Instant now) {
    moveTo(CampaignStatus.DELETED, now);
  }

  private void moveTo(CampaignStatus target, Instant now) {
    if (!status.canMoveTo(target)) {
      // Only DELETED has nowhere to go, and a deleted campaign counts as unknown (D-13).
      throw new DomainException(ErrorCode.CAMPAIGN_NOT_FOUND);
    }
    if (status != target) {
      // Setting the current status again succeeds but changes nothing, so updatedAt stays.
      status = target;
      updatedAt = Objects.requireNonNull(now);
    }
  }

  /** May leads be added now? Not to a DELETED or FAILED campaign (spec 3.2). */
  public boolean acceptsLeads() {
    return status.acceptsLeads();
  }

  public boolean isOwnedBy(UserId user) {
    return owner.equals(user);
  }

  public CampaignId id() { return id; }
  public UserId owner() { return owner; }
  public String title() { return title; }
  public Optional<SearchUrl> url() { return Optional.ofNullable(url); }
  public Sequence sequence() { return content.sequence(); }
  public CampaignContent content() { return content; }
  public CampaignStatus status() { return status; }
  public Instant createdAt() { return createdAt; }
  public Instant updatedAt() { return updatedAt; }

  /** Every stored field of a campaign, as persistence reads and writes it (sequence: in content). */
  public record Snapshot(
      CampaignId id,
      UserId owner,
      String title,
      SearchUrl url,
      CampaignContent content,
      CampaignStatus status,
      Instant createdAt,
      Instant updatedAt) {}
}
