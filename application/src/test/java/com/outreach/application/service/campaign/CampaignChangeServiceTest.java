package com.outreach.application.service.campaign;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryCampaignRepository;
import com.outreach.application.fake.InMemoryEmailAccountRepository;
import com.outreach.application.fake.InMemoryLinkedAccountRepository;
import com.outreach.application.fake.MutableClock;
import com.outreach.application.fake.RecordingMembershipSchedule;
import com.outreach.application.port.in.campaign.ChangeCampaignCommand;
import com.outreach.application.port.in.campaign.ChangeCampaignStatusCommand;
import com.outreach.application.port.in.campaign.CreateCampaignCommand;
import com.outreach.application.port.out.LinkedAccountRepository;
import com.outreach.domain.account.EmailAccount;
import com.outreach.domain.account.LinkedAccount;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.CampaignChange;
import com.outreach.domain.campaign.CampaignChange.Field;
import com.outreach.domain.campaign.SettingsInput;
import com.outreach.domain.campaign.Tracking;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Engine settings on create and PATCH at the ports (D-35 ... D-37, D-46). */
class CampaignChangeServiceTest {
  private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");
  private static final Map<String, String> CONTENT = Map.of("longNote", "Hi", "message1", "Thanks");

  private final InMemoryCampaignRepository repository = new InMemoryCampaignRepository();
  private final InMemoryLinkedAccountRepository linkedAccounts =
      new InMemoryLinkedAccountRepository();
  private final InMemoryEmailAccountRepository mailboxes = new InMemoryEmailAccountRepository();
  private final AtomicInteger accountLookups = new AtomicInteger();
  private final RecordingMembershipSchedule engine = new RecordingMembershipSchedule();
  private final MutableClock clock = new MutableClock(T0);
  private final CampaignService service =
      new CampaignService(
          repository, counting(linkedAccounts), mailboxes, Duration.ofHours(1), engine, clock);
  private final UserId me = UserId.random();
  private final UserId someoneElse = UserId.random();

  private LinkedAccountRepository counting(LinkedAccountRepository delegate) {
    return new LinkedAccountRepository() {
      @Override
      public List<LinkedAccount> listByOwner(UserId owner) {
        accountLookups.incrementAndGet();
        return delegate.listByOwner(owner);
      }

      @Override
      public java.util.Optional<List<LinkedAccount>> listByOwnerInMemory(UserId owner) {
        accountLookups.incrementAndGet();
        return delegate.listByOwnerInMemory(owner);
      }

      @Override
      public void add(LinkedAccount account) {
        delegate.add(account);
      }

      @Override
      public boolean remove(UserId owner, UUID id) {
        return delegate.remove(owner, id);
      }

      @Override
      public java.util.Optional<LinkedAccount> findForChange(UserId owner, UUID id) {
        return delegate.findForChange(owner, id);
      }

      @Override
      public void update(LinkedAccount account) {
        delegate.update(account);
      }
    };
  }

  private UUID linkedAccount(UserId owner, String email) {
    LinkedAccount account =
        LinkedAccount.connect(
            owner,
            EmailAddress.parse(email),
            "https://www.linkedin.com/in/x",
            new LinkedAccount.Profile(null, null, null, null, null, null),
            false,
            ZoneId.of("UTC"),
            T0);
    linkedAccounts.add(account);
    return account.id();
  }

  private UUID mailbox(UserId owner, String email) {
    EmailAccount account =
        EmailAccount.connect(
            owner,
            EmailAddress.parse(email),
            null,
            "SMTP",
            new EmailAccount.Smtp(null, null, null, null, null),
            50,
            T0);
    mailboxes.add(account);
    return account.id();
  }

  private Campaign create(SettingsInput settings) {
    return service.create(new CreateCampaignCommand(me, "T", null, "CONNECT", CONTENT, settings));
  }

  private Campaign change(
      UserId owner, Campaign campaign, Set<Field> fields, SettingsInput settings) {
    return service.change(
        new ChangeCampaignCommand(
            owner,
            campaign.id().toString(),
            new CampaignChange(fields, null, null, null, null, settings)));
  }

  private Campaign.Snapshot stored(Campaign campaign) {
    return repository.all().stream()
        .filter(s -> s.id().equals(campaign.id()))
        .findFirst()
        .orElseThrow();
  }

  @Test
  void create_checksSendersAgainstTheOwnersAccounts_withOneLookUp() {
    UUID mine = linkedAccount(me, "a@example.com");
    UUID second = linkedAccount(me, "b@example.com");
    UUID theirs = linkedAccount(someoneElse, "c@example.com");
    UUID myMailbox = mailbox(me, "m@example.com");

    Campaign campaign =
        create(
            new SettingsInput(
                null, null, List.of(mine.toString(), second.toString(), mine.toString()), null));

    assertThat(stored(campaign).senders().ids()).containsExactly(mine, second);
    assertThat(accountLookups).hasValue(1);
    for (UUID foreign : List.of(theirs, myMailbox, UUID.randomUUID())) {
      assertRefused(
          () ->
              create(
                  new SettingsInput(
                      null, null, List.of(mine.toString(), foreign.toString()), null)),
          ErrorCode.INVALID_SENDERS,
          "Invalid senders!");
    }
    assertThat(
            service
                .create(
                    new CreateCampaignCommand(
                        me,
                        "E",
                        null,
                        "EMAIL",
                        Map.of("subject1", "S", "content1", "B"),
                        new SettingsInput(null, null, List.of(myMailbox.toString()), null)))
                .senders()
                .ids())
        .containsExactly(myMailbox);
    assertThat(repository.all()).hasSize(2);
  }

  @Test
  void create_withoutSenders_looksNothingUp() {
    create(SettingsInput.NONE);
    create(new SettingsInput(null, null, List.of(), null));
    assertThat(accountLookups).hasValue(0);
  }

  @Test
  void change_storesTheNewSettings_andMovesUpdatedAt() {
    Campaign campaign = create(SettingsInput.NONE);
    clock.advance(Duration.ofMinutes(1));

    change(
        me,
        campaign,
        EnumSet.of(Field.DELAYS, Field.TRACKING),
        new SettingsInput(List.of("PT2H"), null, null, Map.of("opens", true)));

    Campaign.Snapshot after = stored(campaign);
    assertThat(after.delays().effective()).containsExactly("PT2H", "P3D", "P4D");
    assertThat(after.tracking()).isEqualTo(new Tracking(true, false));
    assertThat(after.updatedAt()).isEqualTo(T0.plus(Duration.ofMinutes(1)));
    assertThat(after.title()).isEqualTo("T");
    assertThat(engine.calls)
        .containsExactly(
            "replanCampaign " + campaign.id().value()); // D-36: waiting leads re-planned
  }

  @Test
  void change_toNothingNew_storesNothing() {
    Campaign campaign = create(SettingsInput.NONE);
    clock.advance(Duration.ofMinutes(1));

    change(me, campaign, Set.of(), SettingsInput.NONE);
    change(
        me,
        campaign,
        EnumSet.of(Field.DELAYS),
        new SettingsInput(List.of("P1D"), null, null, null));

    assertThat(stored(campaign)).isEqualTo(campaign.snapshot());
    assertThat(engine.calls).isEmpty();
  }

  @Test
  void aRefusedChange_storesNothing() {
    Campaign campaign = create(SettingsInput.NONE);
    clock.advance(Duration.ofMinutes(1));

    assertRefused(
        () ->
            change(
                me,
                campaign,
                EnumSet.of(Field.DELAYS, Field.SENDERS),
                new SettingsInput(
                    List.of("PT2H"), null, List.of(UUID.randomUUID().toString()), null)),
        ErrorCode.INVALID_SENDERS,
        "Invalid senders!");

    assertThat(stored(campaign)).isEqualTo(campaign.snapshot());
  }

  @Test
  void anotherUsersUnknownMalformedOrDeletedCampaign_isNotFound_andStaysAsItWas() {
    Campaign campaign = create(SettingsInput.NONE);
    SettingsInput delays = new SettingsInput(List.of("PT2H"), null, null, null);

    assertRefused(
        () -> change(someoneElse, campaign, EnumSet.of(Field.DELAYS), delays),
        ErrorCode.CAMPAIGN_NOT_FOUND,
        "Campaign not found!");
    for (String id : List.of(UUID.randomUUID().toString(), "not-an-id")) {
      assertRefused(
          () ->
              service.change(
                  new ChangeCampaignCommand(
                      me, id, new CampaignChange(Set.of(), null, null, null, null, null))),
          ErrorCode.CAMPAIGN_NOT_FOUND,
          "Campaign not found!");
    }
    assertRefused(
        () ->
            service.change(
                new ChangeCampaignCommand(
                    me, " ", new CampaignChange(Set.of(), null, null, null, null, null))),
        ErrorCode.CAMPAIGN_ID_REQUIRED,
        "Campaign id is required!");
    assertThat(stored(campaign)).isEqualTo(campaign.snapshot());

    service.delete(me, campaign.id().toString());
    assertRefused(
        () -> change(me, campaign, EnumSet.of(Field.DELAYS), delays),
        ErrorCode.CAMPAIGN_NOT_FOUND,
        "Campaign not found!");
  }

  @Test
  void aChangeOfAStatusChangedCampaign_keepsTheNewStatus() {
    Campaign campaign = create(SettingsInput.NONE);
    clock.advance(Duration.ofMinutes(1));
    service.changeStatus(ChangeCampaignStatusCommand.of(me, campaign.id().toString(), "PAUSED"));
    clock.advance(Duration.ofMinutes(1));

    change(
        me, campaign, EnumSet.of(Field.INVITE_EXPIRY), new SettingsInput(null, "P7D", null, null));

    Campaign.Snapshot after = stored(campaign);
    assertThat(after.status().name()).isEqualTo("PAUSED");
    assertThat(after.inviteExpiry().text()).isEqualTo("P7D");
    assertThat(after.updatedAt()).isEqualTo(T0.plus(Duration.ofMinutes(2)));
  }

  @Test
  void theMinimumDelay_comesFromTheService() {
    CampaignService relaxed =
        new CampaignService(repository, linkedAccounts, mailboxes, Duration.ZERO, engine, clock);
    SettingsInput quick = new SettingsInput(List.of("PT30S"), null, null, null);

    assertRefused(() -> create(quick), ErrorCode.INVALID_DELAYS, "Invalid delays!");
    assertThat(
            relaxed
                .create(new CreateCampaignCommand(me, "T", null, "CONNECT", CONTENT, quick))
                .delays()
                .delayBefore(2))
        .isEqualTo(Duration.ofSeconds(30));
  }

  @Test
  void aCampaignThatKeepsChangingElsewhere_isCampaignChangedTryAgain_andNothingIsStored() {
    Campaign campaign = create(SettingsInput.NONE);
    Campaign.Snapshot before = stored(campaign);
    repository.changedByOthersAlways();
    clock.advance(Duration.ofMinutes(1));

    assertRefused(
        () ->
            change(
                me,
                campaign,
                EnumSet.of(Field.DELAYS),
                new SettingsInput(List.of("PT2H"), null, null, null)),
        ErrorCode.CAMPAIGN_CHANGED,
        "Campaign changed, try again!");
    assertThat(stored(campaign)).isEqualTo(before);
    assertThat(engine.calls).isEmpty();
  }
}
