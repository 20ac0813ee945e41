package com.outreach.application.service.campaign;

import com.outreach.application.port.Page;
import com.outreach.application.port.in.campaign.CampaignView;
import com.outreach.application.port.in.campaign.ChangeCampaignCommand;
import com.outreach.application.port.in.campaign.ChangeCampaignStatusCommand;
import com.outreach.application.port.in.campaign.ChangeCampaignStatusUseCase;
import com.outreach.application.port.in.campaign.ChangeCampaignUseCase;
import com.outreach.application.port.in.campaign.CreateCampaignCommand;
import com.outreach.application.port.in.campaign.CreateCampaignUseCase;
import com.outreach.application.port.in.campaign.DeleteCampaignUseCase;
import com.outreach.application.port.in.campaign.GetCampaignUseCase;
import com.outreach.application.port.in.campaign.LeadCounts;
import com.outreach.application.port.in.campaign.ListCampaignsQuery;
import com.outreach.application.port.in.campaign.ListCampaignsUseCase;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.EmailAccountRepository;
import com.outreach.application.port.out.LinkedAccountRepository;
import com.outreach.application.port.out.engine.MembershipSchedule;
import com.outreach.domain.account.EmailAccount;
import com.outreach.domain.account.LinkedAccount;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.campaign.CampaignRules;
import com.outreach.domain.campaign.CampaignStatus;
import com.outreach.domain.campaign.SenderDirectory;
import com.outreach.domain.campaign.SenderKind;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.locks.ReentrantLock;
import java.util.stream.Collectors;

/**
 * The caller's campaigns (spec 4.9, 4.16, D-11 ... D-14, D-35 ... D-37, D-46): create, list, read,
 * change (PATCH), change status, delete. A campaign is only ever looked up within its owner, and a
 * DELETED one is unknown to every operation, so another user's id, a malformed id and a deleted
 * campaign all answer {@code Campaign not found!} (D-13, D-31).
 */
public final class CampaignService
    implements CreateCampaignUseCase,
        ListCampaignsUseCase,
        GetCampaignUseCase,
        ChangeCampaignUseCase,
        ChangeCampaignStatusUseCase,
        DeleteCampaignUseCase {
  // A change is tried again when the campaign changed between reading and writing; changes on this
  // instance wait for each other (CHANGE_LOCKS), so only other instances' make that happen.
  private static final int CHANGE_ATTEMPTS = 5;

  /**
   * Changes of one campaign on this instance take turns (D-55 g): a lock per stripe of campaign
   * ids, so 200 concurrent changes of one campaign are 200 changes in a row rather than 200 rereads
   * racing to write, and bounded memory whatever the number of campaigns.
   */
  private static final int CHANGE_LOCKS = 64;

  private final ReentrantLock[] changeLocks = new ReentrantLock[CHANGE_LOCKS];

  private final CampaignRepository campaigns;
  private final LinkedAccountRepository linkedAccounts;
  private final EmailAccountRepository mailboxes;
  private final Duration minimumDelay;
  private final boolean clientSteps;
  private final MembershipSchedule engine;
  private final Clock clock;

  /**
   * @param minimumDelay the shortest wait between steps a campaign may ask for ({@code
   *     outreach.engine.minimum-delay}, D-35)
   */
  public CampaignService(
      CampaignRepository campaigns,
      LinkedAccountRepository linkedAccounts,
      EmailAccountRepository mailboxes,
      Duration minimumDelay,
      MembershipSchedule engine,
      Clock clock) {
    this(campaigns, linkedAccounts, mailboxes, minimumDelay, false, engine, clock);
  }

  /**
   * @param minimumDelay the shortest wait between steps a campaign may ask for ({@code
   *     outreach.engine.minimum-delay}, D-35)
   * @param clientSteps whether a client's own {@code steps} are taken ({@code
   *     outreach.campaigns.client-steps}; refused while false, P-259, P-265)
   */
  public CampaignService(
      CampaignRepository campaigns,
      LinkedAccountRepository linkedAccounts,
      EmailAccountRepository mailboxes,
      Duration minimumDelay,
      boolean clientSteps,
      MembershipSchedule engine,
      Clock clock) {
    this.clientSteps = clientSteps;
    this.campaigns = campaigns;
    this.linkedAccounts = linkedAccounts;
    this.mailboxes = mailboxes;
    this.minimumDelay = Objects.requireNonNull(minimumDelay, "minimumDelay");
    this.engine = engine;
    this.clock = clock;
    for (int i = 0; i < CHANGE_LOCKS; i++) {
      changeLocks[i] = new ReentrantLock();
    }
  }

  @Override
  public Campaign create(CreateCampaignCommand c) {
    Campaign campaign =
        Campaign.create(
            c.owner(),
            c.title(),
            c.url(),
            c.sequence(),
            c.content(),
            c.settings(),
            rules(c.owner()),
            clock.instant());
    campaigns.add(campaign);
    return campaign;
  }

  /**
   * The campaign is looked up first (its sequence decides which content and senders are valid),
   * then the change is checked and applied; nothing is written when nothing changed. A campaign
   * changed or deleted between reading and writing is read again and the change applied to what is
   * there now; when it keeps changing (other instances writing it), {@code Campaign changed, try
   * again!} (D-55 g).
   */
  @Override
  public Campaign change(ChangeCampaignCommand c) {
    String campaignId = Check.required(c.campaignId(), ErrorCode.CAMPAIGN_ID_REQUIRED);
    CampaignRules rules = rules(c.owner());
    ReentrantLock turn = changeLocks[Math.floorMod(campaignId.hashCode(), CHANGE_LOCKS)];
    turn.lock();
    try {
      return changeInTurn(c, campaignId, rules);
    } finally {
      turn.unlock();
    }
  }

  private Campaign changeInTurn(ChangeCampaignCommand c, String campaignId, CampaignRules rules) {
    for (int attempt = 1; ; attempt++) {
      Campaign campaign = live(c.owner(), campaignId);
      Instant read = campaign.updatedAt();
      if (!campaign.change(c.change(), rules, clock.instant())) {
        return campaign;
      }
      if (campaigns.change(campaign, read)) {
        // D-36: steps not yet carried out use the new values; waiting leads are planned again.
        engine.replanCampaign(campaign.id(), clock.instant());
        return campaign;
      }
      if (attempt == CHANGE_ATTEMPTS) {
        throw new DomainException(ErrorCode.CAMPAIGN_CHANGED);
      }
    }
  }

  /**
   * The rules a campaign of {@code owner} is checked by; its senders are looked up once, when asked
   * for.
   */
  private CampaignRules rules(UserId owner) {
    Map<SenderKind, Set<UUID>> known = new EnumMap<>(SenderKind.class);
    SenderDirectory directory =
        kind ->
            known.computeIfAbsent(
                kind,
                k ->
                    switch (k) {
                      case LINKED_ACCOUNT ->
                          linkedAccounts.listByOwner(owner).stream()
                              .map(LinkedAccount::id)
                              .collect(Collectors.toSet());
                      case MAILBOX ->
                          mailboxes.listByOwner(owner).stream()
                              .map(EmailAccount::id)
                              .collect(Collectors.toSet());
                    });
    return new CampaignRules(minimumDelay, directory, clientSteps);
  }

  @Override
  public Page<CampaignView> campaigns(ListCampaignsQuery query) {
    Page<Campaign> page = campaigns.listOwned(query.owner(), query.status(), query.page());
    // One look-up of the lead counts for the whole page, never one per campaign.
    Map<CampaignId, Map<MembershipStatus, Long>> counts =
        page.items().isEmpty()
            ? Map.of()
            : campaigns.leadCounts(page.items().stream().map(Campaign::id).toList());
    return page.map(
        campaign ->
            new CampaignView(
                campaign, LeadCounts.of(counts.getOrDefault(campaign.id(), Map.of()))));
  }

  @Override
  public CampaignView campaign(UserId owner, String campaignId) {
    Campaign campaign = live(owner, Check.required(campaignId, ErrorCode.CAMPAIGN_ID_REQUIRED));
    Map<MembershipStatus, Long> counts =
        campaigns.leadCounts(List.of(campaign.id())).getOrDefault(campaign.id(), Map.of());
    return new CampaignView(campaign, LeadCounts.of(counts));
  }

  @Override
  public Campaign changeStatus(ChangeCampaignStatusCommand c) {
    Campaign campaign = live(c.owner(), c.campaignId());
    campaign.changeStatus(c.status(), clock.instant());
    store(campaign);
    if (campaign.status() == CampaignStatus.ACTIVE) {
      // D-40: a resumed campaign continues where it stopped; the engine parked what fell due
      // meanwhile.
      engine.wakeCampaign(campaign.id(), clock.instant());
    }
    return campaign;
  }

  @Override
  public void delete(UserId owner, String campaignId) {
    Campaign campaign = live(owner, Check.required(campaignId, ErrorCode.CAMPAIGN_ID_REQUIRED));
    campaign.delete(clock.instant());
    store(campaign);
  }

  /** The owner's campaign unless it is DELETED; anything else is {@code Campaign not found!}. */
  private Campaign live(UserId owner, String campaignId) {
    return CampaignId.parse(campaignId)
        .flatMap(id -> campaigns.findOwned(owner, id))
        .filter(campaign -> campaign.status() != CampaignStatus.DELETED)
        .orElseThrow(() -> new DomainException(ErrorCode.CAMPAIGN_NOT_FOUND));
  }

  /**
   * A campaign deleted since it was read stays deleted, and this request answers as if it had never
   * existed.
   */
  private void store(Campaign campaign) {
    if (!campaigns.update(campaign)) {
      throw new DomainException(ErrorCode.CAMPAIGN_NOT_FOUND);
    }
  }
}
