package com.outreach.bootstrap.support;

import static com.outreach.bootstrap.support.JsonText.list;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * One kind of sender account's routes ({@code /email-accounts}, {@code /linked-accounts}) as the
 * settings tests change and read an account.
 */
public final class SenderAccountsApi {
  public static final List<String> WEEKDAYS = List.of("MON", "TUE", "WED", "THU", "FRI");

  private final Api api;
  private final String path;

  public SenderAccountsApi(Api api, String path) {
    this.api = api;
    this.path = path;
  }

  public Reply patch(Account owner, String id, String json) {
    return api.send("PATCH", path + "/" + id, owner.token(), json);
  }

  /** The account as the owner's list shows it. */
  public Map<String, Object> shown(Account owner, String id) {
    Reply reply = api.get(path, owner.token());
    assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
    return list(reply.field("data")).stream()
        .filter(a -> id.equals(a.get("_id")))
        .findFirst()
        .orElseThrow();
  }

  /**
   * D-31: a PATCH by {@code caller} of {@code theirs} (an account of {@code owner}), of an unknown
   * id and of malformed ids all answer {@code notFound}, and {@code theirs} is unchanged.
   */
  public void assertPatchOfOthersIsNotFound(
      Account caller, Account owner, String theirs, String change, String notFound) {
    Map<String, Object> theirsBefore = shown(owner, theirs);

    Reply foreign = patch(caller, theirs, change);
    for (String id : new String[] {UUID.randomUUID().toString(), "not-an-id", "1-1-1-1-1"}) {
      Reply unknown = patch(caller, id, change);
      assertThat(unknown.status()).as(id).isEqualTo(404);
      assertThat(unknown.raw()).as(id).isEqualTo(notFound);
    }

    assertThat(foreign.status()).isEqualTo(404);
    assertThat(foreign.raw()).isEqualTo(notFound);
    assertThat(shown(owner, theirs)).isEqualTo(theirsBefore);
  }

  public static Map<String, Object> schedule(
      String zone, List<String> days, String start, String end) {
    return Map.of("timeZone", zone, "days", days, "start", start, "end", end);
  }
}
