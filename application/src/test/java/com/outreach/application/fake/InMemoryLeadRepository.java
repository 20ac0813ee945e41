package com.outreach.application.fake;

import com.outreach.application.port.out.LeadRepository;
import com.outreach.domain.lead.Lead;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.user.UserId;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * {@link LeadRepository} in a map: one lead per owner and canonical link, gaps filled by {@link
 * Lead#filledFrom}.
 */
public final class InMemoryLeadRepository implements LeadRepository {
  private final Map<UUID, Lead> leads = new LinkedHashMap<>();
  private int batches;

  @Override
  public Map<ProfileLink, UUID> addOrFill(UserId owner, List<Lead> given) {
    batches++;
    Set<ProfileLink> links = new HashSet<>();
    for (Lead lead : given) {
      if (!lead.owner().equals(owner) || !links.add(lead.profileLink())) {
        throw new IllegalArgumentException("not the owner's or given twice: " + lead.profileLink());
      }
    }
    Map<ProfileLink, UUID> ids = new HashMap<>();
    for (Lead lead : given) {
      Lead stored =
          findForUpdate(lead.owner(), lead.profileLink())
              .map(known -> known.filledFrom(lead))
              .orElse(lead);
      leads.put(stored.id(), stored);
      ids.put(lead.profileLink(), stored.id());
    }
    return ids;
  }

  @Override
  public Optional<Lead> findForUpdate(UserId owner, ProfileLink link) {
    return leads.values().stream()
        .filter(l -> l.owner().equals(owner) && l.profileLink().equals(link))
        .findFirst();
  }

  @Override
  public void update(Lead lead) {
    Lead stored = leads.get(lead.id());
    if (stored != null && stored.owner().equals(lead.owner())) {
      leads.put(lead.id(), lead);
    }
  }

  /** The lead with that id, whoever owns it. */
  public Optional<Lead> byId(UUID id) {
    return Optional.ofNullable(leads.get(id));
  }

  /** Every stored lead of every owner. */
  public List<Lead> all() {
    return List.copyOf(leads.values());
  }

  /** How many times {@link #addOrFill} was called: a batched use case calls it once per request. */
  public int batches() {
    return batches;
  }
}
