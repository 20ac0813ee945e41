package com.outreach.bootstrap.api.event;

import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.out.CampaignRepository;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.EventSeed;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/** The 201 of POST /events, its body put together by hand, is still a dated JSON answer. */
@ServiceTest
class RecordEventAnswerHeadersTest extends HttpTest {
  @Inject DataSource dataSource;
  @Inject CampaignRepository campaigns;

  @Test
  void recorded_isJson_andDatedNow() {
    EventSeed seed = new EventSeed(dataSource, campaigns);
    Account user = accounts.member();
    String campaign = seed.campaign(user);
    String slug = "ada-" + UUID.randomUUID().toString().substring(0, 8);
    seed.lead(user, campaign, slug, "PENDING");

    Reply reply =
        api.post(
            "/events",
            user.token(),
            obj(
                "event",
                "OPENED",
                "campaignId",
                campaign,
                "profileLink",
                "linkedin.com/in/" + slug));

    assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
    assertThat(reply.headers().firstValue("Content-Type")).contains("application/json");
    ZonedDateTime date =
        ZonedDateTime.parse(
            reply.headers().firstValue("Date").orElseThrow(), DateTimeFormatter.RFC_1123_DATE_TIME);
    assertThat(Duration.between(date, ZonedDateTime.now()).abs()).isLessThan(Duration.ofMinutes(1));
  }
}
