package com.outreach.application.port.out;

import static com.outreach.application.fixture.LeadFixtures.T0;
import static com.outreach.application.fixture.LeadFixtures.campaign;
import static com.outreach.application.fixture.LeadFixtures.lead;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.engine.ActionStatus;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.lead.Lead;
import com.outreach.domain.lead.LeadAction;
import com.outreach.domain.lead.Membership;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The rules every {@link LeadActionsRepository} keeps (D-41, D-31): a live membership's actions in
 * the order they were written, whatever their times, each with every field as written; nothing for
 * another owner's, a deleted or an unknown membership, or one of a deleted campaign.
 */
public abstract class LeadActionsRepositoryContract {
  private static final UUID SENDER = UUID.fromString("7d0c1a52-9a43-4d1e-8f55-3b2a6c9e0f11");

  private Repositories stores;
  private UserId owner;
  private Campaign spring;

  /** The repositories sharing one store; new (or with unrelated data only) for each test. */
  protected abstract Repositories newRepositories();

  /** An owner the repositories accept data for; a database needs the user stored first. */
  protected abstract UserId newOwner();

  /** Writes a new action into the ledger, as the engine does through its own port. */
  protected abstract void record(EngineAction action);

  /**
   * Stores a written action's new status, attempts, times, error and reference, as the engine does.
   */
  protected abstract void rewrite(EngineAction action);

  /** Four repositories over one store. */
  public record Repositories(
      CampaignRepository campaigns,
      LeadRepository leads,
      MembershipRepository memberships,
      LeadActionsRepository actions) {}

  @BeforeEach
  void repositories() {
    stores = newRepositories();
    owner = newOwner();
    spring = campaignOf(owner);
  }

  private Campaign campaignOf(UserId who) {
    Campaign c = campaign(who);
    stores.campaigns().add(c);
    return c;
  }

  private Membership added(Campaign campaign, String slug) {
    Lead lead = lead(campaign.owner(), slug);
    var ids = stores.leads().addOrFill(campaign.owner(), List.of(lead));
    List<Membership> added =
        stores
            .memberships()
            .addAbsent(
                List.of(
                    Membership.add(
                        campaign.owner(), campaign.id(), ids.get(lead.profileLink()), T0)));
    assertThat(added).hasSize(1);
    return added.get(0);
  }

  private static EngineAction action(
      Membership m,
      int step,
      ActionType type,
      ActionStatus status,
      Instant reservedAt,
      Instant sentAt,
      String error,
      String reference) {
    return new EngineAction(
        UUID.randomUUID(),
        m.id(),
        SENDER,
        step,
        type,
        status,
        1,
        reservedAt,
        sentAt,
        error,
        reference);
  }

  private EngineAction recorded(EngineAction action) {
    record(action);
    return action;
  }

  @Test
  void aLiveMembershipsActions_areReadInTheOrderWritten_notByTheirTimes_withEveryField() {
    Membership m = added(spring, "jane-doe");
    EngineAction invite =
        recorded(
            action(
                m,
                1,
                ActionType.INVITE,
                ActionStatus.SENT,
                T0.plusSeconds(600),
                T0.plusSeconds(601),
                null,
                "invitation-1"));
    EngineAction failed =
        recorded(
            new EngineAction(
                UUID.randomUUID(),
                m.id(),
                SENDER,
                2,
                ActionType.MESSAGE,
                ActionStatus.FAILED,
                3,
                T0.plusSeconds(60),
                null,
                "RATE_LIMITED",
                null));
    EngineAction reserved =
        recorded(
            action(
                m,
                2,
                ActionType.MESSAGE,
                ActionStatus.RESERVED,
                T0.plusSeconds(30),
                null,
                null,
                null));

    assertThat(stores.actions().actionsOfLive(owner, m.id()))
        .contains(List.of(invite, failed, reserved));
  }

  @Test
  void aRewrittenAction_keepsItsPlace() {
    Membership m = added(spring, "jane-doe");
    EngineAction first =
        recorded(action(m, 1, ActionType.EMAIL, ActionStatus.SENDING, T0, null, null, null));
    EngineAction second =
        recorded(
            action(
                m,
                1,
                ActionType.WITHDRAW,
                ActionStatus.RESERVED,
                T0.plusSeconds(1),
                null,
                null,
                null));
    EngineAction settled =
        first.settled(ActionStatus.UNKNOWN, T0.plusSeconds(2), "TIMEOUT", "<m1@mail.example>");

    rewrite(settled);

    assertThat(stores.actions().actionsOfLive(owner, m.id())).contains(List.of(settled, second));
  }

  @Test
  void aLiveMembershipWithoutActions_hasAnEmptyLedger() {
    Membership m = added(spring, "jane-doe");

    assertThat(stores.actions().actionsOfLive(owner, m.id())).contains(List.of());
  }

  @Test
  void theActionsOfOtherMemberships_areLeftOut() {
    Membership jane = added(spring, "jane-doe");
    Membership john = added(spring, "john-roe");
    Membership janeInAutumn = added(campaignOf(owner), "jane-doe");
    EngineAction mine =
        recorded(action(jane, 1, ActionType.INVITE, ActionStatus.SENDING, T0, null, null, null));
    recorded(action(john, 1, ActionType.INVITE, ActionStatus.SENDING, T0, null, null, null));
    recorded(
        action(janeInAutumn, 1, ActionType.INVITE, ActionStatus.SENDING, T0, null, null, null));

    assertThat(stores.actions().actionsOfLive(owner, jane.id())).contains(List.of(mine));
  }

  @Test
  void anotherOwnersUnknownOrDeletedMembership_orOneOfADeletedCampaign_isNotFound() {
    Membership jane = added(spring, "jane-doe");
    recorded(action(jane, 1, ActionType.INVITE, ActionStatus.SENT, T0, T0, null, null));
    Membership deleted = added(spring, "john-roe");
    recorded(action(deleted, 1, ActionType.INVITE, ActionStatus.SENT, T0, T0, null, null));
    stores.memberships().update(deleted.apply(LeadAction.DELETED, T0.plusSeconds(5)));
    Campaign autumn = campaignOf(owner);
    Membership inDeletedCampaign = added(autumn, "jane-doe");
    recorded(
        action(inDeletedCampaign, 1, ActionType.INVITE, ActionStatus.SENT, T0, T0, null, null));
    autumn.delete(T0.plusSeconds(5));
    stores.campaigns().update(autumn);

    assertThat(stores.actions().actionsOfLive(newOwner(), jane.id())).isEmpty();
    assertThat(stores.actions().actionsOfLive(owner, UUID.randomUUID())).isEmpty();
    assertThat(stores.actions().actionsOfLive(owner, deleted.id())).isEmpty();
    assertThat(stores.actions().actionsOfLive(owner, inDeletedCampaign.id())).isEmpty();
  }
}
