package com.outreach.domain.campaign;

import com.outreach.domain.campaign.CampaignChange.Field;
import com.outreach.domain.campaign.program.ClientSteps;
import com.outreach.domain.campaign.program.Program;
import com.outreach.domain.campaign.program.ProgramChange;
import com.outreach.domain.campaign.program.ProgramKind;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.EnumNames;
import com.outreach.domain.shared.ErrorCode;

/**
 * What a campaign would be with a PATCH applied (D-36, D-50), for {@link Campaign#change}: every
 * field the change names checked as on creation, in the order of {@link Field}; nothing changes
 * here. A campaign that is or becomes {@code CUSTOM} keeps no content, delays or invite expiry, and
 * its senders may be of both kinds (P-263, P-264).
 */
final class ProposedChange {
  private ProposedChange() {}

  /**
   * {@code campaign} with {@code change} applied, every named field checked, in the order of {@link
   * Field}.
   */
  static Campaign.Snapshot of(Campaign campaign, CampaignChange change, CampaignRules rules) {
    Campaign.Snapshot now = campaign.snapshot();
    SettingsInput in = change.settings();
    String newTitle = change.names(Field.TITLE) ? Campaign.validTitle(change.title()) : now.title();
    SearchUrl newUrl =
        change.names(Field.URL) ? SearchUrl.optional(change.url()).orElse(null) : now.url();
    Program newSteps = now.steps();
    if (change.names(Field.STEPS) && in.steps() != null) {
      newSteps = ProgramChange.apply(campaign.program(), ClientSteps.read(in.steps(), rules));
    }
    boolean custom = newSteps != null;
    if (change.names(Field.SEQUENCE)) {
      ProgramKind named = EnumNames.match(ProgramKind.class, change.sequence()).orElse(null);
      if (named != campaign.kind() && !(custom && named == ProgramKind.CUSTOM)) {
        throw new DomainException(ErrorCode.SEQUENCE_CANNOT_BE_CHANGED);
      }
    }
    CampaignContent newContent = null;
    Delays newDelays = null;
    InviteExpiry newExpiry = null;
    if (!custom) {
      newContent =
          change.names(Field.CONTENT)
              ? CampaignContent.given(campaign.sequence(), change.content())
              : now.content();
      newDelays =
          change.names(Field.DELAYS)
              ? Delays.parse(campaign.sequence(), in.delays(), rules.minimumDelay())
              : now.delays();
      newExpiry =
          change.names(Field.INVITE_EXPIRY)
              ? InviteExpiry.parse(in.inviteExpiry())
              : now.inviteExpiry();
    }
    Senders newSenders = now.senders();
    if (change.names(Field.SENDERS)) {
      newSenders =
          custom
              ? Senders.parseEither(in.senders(), rules.senders())
              : Senders.parse(in.senders(), campaign.sequence().senderKind(), rules.senders());
    }
    Tracking newTracking =
        change.names(Field.TRACKING) ? Tracking.parse(in.tracking()) : now.tracking();
    return new Campaign.Snapshot(
        now.id(),
        now.owner(),
        newTitle,
        newUrl,
        newContent,
        newDelays,
        newExpiry,
        newSenders,
        newTracking,
        now.status(),
        now.createdAt(),
        now.updatedAt(),
        newSteps);
  }
}
