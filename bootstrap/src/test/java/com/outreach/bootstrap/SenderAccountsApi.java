package com.outreach.bootstrap;

import static com.outreach.bootstrap.JsonText.list;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.Accounts.Account;
import java.util.List;
import java.util.Map;

/**
 * One kind of sender account's routes ({@code /email-accounts}, {@code /linked-accounts}) as the
 * settings tests change and read an account.
 */
final class SenderAccountsApi {
  static final List<String> WEEKDAYS = List.of("MON", "TUE", "WED", "THU", "FRI");

  private final Api api;
  private final String path;

  SenderAccountsApi(Api api, String path) {
    this.api = api;
    this.path = path;
  }

  Reply patch(Account owner, String id, String json) {
    return api.send("PATCH", path + "/" + id, owner.token(), json);
  }

  /** The account as the owner's list shows it. */
  Map<String, Object> shown(Account owner, String id) {
    Reply reply = api.get(path, owner.token());
    assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
    return list(reply.field("data")).stream()
        .filter(a -> id.equals(a.get("_id")))
        .findFirst()
        .orElseThrow();
  }

  static Map<String, Object> schedule(String zone, List<String> days, String start, String end) {
    return Map.of("timeZone", zone, "days", days, "start", start, "end", end);
  }
}
