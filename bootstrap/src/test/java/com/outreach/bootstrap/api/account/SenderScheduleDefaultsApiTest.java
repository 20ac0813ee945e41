package com.outreach.bootstrap.api.account;

import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.list;
import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import io.micronaut.context.annotation.Property;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * D-39: the deployment's default schedule is configurable and shown for every part a sender leaves
 * unset.
 */
@ServiceTest
@Property(name = "outreach.engine.default-schedule.days", value = "sat,SUN")
@Property(name = "outreach.engine.default-schedule.start", value = "10:00")
@Property(name = "outreach.engine.default-schedule.end", value = "24:00")
class SenderScheduleDefaultsApiTest extends HttpTest {
  @Test
  void theConfiguredDefaults_areShownOnBothKindsOfSender() {
    Account user = accounts.member();
    api.post(
        "/linked-accounts",
        user.token(),
        obj(
            "email",
            Accounts.uniqueEmail("def"),
            "profileLink",
            "https://www.linkedin.com/in/jane-doe"));
    api.post("/email-accounts", user.token(), obj("email", Accounts.uniqueEmail("def")));
    Map<String, Object> expected =
        Map.of("timeZone", "UTC", "days", List.of("SAT", "SUN"), "start", "10:00", "end", "24:00");

    assertThat(list(api.get("/linked-accounts", user.token()).field("data")).get(0).get("schedule"))
        .isEqualTo(expected);
    assertThat(list(api.get("/email-accounts", user.token()).field("data")).get(0).get("schedule"))
        .isEqualTo(expected);
  }

  @Test
  void anOwnPartIsCheckedAgainstTheConfiguredDefaults() {
    Account user = accounts.member();

    Reply late =
        api.post(
            "/email-accounts",
            user.token(),
            "{\"email\":\""
                + Accounts.uniqueEmail("def")
                + "\",\"schedule\":{\"start\":\"23:00\"}}");
    Reply early =
        api.post(
            "/email-accounts",
            user.token(),
            "{\"email\":\"" + Accounts.uniqueEmail("def") + "\",\"schedule\":{\"end\":\"10:00\"}}");

    assertThat(late.status()).as(late.toString()).isEqualTo(201);
    assertThat(early.status()).isEqualTo(400);
    assertThat(early.raw()).isEqualTo(failure("Invalid schedule!"));
  }
}
