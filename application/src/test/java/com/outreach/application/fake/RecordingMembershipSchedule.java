package com.outreach.application.fake;

import com.outreach.application.port.out.engine.MembershipSchedule;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Records the wake-ups services ask of the engine, as text such as {@code wake <id>}, for tests
 * that are not about the engine.
 */
public final class RecordingMembershipSchedule implements MembershipSchedule {
  public final List<String> calls = new ArrayList<>();

  @Override
  public void accepted(UUID membershipId, Instant at, Instant now) {
    calls.add("accepted " + membershipId);
  }

  @Override
  public void stopped(UUID membershipId, Instant now) {
    calls.add("stopped " + membershipId);
  }

  @Override
  public void wake(UUID membershipId, Instant now) {
    calls.add("wake " + membershipId);
  }

  @Override
  public void wakeCampaign(CampaignId campaign, Instant now) {
    calls.add("wakeCampaign " + campaign.value());
  }

  @Override
  public void replanCampaign(CampaignId campaign, Instant now) {
    calls.add("replanCampaign " + campaign.value());
  }

  @Override
  public void wakeOwner(UserId owner, Instant now) {
    calls.add("wakeOwner " + owner.value());
  }
}
