package com.outreach.domain.stats;

import static com.outreach.domain.event.EventKind.ACCEPTS_REQUEST;
import static com.outreach.domain.event.EventKind.BOUNCED;
import static com.outreach.domain.event.EventKind.CLICKED;
import static com.outreach.domain.event.EventKind.CONNECT_INVITED;
import static com.outreach.domain.event.EventKind.EMAIL_SENT;
import static com.outreach.domain.event.EventKind.OPENED;
import static com.outreach.domain.event.EventKind.REPLY_DETECTED;

import com.outreach.domain.lead.MembershipStatus;
import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * A campaign's statistics as D-29 names them, derived from {@link CampaignFigures}. Rates are event
 * counts over event counts in the same range, rounded to 4 decimals, capped at 1 (an accept in the
 * range may answer an invite before it) and 0 when nothing was sent: acceptance = accepts /
 * invites, reply = replies / (invites + emails sent), open, click and bounce = opens, clicks,
 * bounces / emails sent, where opens and clicks recorded as a suspected bot's do not count (D-46).
 */
public record CampaignStats(
    CampaignFigures figures,
    long total,
    long processed,
    long queue,
    long completed,
    long failed,
    long accepted,
    long replied,
    long engagements,
    long opportunities,
    double acceptanceRate,
    double replyRate,
    double openRate,
    double clickRate,
    double bounceRate) {

  public static CampaignStats of(CampaignFigures f) {
    long total = f.leads().values().stream().mapToLong(Long::longValue).sum();
    long emails = f.events(EMAIL_SENT);
    return new CampaignStats(
        f,
        total,
        f.processed(),
        total - f.processed(),
        f.leads(MembershipStatus.COMPLETED),
        f.leads(MembershipStatus.FAILED),
        f.events(ACCEPTS_REQUEST),
        f.events(REPLY_DETECTED),
        f.engagements(),
        f.opportunities(),
        rate(f.events(ACCEPTS_REQUEST), f.events(CONNECT_INVITED)),
        rate(f.events(REPLY_DETECTED), f.events(CONNECT_INVITED) + emails),
        rate(f.byPeople(OPENED), emails),
        rate(f.byPeople(CLICKED), emails),
        rate(f.events(BOUNCED), emails));
  }

  static double rate(long part, long whole) {
    if (whole == 0) {
      return 0;
    }
    BigDecimal fraction =
        BigDecimal.valueOf(part).divide(BigDecimal.valueOf(whole), 4, RoundingMode.HALF_UP);
    return fraction.min(BigDecimal.ONE).doubleValue();
  }
}
