package com.outreach.application.fake;

import com.outreach.application.port.Page;
import com.outreach.application.port.PageRequest;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.MembershipRepository;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.campaign.CampaignStatus;
import com.outreach.domain.lead.CampaignLead;
import com.outreach.domain.lead.EngineState;
import com.outreach.domain.lead.Membership;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;

/**
 * {@link MembershipRepository} in a list, whose positions are the insertion order a list pages
 * through. It reads campaign statuses from a {@link CampaignRepository} and leads from an {@link
 * InMemoryLeadRepository}, as the database joins them. A membership added is due at once ({@code
 * nextActionAt} its createdAt, as the column's default makes it); {@link #engineWrites} stands for
 * the engine's own port.
 */
public final class InMemoryMembershipRepository implements MembershipRepository {
  private static final String CURSOR_PREFIX = "fake:";

  private final CampaignRepository campaigns;
  private final InMemoryLeadRepository leads;
  private final List<Membership> memberships = new ArrayList<>();
  private final List<CampaignId> locked = new ArrayList<>();
  private final Map<UUID, EngineState> engine = new HashMap<>();

  public InMemoryMembershipRepository(CampaignRepository campaigns, InMemoryLeadRepository leads) {
    this.campaigns = campaigns;
    this.leads = leads;
  }

  @Override
  public void lockForAdding(UserId owner, CampaignId campaign) {
    locked.add(campaign);
  }

  @Override
  public Set<ProfileLink> liveLinks(
      UserId owner, CampaignId campaign, Collection<ProfileLink> links) {
    return memberships.stream()
        .filter(m -> m.owner().equals(owner) && m.campaignId().equals(campaign) && isLive(m))
        .map(m -> leads.byId(m.leadId()).orElseThrow().profileLink())
        .filter(links::contains)
        .collect(Collectors.toSet());
  }

  @Override
  public List<Membership> addAbsent(List<Membership> wanted) {
    List<Membership> added = new ArrayList<>();
    for (Membership m : wanted) {
      boolean present =
          memberships.stream()
              .anyMatch(
                  existing ->
                      existing.isLive()
                          && existing.campaignId().equals(m.campaignId())
                          && existing.leadId().equals(m.leadId()));
      if (!present) {
        memberships.add(m);
        engine.put(m.id(), new EngineState(null, m.createdAt(), null));
        added.add(m);
      }
    }
    return added;
  }

  @Override
  public Optional<Membership> findLiveForUpdate(UserId owner, UUID id) {
    return memberships.stream()
        .filter(m -> m.id().equals(id) && m.owner().equals(owner) && isLive(m))
        .findFirst();
  }

  @Override
  public void update(Membership membership) {
    memberships.replaceAll(m -> m.id().equals(membership.id()) ? membership : m);
  }

  @Override
  public Optional<CampaignLead> findLive(UserId owner, UUID id) {
    return findLiveForUpdate(owner, id).map(this::withLead);
  }

  @Override
  public Page<CampaignLead> listLive(
      UserId owner, CampaignId campaign, MembershipStatus status, PageRequest page) {
    int after = page.cursor() == null ? 0 : decode(page.cursor());
    List<Integer> positions = new ArrayList<>();
    for (int i = after; i < memberships.size() && positions.size() <= page.limit(); i++) {
      Membership m = memberships.get(i);
      if (m.owner().equals(owner)
          && m.campaignId().equals(campaign)
          && isLive(m)
          && (status == null || m.status() == status)) {
        positions.add(i);
      }
    }
    boolean more = positions.size() > page.limit();
    List<Integer> shown = more ? positions.subList(0, page.limit()) : positions;
    List<CampaignLead> items = shown.stream().map(i -> withLead(memberships.get(i))).toList();
    return new Page<>(items, more ? encode(shown.get(shown.size() - 1) + 1) : null);
  }

  @Override
  public boolean hasLive(UserId owner, UUID leadId) {
    return memberships.stream()
        .anyMatch(m -> m.owner().equals(owner) && m.leadId().equals(leadId) && isLive(m));
  }

  /**
   * What the engine writes on a membership: its sender, next look and status reason (D-37, D-41).
   */
  public void engineWrites(UUID membershipId, EngineState state) {
    engine.put(membershipId, state);
  }

  /** The campaigns {@link #lockForAdding} was called for, in call order. */
  public List<CampaignId> lockedCampaigns() {
    return List.copyOf(locked);
  }

  /** Every stored membership, deleted ones included, in insertion order. */
  public List<Membership> all() {
    return List.copyOf(memberships);
  }

  private boolean isLive(Membership m) {
    return m.isLive()
        && campaigns
            .findOwned(m.owner(), m.campaignId())
            .map(c -> c.status() != CampaignStatus.DELETED)
            .orElse(false);
  }

  private CampaignLead withLead(Membership m) {
    EngineState written = engine.getOrDefault(m.id(), EngineState.NONE);
    return new CampaignLead(m, leads.byId(m.leadId()).orElseThrow(), written);
  }

  private static String encode(int position) {
    return Base64.getUrlEncoder()
        .withoutPadding()
        .encodeToString((CURSOR_PREFIX + position).getBytes(StandardCharsets.UTF_8));
  }

  private static int decode(String cursor) {
    try {
      String text = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8);
      if (!text.startsWith(CURSOR_PREFIX)
          || !encode(Integer.parseInt(text.substring(CURSOR_PREFIX.length()))).equals(cursor)) {
        throw new IllegalArgumentException(cursor);
      }
      int position = Integer.parseInt(text.substring(CURSOR_PREFIX.length()));
      if (position < 0) {
        throw new IllegalArgumentException(cursor);
      }
      return position;
    } catch (RuntimeException notOurs) {
      throw new DomainException(ErrorCode.INVALID_CURSOR);
    }
  }
}
