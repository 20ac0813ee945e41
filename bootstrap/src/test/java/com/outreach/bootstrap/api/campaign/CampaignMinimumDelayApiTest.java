package com.outreach.bootstrap.api.campaign;

import static com.outreach.bootstrap.support.JsonText.failure;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.CampaignClient;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import io.micronaut.context.annotation.Property;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * D-35: {@code outreach.engine.minimum-delay} is configuration; tests and demos may lower it to
 * {@code PT0S}.
 */
@ServiceTest
@Property(name = "outreach.engine.minimum-delay", value = "PT0S")
class CampaignMinimumDelayApiTest extends HttpTest {
  @Test
  void withAMinimumOfZero_secondsAndZeroAreAccepted_butNegativeAndOver90DaysAreNot() {
    Account user = accounts.member();
    CampaignClient campaigns = new CampaignClient(api);

    String id =
        campaigns.create(
            user, CampaignSettingsApiTest.connect("\"delays\":[\"PT0S\",\"PT90S\",\"PT2M\"]"));

    assertThat(campaigns.get(user, id).get("delays")).isEqualTo(List.of("PT0S", "PT90S", "PT2M"));
    for (String delays : List.of("[\"-PT1S\"]", "[\"P91D\"]")) {
      Reply reply = campaigns.post(user, CampaignSettingsApiTest.connect("\"delays\":" + delays));
      assertThat(reply.status()).isEqualTo(400);
      assertThat(reply.raw()).isEqualTo(failure("Invalid delays!"));
    }
    Reply patched = api.send("PATCH", "/campaigns/" + id, user.token(), "{\"delays\":[\"PT5S\"]}");
    assertThat(patched.status()).as(patched.toString()).isEqualTo(200);
    assertThat(campaigns.get(user, id).get("delays")).isEqualTo(List.of("PT5S", "P3D", "P4D"));
  }
}
