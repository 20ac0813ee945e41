package com.outreach.adapter.in.http.stats;

import com.outreach.application.port.in.stats.CampaignStatsView;
import com.outreach.domain.stats.CampaignFigures;
import com.outreach.domain.stats.CampaignStats;
import io.micronaut.serde.annotation.Serdeable;
import java.util.LinkedHashMap;
import java.util.Map;

/** {@code 200 Campaign stats found} with {@code campaignId} and the D-29 {@code stats} object. */
@Serdeable
@io.swagger.v3.oas.annotations.media.Schema(name = "CampaignStatsFound")
record StatsResponse(boolean success, String message, String campaignId, Stats stats) {
  static final String EXAMPLE =
      "{\"success\":true,\"message\":\"Campaign stats found\","
          + "\"campaignId\":\"3f0c2b8e-5a1d-4e7b-9c62-8d4f1a2b3c4d\",\"stats\":{\"events\":{\"CONNECT_INVITED\":10,"
          + "\"ACCEPTS_REQUEST\":4,\"REPLY_DETECTED\":2,\"EMAIL_SENT\":5,\"OPENED\":3,\"BOUNCED\":1,\"CLICKED\":1,"
          + "\"UNSUBSCRIBED\":0},\"leads\":{\"PENDING\":2,\"IN_PROGRESS\":6,\"PAUSED\":0,\"REPLIED\":2,\"COMPLETED\":1,"
          + "\"FAILED\":0,\"BLACKLISTED\":0,\"BOUNCED\":1,\"UNSUBSCRIBED\":0},\"acceptanceRate\":0.4,"
          + "\"replyRate\":0.1333,\"openRate\":0.6,\"clickRate\":0.2,\"bounceRate\":0.2,\"total\":12,\"processed\":10,"
          + "\"queue\":2,\"completed\":1,\"failed\":0,\"accepted\":4,\"replied\":2,\"engagements\":5,\"opportunities\":2,"
          + "\"engineEvents\":{\"MESSAGE_SENT\":12,\"INMAIL_SENT\":0,\"ACCOUNT_PAUSED\":0,\"PROFILE_VISITED\":0,"
          + "\"POST_LIKED\":0}}}";

  static StatsResponse of(CampaignStatsView view) {
    return new StatsResponse(
        true, "Campaign stats found", view.campaign().toString(), Stats.of(view.stats()));
  }

  /**
   * The figures of D-29, in its order; every event name and every shown status is present. {@code
   * events} has exactly the section 6 names; the engine's extension kinds (D-42) are counted in the
   * extension field {@code engineEvents}, so a client of the original API sees the same keys.
   */
  @Serdeable
  @io.swagger.v3.oas.annotations.media.Schema(name = "CampaignStats")
  record Stats(
      Map<String, Long> events,
      Map<String, Long> leads,
      double acceptanceRate,
      double replyRate,
      double openRate,
      double clickRate,
      double bounceRate,
      long total,
      long processed,
      long queue,
      long completed,
      long failed,
      long accepted,
      long replied,
      long engagements,
      long opportunities,
      Map<String, Long> engineEvents) {
    static Stats of(CampaignStats s) {
      CampaignFigures f = s.figures();
      Map<String, Long> events = new LinkedHashMap<>();
      Map<String, Long> engineEvents = new LinkedHashMap<>();
      f.events()
          .forEach(
              (kind, count) ->
                  (kind.isExtension() ? engineEvents : events).put(kind.name(), count));
      Map<String, Long> leads = new LinkedHashMap<>();
      f.leads().forEach((status, count) -> leads.put(status.name(), count));
      return new Stats(
          events,
          leads,
          s.acceptanceRate(),
          s.replyRate(),
          s.openRate(),
          s.clickRate(),
          s.bounceRate(),
          s.total(),
          s.processed(),
          s.queue(),
          s.completed(),
          s.failed(),
          s.accepted(),
          s.replied(),
          s.engagements(),
          s.opportunities(),
          engineEvents);
    }
  }
}
