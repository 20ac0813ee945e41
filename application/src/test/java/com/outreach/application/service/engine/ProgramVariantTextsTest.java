package com.outreach.application.service.engine;

import static com.outreach.application.service.engine.VisitAndLikeStepsTest.programCampaign;
import static com.outreach.application.service.engine.VisitAndLikeStepsTest.step;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryEngineWorld.MembershipRow;
import com.outreach.application.port.out.engine.Channel;
import com.outreach.application.port.out.engine.LinkedInAction;
import com.outreach.application.port.out.engine.MailGateway.OutgoingEmail;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.program.Program;
import com.outreach.domain.campaign.program.VariantAssignment;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.lead.EmailStatus;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * D-51 at port level: a client program's step sends the texts of the membership's variant ({@code
 * VariantAssignment}, stored on the action as {@code variant}), rendered with the lead's
 * placeholders as a fixed sequence's are, the invite note within the account's network limit.
 */
class ProgramVariantTextsTest {
  private static final String LONG_NOTE = "Dear {{firstName}}, " + "x".repeat(230);

  private final EngineHarness h = new EngineHarness();

  private Program program(Campaign campaign) {
    return h.world.campaigns.get(campaign.id()).program();
  }

  /**
   * Leads of the campaign until each of the two variants of the step of identity {@code stepId} has
   * at least two memberships.
   */
  private List<MembershipRow> leadsOfBothVariants(
      Campaign campaign, int stepId, Function<Integer, MembershipRow> newLead) {
    var step = program(campaign).step(program(campaign).indexOf(stepId));
    List<MembershipRow> rows = new ArrayList<>();
    int[] perVariant = new int[2];
    for (int i = 0; i < 64 && (perVariant[0] < 2 || perVariant[1] < 2); i++) {
      MembershipRow row = newLead.apply(i);
      rows.add(row);
      perVariant[VariantAssignment.variantOf(row.id, step)]++;
    }
    assertThat(Math.min(perVariant[0], perVariant[1])).isGreaterThanOrEqualTo(2);
    return rows;
  }

  private int variantOf(Campaign campaign, MembershipRow row, int stepId) {
    Program p = program(campaign);
    return VariantAssignment.variantOf(row.id, p.step(p.indexOf(stepId)));
  }

  private static String link(MembershipRow row) {
    return row.lead.profileLink().canonical();
  }

  private EngineAction action(MembershipRow row, int step) {
    return h.world.actionsOf(row).stream().filter(a -> a.step() == step).findFirst().orElseThrow();
  }

  @Test
  void invites_carryTheirVariantsNote_withinTheAccountsNetworkLimit() {
    var account = h.linkedAccount();
    Campaign campaign =
        programCampaign(
            h,
            "MESSAGE",
            step(
                "type",
                "INVITE",
                "variants",
                List.of(Map.of("note", "Hi {{firstName}}, A"), Map.of("note", LONG_NOTE))));
    List<MembershipRow> free =
        leadsOfBothVariants(campaign, 1, i -> h.lead(campaign, "free-" + i, "Free" + i));

    h.runUntilIdle();

    List<LinkedInAction.Invite> invites = h.linkedIn.calls(LinkedInAction.Invite.class);
    assertThat(invites).hasSize(free.size());
    for (MembershipRow row : free) {
      int variant = variantOf(campaign, row, 1);
      String first = row.lead.details().firstName();
      LinkedInAction.Invite invite =
          invites.stream().filter(i -> i.profileLink().equals(link(row))).findFirst().orElseThrow();
      // a free account's 200 code points: the long variant goes without a note
      assertThat(invite.note())
          .isEqualTo(variant == 0 ? Optional.of("Hi " + first + ", A") : Optional.empty());
      assertThat(action(row, 1).variant()).isEqualTo(variant);
      assertThat(action(row, 1).type()).isEqualTo(ActionType.INVITE);
    }

    account.premium = true;
    MembershipRow premium =
        leadsOfBothVariants(campaign, 1, i -> h.lead(campaign, "premium-" + i, "Premium" + i))
            .stream()
            .filter(r -> variantOf(campaign, r, 1) == 1)
            .findFirst()
            .orElseThrow();
    h.runUntilIdle();

    String first = premium.lead.details().firstName();
    assertThat(
            h.linkedIn.calls(LinkedInAction.Invite.class).stream()
                .filter(i -> i.profileLink().equals(link(premium)))
                .findFirst()
                .orElseThrow()
                .note())
        .contains("Dear " + first + ", " + "x".repeat(230));
  }

  @Test
  void messages_sendTheirVariantsText_andTheConversationShowsIt() {
    h.linkedAccount();
    Campaign campaign =
        programCampaign(
            h,
            "MESSAGE",
            step(
                "type",
                "MESSAGE",
                "variants",
                List.of(
                    Map.of("text", "A: hello {{firstName}}"),
                    Map.of("text", "B: hi {{firstName}}!"))));
    List<MembershipRow> rows =
        leadsOfBothVariants(campaign, 1, i -> h.lead(campaign, "m-" + i, "Lead" + i));

    h.runUntilIdle();

    Set<Integer> seen = new TreeSet<>();
    for (MembershipRow row : rows) {
      int variant = variantOf(campaign, row, 1);
      seen.add(variant);
      String first = row.lead.details().firstName();
      String expected = variant == 0 ? "A: hello " + first : "B: hi " + first + "!";
      assertThat(
              h.linkedIn.calls(LinkedInAction.Message.class).stream()
                  .filter(m -> m.profileLink().equals(link(row)))
                  .map(LinkedInAction.Message::text))
          .containsExactly(expected);
      assertThat(h.world.sentMessages).contains(Map.entry(row.conversationId, expected));
      assertThat(action(row, 1).variant()).isEqualTo(variant);
    }
    assertThat(seen).containsExactly(0, 1);
  }

  @Test
  void inmails_sendTheirVariantsSubjectAndBody_andAFollowUpAnswersTheFirstSubjectOfItsVariant() {
    h.linkedAccount();
    Campaign campaign =
        programCampaign(
            h,
            "INMAIL",
            step(
                "type",
                "INMAIL",
                "variants",
                List.of(
                    Map.of("subject", "A for {{firstName}}", "body", "Body A {{firstName}}"),
                    Map.of("subject", "B subject", "body", "Body B"))),
            step(
                "type",
                "INMAIL",
                "delay",
                "PT1H",
                "variants",
                List.of(Map.of("body", "Follow A"), Map.of("body", "Follow B {{firstName}}"))));
    List<MembershipRow> rows =
        leadsOfBothVariants(campaign, 1, i -> h.lead(campaign, "i-" + i, "Lead" + i));

    h.runFor(Duration.ofHours(2), Duration.ofMinutes(30));

    for (MembershipRow row : rows) {
      String first = row.lead.details().firstName();
      int opening = variantOf(campaign, row, 1);
      int followUp = variantOf(campaign, row, 2);
      String subject = opening == 0 ? "A for " + first : "B subject";
      List<LinkedInAction.InMail> sent =
          h.linkedIn.calls(LinkedInAction.InMail.class).stream()
              .filter(m -> m.profileLink().equals(link(row)))
              .toList();
      assertThat(sent)
          .extracting(LinkedInAction.InMail::subject, LinkedInAction.InMail::text)
          .containsExactly(
              org.assertj.core.groups.Tuple.tuple(
                  subject, opening == 0 ? "Body A " + first : "Body B"),
              org.assertj.core.groups.Tuple.tuple(
                  "Re: " + subject, followUp == 0 ? "Follow A" : "Follow B " + first));
      assertThat(action(row, 1).variant()).isEqualTo(opening);
      assertThat(action(row, 2).variant()).isEqualTo(followUp);
    }
  }

  @Test
  void emails_sendTheirVariantsSubjectAndBody() {
    h.world.sender(h.owner, Channel.EMAIL).address = "sam@acme.example";
    Campaign campaign =
        programCampaign(
            h,
            "EMAIL",
            step(
                "type",
                "EMAIL",
                "variants",
                List.of(
                    Map.of("subject", "Hello {{firstName}}", "body", "Email A"),
                    Map.of("subject", "Question", "body", "Email B for {{firstName}}"))));
    List<MembershipRow> rows =
        leadsOfBothVariants(
            campaign,
            1,
            i ->
                h.lead(
                    campaign, "e-" + i, "Lead" + i, "lead" + i + "@x.example", EmailStatus.VALID));

    h.runUntilIdle();

    assertThat(h.mail.sent).hasSize(rows.size());
    for (int i = 0; i < rows.size(); i++) {
      MembershipRow row = rows.get(i);
      String first = row.lead.details().firstName();
      int variant = variantOf(campaign, row, 1);
      OutgoingEmail email =
          h.mail.sent.stream()
              .filter(e -> e.to().equals(row.lead.details().email()))
              .findFirst()
              .orElseThrow();
      assertThat(email.subject()).isEqualTo(variant == 0 ? "Hello " + first : "Question");
      assertThat(email.body()).isEqualTo(variant == 0 ? "Email A" : "Email B for " + first);
      assertThat(action(row, 1).variant()).isEqualTo(variant);
    }
  }

  @Test
  void aFixedSequence_keepsItsContentsTexts() {
    h.linkedAccount();
    Campaign campaign =
        h.campaign("MESSAGE", Map.of("message1", "Fixed for {{firstName}}"), List.of());
    MembershipRow ada = h.lead(campaign, "ada", "Ada");

    h.runUntilIdle();

    assertThat(h.linkedIn.calls(LinkedInAction.Message.class))
        .extracting(LinkedInAction.Message::text)
        .containsExactly("Fixed for Ada");
    assertThat(action(ada, 1).variant()).isZero();
  }
}
