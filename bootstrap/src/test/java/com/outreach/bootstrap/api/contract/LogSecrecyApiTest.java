package com.outreach.bootstrap.api.contract;

import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.out.persistence.secret.LogPseudonyms;
import com.outreach.bootstrap.support.Accounts;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.CampaignClient;
import com.outreach.bootstrap.support.CapturedLog;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.ServiceTest;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * D-55 (a): after a whole API flow (registration, token reads, spec 4.14 for a sub-account, its
 * agency owner and unknown ids, mailboxes with passwords, campaigns, refusals), the log holds no
 * user id, token or password; the audit lines name users by the keyed hash of their id.
 */
@ServiceTest
class LogSecrecyApiTest extends HttpTest {
  @Inject LogPseudonyms pseudonyms;

  @Test
  void aWholeApiFlow_leavesNoUserIdTokenOrPasswordInTheLog() {
    List<String> secrets = new ArrayList<>();
    String subId;
    String unknownId = UUID.randomUUID().toString();
    String log;
    try (CapturedLog captured = CapturedLog.open()) {
      Account agency = accounts.agencyOwner();
      Account sub = accounts.subAccountOf(agency);
      Account member = accounts.member();
      subId = sub.id();
      String password = "smtp-password-" + UUID.randomUUID();
      secrets.addAll(
          List.of(
              agency.id(),
              agency.token(),
              sub.id(),
              sub.token(),
              member.id(),
              member.token(),
              unknownId,
              password));

      assertThat(api.get("/users/" + sub.id(), null).status()).isEqualTo(200);
      assertThat(api.get("/users/" + sub.id().toUpperCase(Locale.ROOT), null).status())
          .isEqualTo(200);
      assertThat(api.get("/users/" + agency.id(), null).status()).isEqualTo(404);
      assertThat(api.get("/users/" + unknownId, null).status()).isEqualTo(404);
      assertThat(api.get("/users/me", sub.token()).status()).isEqualTo(200);
      assertThat(api.get("/users/me", agency.token()).status()).isEqualTo(200);
      assertThat(
              api.post(
                      "/email-accounts",
                      member.token(),
                      obj("email", Accounts.uniqueEmail("mail"), "smtpPassword", password))
                  .status())
          .isEqualTo(201);
      assertThat(api.get("/email-accounts", member.token()).status()).isEqualTo(200);
      assertThat(
              api.post("/campaigns", sub.token(), CampaignClient.connect("Log secrecy")).status())
          .isEqualTo(201);
      assertThat(api.post("/users/pause", agency.token(), obj("email", sub.email())).status())
          .isEqualTo(200);
      assertThat(api.get("/users/me", sub.token()).status()).isEqualTo(401);
      assertThat(api.post("/users/resume", agency.token(), obj("email", sub.email())).status())
          .isEqualTo(200);
      assertThat(api.get("/users/" + member.id() + "/nothing", member.token()).status())
          .isEqualTo(404);
      assertThat(api.get("/users/me", "not-" + member.token()).status()).isEqualTo(401);
      assertThat(api.post("/campaigns", member.token(), "{\"title\":").status()).isEqualTo(400);
      log = captured.text();
    }

    for (String secret : secrets) {
      assertThat(log).as("the log").doesNotContainIgnoringCase(secret);
    }
    assertThat(log)
        .as("the audit lines name the user by its keyed hash")
        .contains("token handed out for user " + pseudonyms.of(subId))
        .contains("refused user id " + pseudonyms.of(unknownId));
  }
}
