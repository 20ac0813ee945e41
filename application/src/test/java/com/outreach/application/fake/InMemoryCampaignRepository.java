package com.outreach.application.fake;

import com.outreach.application.port.Page;
import com.outreach.application.port.PageRequest;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.campaign.CampaignStatus;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collection;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * {@link CampaignRepository} in memory. It keeps snapshots, not the campaigns handed to it, so a
 * change reaches it only through {@link #update}, as with a database. Pages are newest first, ties
 * broken by id in PostgreSQL's uuid order (unsigned bytes, i.e. the text form's order). Memberships
 * are not its business: tests record the counts {@link #leadCounts} answers with {@link
 * #recordMembership}, and {@link #leadCountLookups} tells how often it was asked.
 */
public final class InMemoryCampaignRepository implements CampaignRepository {
  private static final Comparator<Campaign.Snapshot> NEWEST_FIRST =
      Comparator.comparing(Campaign.Snapshot::createdAt)
          .thenComparing(s -> s.id().value().toString())
          .reversed();

  private final Map<CampaignId, Campaign.Snapshot> campaigns = new LinkedHashMap<>();
  private final Map<CampaignId, Map<MembershipStatus, Long>> memberships = new HashMap<>();
  private int leadCountLookups;

  @Override
  public void add(Campaign campaign) {
    Campaign.Snapshot snapshot = campaign.snapshot();
    if (campaigns.putIfAbsent(snapshot.id(), snapshot) != null) {
      throw new IllegalStateException("campaign " + snapshot.id() + " exists already");
    }
  }

  @Override
  public Optional<Campaign> findOwned(UserId owner, CampaignId id) {
    return Optional.ofNullable(campaigns.get(id))
        .filter(s -> s.owner().equals(owner))
        .map(Campaign::rehydrate);
  }

  @Override
  public boolean update(Campaign campaign) {
    Campaign.Snapshot stored = campaigns.get(campaign.id());
    if (stored == null
        || !stored.owner().equals(campaign.owner())
        || stored.status() == CampaignStatus.DELETED) {
      return false;
    }
    Campaign.Snapshot changed = campaign.snapshot();
    campaigns.put(
        stored.id(),
        new Campaign.Snapshot(
            stored.id(),
            stored.owner(),
            stored.title(),
            stored.url(),
            stored.content(),
            stored.delays(),
            stored.inviteExpiry(),
            stored.senders(),
            stored.tracking(),
            changed.status(),
            stored.createdAt(),
            changed.updatedAt()));
    return true;
  }

  private boolean changedByOthersAlways;

  /** From now on every change finds the campaign changed since it was read, as a busy peer does. */
  public void changedByOthersAlways() {
    changedByOthersAlways = true;
  }

  @Override
  public boolean change(Campaign campaign, Instant readUpdatedAt) {
    if (changedByOthersAlways) {
      return false;
    }
    Campaign.Snapshot stored = campaigns.get(campaign.id());
    if (stored == null
        || !stored.owner().equals(campaign.owner())
        || stored.status() == CampaignStatus.DELETED
        || !stored.updatedAt().equals(readUpdatedAt)) {
      return false;
    }
    Campaign.Snapshot changed = campaign.snapshot();
    campaigns.put(
        stored.id(),
        new Campaign.Snapshot(
            stored.id(),
            stored.owner(),
            changed.title(),
            changed.url(),
            changed.content(),
            changed.delays(),
            changed.inviteExpiry(),
            changed.senders(),
            changed.tracking(),
            stored.status(),
            stored.createdAt(),
            changed.updatedAt()));
    return true;
  }

  @Override
  public Page<Campaign> listOwned(UserId owner, CampaignStatus status, PageRequest page) {
    Campaign.Snapshot after = page.cursor() == null ? null : decode(page.cursor());
    List<Campaign.Snapshot> found =
        campaigns.values().stream()
            .filter(s -> s.owner().equals(owner) && s.status() != CampaignStatus.DELETED)
            .filter(s -> status == null || s.status() == status)
            .filter(s -> after == null || NEWEST_FIRST.compare(s, after) > 0)
            .sorted(NEWEST_FIRST)
            .limit(page.limit() + 1L)
            .toList();
    if (found.size() <= page.limit()) {
      return new Page<>(found.stream().map(Campaign::rehydrate).toList(), null);
    }
    List<Campaign.Snapshot> items = found.subList(0, page.limit());
    return new Page<>(
        items.stream().map(Campaign::rehydrate).toList(), encode(items.get(items.size() - 1)));
  }

  @Override
  public Map<CampaignId, Map<MembershipStatus, Long>> leadCounts(Collection<CampaignId> ids) {
    leadCountLookups++;
    Map<CampaignId, Map<MembershipStatus, Long>> counts = new HashMap<>();
    for (CampaignId id : ids) {
      Map<MembershipStatus, Long> found = new EnumMap<>(MembershipStatus.class);
      memberships
          .getOrDefault(id, Map.of())
          .forEach(
              (status, n) -> {
                if (status != MembershipStatus.DELETED) {
                  found.put(status, n);
                }
              });
      if (!found.isEmpty()) {
        counts.put(id, found);
      }
    }
    return counts;
  }

  /** Records one membership of the campaign in that status, for {@link #leadCounts}. */
  public void recordMembership(CampaignId campaign, MembershipStatus status) {
    memberships
        .computeIfAbsent(campaign, id -> new EnumMap<>(MembershipStatus.class))
        .merge(status, 1L, Long::sum);
  }

  /** How many times {@link #leadCounts} was called. */
  public int leadCountLookups() {
    return leadCountLookups;
  }

  /** Every stored campaign of every owner, DELETED ones included, in the order they were added. */
  public List<Campaign.Snapshot> all() {
    return new ArrayList<>(campaigns.values());
  }

  private static String encode(Campaign.Snapshot last) {
    String text = "mem:" + last.createdAt() + "|" + last.id();
    return Base64.getUrlEncoder()
        .withoutPadding()
        .encodeToString(text.getBytes(StandardCharsets.UTF_8));
  }

  /** Only a position: the snapshot returned carries just the time and id the comparison needs. */
  private static Campaign.Snapshot decode(String cursor) {
    try {
      String text = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8);
      if (!text.startsWith("mem:")) {
        throw new IllegalArgumentException(text);
      }
      String[] parts = text.substring(4).split("\\|", 2);
      Instant createdAt = Instant.parse(parts[0]);
      UUID id = UUID.fromString(parts[1]);
      Campaign.Snapshot position =
          new Campaign.Snapshot(new CampaignId(id), null, null, null, null, null, createdAt, null);
      if (!encode(position).equals(cursor)) {
        throw new IllegalArgumentException(cursor);
      }
      return position;
    } catch (RuntimeException notOurs) {
      throw new DomainException(ErrorCode.INVALID_CURSOR);
    }
  }
}
