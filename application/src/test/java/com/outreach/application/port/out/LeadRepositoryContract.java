package com.outreach.application.port.out;

import static com.outreach.application.fixture.LeadFixtures.T0;
import static com.outreach.application.fixture.LeadFixtures.details;
import static com.outreach.application.fixture.LeadFixtures.fields;
import static com.outreach.application.fixture.LeadFixtures.json;
import static com.outreach.application.fixture.LeadFixtures.lead;
import static com.outreach.application.fixture.LeadFixtures.link;
import static com.outreach.application.fixture.LeadFixtures.salesNav;
import static com.outreach.application.fixture.LeadFixtures.text;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.domain.lead.CustomFields;
import com.outreach.domain.lead.CustomValue;
import com.outreach.domain.lead.EmailStatus;
import com.outreach.domain.lead.Lead;
import com.outreach.domain.lead.LeadChange;
import com.outreach.domain.lead.LeadDetails;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.user.UserId;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The rules every {@link LeadRepository} keeps (D-16, D-17, D-18): one lead per owner and link,
 * gaps filled, never overwritten. Custom values come back as compact JSON; the members of an object
 * value may come back in another order (JSON objects are unordered, and PostgreSQL's jsonb sorts
 * them), so the object values here are given in the order jsonb keeps: shorter names first.
 */
public abstract class LeadRepositoryContract {
  private static final String MEMBER_ID = "ACwAAAABCDEFGHIJKLMNOPQRST";
  private LeadRepository leads;
  private UserId owner;
  private UserId otherOwner;

  /** An empty repository, or one whose other leads do not matter, new for each test. */
  protected abstract LeadRepository newRepository();

  /** An owner the repository accepts leads for; a database needs the user stored first. */
  protected abstract UserId newOwner();

  @BeforeEach
  void repository() {
    leads = newRepository();
    owner = newOwner();
    otherOwner = newOwner();
  }

  private Lead stored(UserId who, ProfileLink link) {
    return leads.findForUpdate(who, link).orElseThrow();
  }

  /**
   * Every field, the Sales Navigator / Recruiter originals included (ProfileLink equality ignores
   * them).
   */
  private static void assertSameLead(Lead actual, Lead expected) {
    assertThat(actual).isEqualTo(expected);
    assertThat(actual.profileLink().salesNavLink())
        .isEqualTo(expected.profileLink().salesNavLink());
    assertThat(actual.profileLink().recruiterLink())
        .isEqualTo(expected.profileLink().recruiterLink());
  }

  @Test
  void addOrFill_newLeads_storesEveryField_andAnswersTheirIds() {
    Lead jane =
        lead(
            owner,
            "jane-doe",
            new LeadDetails(
                "Jane",
                "Doe",
                null,
                "jane@acme.example",
                EmailStatus.RISKY,
                fields(
                    "company",
                    text("Acme \"Inc\""),
                    "size",
                    json("250"),
                    "tags",
                    json("[\"a\",1,null]"),
                    "address",
                    json("{\"zip\":\"10115\",\"city\":\"Berlin\"}"),
                    "vip",
                    json("true"),
                    "none",
                    json("null"),
                    "ratio",
                    json("0.75"))),
            T0);
    Lead member =
        Lead.create(owner, salesNav(MEMBER_ID), details(null, null, null, CustomFields.none()), T0);

    Map<ProfileLink, UUID> ids = leads.addOrFill(owner, List.of(jane, member));

    assertThat(ids)
        .containsOnly(
            Map.entry(jane.profileLink(), jane.id()), Map.entry(member.profileLink(), member.id()));
    assertSameLead(stored(owner, link("jane-doe")), jane);
    assertSameLead(stored(owner, link(MEMBER_ID)), member);
    assertThat(stored(owner, link(MEMBER_ID)).profileLink().salesNavLink())
        .contains("https://www.linkedin.com/sales/lead/" + MEMBER_ID + ",NAME_SEARCH,x1Yz");
  }

  @Test
  void addOrFill_aKnownLink_answersTheStoredId_andFillsOnlyWhatIsEmpty() {
    Lead known =
        lead(
            owner,
            "jane-doe",
            new LeadDetails("Jane", null, null, null, null, fields("company", text("Acme"))),
            T0);
    leads.addOrFill(owner, List.of(known));
    Lead newer =
        lead(
            owner,
            "jane-doe",
            new LeadDetails(
                "Janet",
                "Smith",
                "Dr. Janet Smith",
                "jane@acme.example",
                EmailStatus.VALID,
                fields("company", text("Other"), "title", text("CEO"))),
            T0.plusSeconds(60));

    Map<ProfileLink, UUID> ids = leads.addOrFill(owner, List.of(newer));

    assertThat(ids).containsOnly(Map.entry(link("jane-doe"), known.id()));
    Lead filled = stored(owner, link("jane-doe"));
    assertSameLead(filled, known.filledFrom(newer));
    assertThat(filled.details())
        .isEqualTo(
            new LeadDetails(
                "Jane",
                "Smith",
                "Jane Smith",
                "jane@acme.example",
                EmailStatus.VALID,
                fields("company", text("Acme"), "title", text("CEO"))));
    assertThat(filled.createdAt()).isEqualTo(T0);
    assertThat(filled.updatedAt()).isEqualTo(T0.plusSeconds(60));
  }

  @Test
  void addOrFill_withNothingToFill_leavesTheLeadAndItsUpdatedAtAsTheyWere() {
    Lead known =
        lead(
            owner,
            "jane-doe",
            details("Jane", "Doe", "jane@acme.example", fields("company", text("Acme"))),
            T0);
    leads.addOrFill(owner, List.of(known));

    leads.addOrFill(
        owner,
        List.of(
            lead(
                owner,
                "jane-doe",
                details("Janet", null, "other@acme.example", fields("company", text("Other"))),
                T0.plusSeconds(60))));

    assertSameLead(stored(owner, link("jane-doe")), known);
  }

  @Test
  void addOrFill_keepsTheEmailStatusWithItsEmail() {
    leads.addOrFill(
        owner,
        List.of(
            lead(
                owner,
                "jane-doe",
                new LeadDetails(
                    null,
                    null,
                    null,
                    "jane@acme.example",
                    EmailStatus.CATCH_ALL,
                    CustomFields.none()),
                T0)));
    leads.addOrFill(
        owner,
        List.of(lead(owner, "no-email", details("No", "Email", null, CustomFields.none()), T0)));

    leads.addOrFill(
        owner,
        List.of(
            lead(
                owner,
                "jane-doe",
                details(null, null, "other@acme.example", CustomFields.none()),
                T0.plusSeconds(1)),
            lead(
                owner,
                "no-email",
                new LeadDetails(
                    null, null, null, "no@acme.example", EmailStatus.INVALID, CustomFields.none()),
                T0.plusSeconds(1))));

    assertThat(stored(owner, link("jane-doe")).details().emailStatus())
        .isEqualTo(EmailStatus.CATCH_ALL);
    assertThat(stored(owner, link("no-email")).details().email()).isEqualTo("no@acme.example");
    assertThat(stored(owner, link("no-email")).details().emailStatus())
        .isEqualTo(EmailStatus.INVALID);
  }

  @Test
  void addOrFill_customFieldsOverTheLimit_leavesTheLeadsCustomFieldsAsTheyWere() {
    Map<String, CustomValue> forty = new LinkedHashMap<>();
    Map<String, CustomValue> otherTwenty = new LinkedHashMap<>();
    for (int i = 0; i < 40; i++) {
      forty.put("f" + i, text("v" + i));
    }
    for (int i = 0; i < 20; i++) {
      otherTwenty.put("g" + i, text("w" + i));
    }
    Lead known = lead(owner, "jane-doe", details(null, null, null, new CustomFields(forty)), T0);
    leads.addOrFill(owner, List.of(known));

    leads.addOrFill(
        owner,
        List.of(
            lead(
                owner,
                "jane-doe",
                details("Jane", null, null, new CustomFields(otherTwenty)),
                T0.plusSeconds(1))));

    Lead filled = stored(owner, link("jane-doe"));
    assertThat(filled.details().customFields()).isEqualTo(new CustomFields(forty));
    assertThat(filled.details().firstName()).isEqualTo("Jane");
  }

  @Test
  void addOrFill_keepsASalesNavigatorLinkGivenLater_andTheFirstOneGiven() {
    Lead plain =
        Lead.create(owner, link(MEMBER_ID), details("Jane", "Doe", null, CustomFields.none()), T0);
    leads.addOrFill(owner, List.of(plain));

    leads.addOrFill(
        owner,
        List.of(
            Lead.create(
                owner,
                salesNav(MEMBER_ID),
                details(null, null, null, CustomFields.none()),
                T0.plusSeconds(1))));
    leads.addOrFill(
        owner,
        List.of(
            Lead.create(
                owner,
                ProfileLink.parse("linkedin.com/sales/people/" + MEMBER_ID + ",OTHER"),
                details(null, null, null, CustomFields.none()),
                T0.plusSeconds(2))));

    Lead filled = stored(owner, link(MEMBER_ID));
    assertThat(filled.profileLink().salesNavLink())
        .contains(salesNav(MEMBER_ID).salesNavLink().orElseThrow());
    assertThat(filled.updatedAt()).isEqualTo(T0.plusSeconds(1));
  }

  @Test
  void addOrFill_mixesNewAndKnownLeadsInOneBatch() {
    Lead known = lead(owner, "known");
    leads.addOrFill(owner, List.of(known));
    Lead fresh = lead(owner, "fresh");

    Map<ProfileLink, UUID> ids = leads.addOrFill(owner, List.of(fresh, lead(owner, "known")));

    assertThat(ids)
        .containsOnly(Map.entry(link("fresh"), fresh.id()), Map.entry(link("known"), known.id()));
  }

  @Test
  void theSameLink_ofAnotherOwner_isAnotherLead() {
    Lead mine = lead(owner, "jane-doe");
    Lead theirs =
        lead(otherOwner, "jane-doe", details("Other", "Person", null, CustomFields.none()), T0);

    leads.addOrFill(owner, List.of(mine));
    leads.addOrFill(otherOwner, List.of(theirs));

    assertSameLead(stored(owner, link("jane-doe")), mine);
    assertSameLead(stored(otherOwner, link("jane-doe")), theirs);
  }

  @Test
  void addOrFill_withALinkTwice_isRefused() {
    assertThatThrownBy(
            () -> leads.addOrFill(owner, List.of(lead(owner, "twice"), lead(owner, "TWICE"))))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void addOrFill_withAnotherOwnersLead_isRefused() {
    assertThatThrownBy(() -> leads.addOrFill(owner, List.of(lead(otherOwner, "theirs"))))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void findForUpdate_ofAnUnknownLinkOrAnotherOwnersLead_isEmpty() {
    leads.addOrFill(owner, List.of(lead(owner, "jane-doe")));

    assertThat(leads.findForUpdate(otherOwner, link("jane-doe"))).isEmpty();
    assertThat(leads.findForUpdate(owner, link("nobody"))).isEmpty();
  }

  @Test
  void update_storesTheDetailsAndUpdatedAt() {
    Lead jane =
        lead(owner, "jane-doe", details("Jane", "Doe", null, fields("company", text("Acme"))), T0);
    leads.addOrFill(owner, List.of(jane));
    Lead changed =
        jane.updatedWith(
            new LeadChange(
                "Janet",
                null,
                null,
                "janet@acme.example",
                null,
                fields("title", text("CEO"), "company", json("{\"name\":\"Acme\"}"))),
            T0.plusSeconds(30));

    leads.update(changed);

    assertSameLead(stored(owner, link("jane-doe")), changed);
    assertThat(stored(owner, link("jane-doe")).details().fullName()).isEqualTo("Janet Doe");
  }

  @Test
  void update_ofAnotherOwnersLead_changesNothing() {
    Lead jane = lead(owner, "jane-doe");
    leads.addOrFill(owner, List.of(jane));
    Lead forged =
        new Lead(
            jane.id(),
            otherOwner,
            jane.profileLink(),
            details("Evil", "Twin", null, CustomFields.none()),
            T0,
            T0.plusSeconds(1));

    leads.update(forged);

    assertSameLead(stored(owner, link("jane-doe")), jane);
  }
}
