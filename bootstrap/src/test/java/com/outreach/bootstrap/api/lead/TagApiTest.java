package com.outreach.bootstrap.api.lead;

import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.list;
import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Spec 4.12, 4.13, D-22: POST and GET /tags. */
@ServiceTest
class TagApiTest extends HttpTest {
  private static final String UUID_SHAPE =
      "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
  private static final String NONE = failure("Tags not found!");

  private Account user;

  @BeforeEach
  void user() {
    user = accounts.member();
  }

  private Reply add(Account owner, String body) {
    return api.post("/tags", owner.token(), body);
  }

  private String added(Account owner, String name, String color) {
    Reply reply = add(owner, obj("name", name, "color", color));
    assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
    return reply.text("_id");
  }

  private List<Map<String, Object>> tagsOf(Account owner) {
    Reply reply = api.get("/tags", owner.token());
    assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
    assertThat(reply.message()).isEqualTo("Tags found");
    assertThat(reply.success()).isTrue();
    return list(reply.field("data"));
  }

  @Test
  void add_isCreated_withAnId() {
    Reply reply = add(user, obj("name", "Hot lead", "color", "#FF5733"));

    assertThat(reply.status()).isEqualTo(201);
    String id = reply.text("_id");
    assertThat(id).matches(UUID_SHAPE);
    assertThat(reply.raw())
        .isEqualTo("{\"success\":true,\"message\":\"Tag added\",\"_id\":\"" + id + "\"}");
  }

  @Test
  void list_whenNone_is200WithSuccessFalse() {
    Reply reply = api.get("/tags", user.token());

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw()).isEqualTo(NONE);
  }

  @Test
  void list_showsContentColorAndTimes_oldestFirst() {
    long before = System.currentTimeMillis();
    String first = added(user, "  Hot lead ", " #f53 ");
    String second = added(user, "Cold", "#00AAFF");
    String third = added(user, "Warm", "#123");

    List<Map<String, Object>> tags = tagsOf(user);

    assertThat(tags).extracting(t -> t.get("_id")).containsExactly(first, second, third);
    Map<String, Object> hot = tags.get(0);
    assertThat(hot.keySet()).containsExactly("_id", "content", "color", "createdAt", "updatedAt");
    assertThat(hot.get("content")).isEqualTo("Hot lead");
    assertThat(hot.get("color")).isEqualTo("#f53");
    long created = ((Number) hot.get("createdAt")).longValue();
    assertThat(created).isBetween(before - 60_000, System.currentTimeMillis() + 60_000);
    assertThat(((Number) hot.get("updatedAt")).longValue()).isEqualTo(created);
    assertThat(tags.get(1).get("color")).isEqualTo("#00AAFF");
  }

  @Test
  void requiredAndInvalidFields_areRefusedInOrder_andNothingIsAdded() {
    String[][] cases = {
      {"{}", "Name is required!"},
      {obj("color", "#fff"), "Name is required!"},
      {obj("name", "  ", "color", "bad"), "Name is required!"},
      {obj("name", "n".repeat(201), "color", "#fff"), "Name must be at most 200 characters!"},
      {obj("name", "Hot"), "Color is required!"},
      {obj("name", "Hot", "color", " "), "Color is required!"},
      {obj("name", "Hot", "color", "red"), "Invalid color!"},
      {obj("name", "Hot", "color", "#ffff"), "Invalid color!"},
      {obj("name", "Hot", "color", "fff"), "Invalid color!"},
      {obj("name", "Hot", "color", "#GGG"), "Invalid color!"},
    };
    for (String[] c : cases) {
      Reply reply = add(user, c[0]);
      assertThat(reply.status()).as(c[0]).isEqualTo(400);
      assertThat(reply.raw()).as(c[0]).isEqualTo(failure(c[1]));
    }
    assertThat(api.get("/tags", user.token()).raw()).isEqualTo(NONE);
  }

  @Test
  void aFieldOfTheWrongType_isNamed() {
    Reply reply = add(user, "{\"name\":5,\"color\":\"#fff\"}");

    assertThat(reply.status()).isEqualTo(400);
    assertThat(reply.raw()).isEqualTo(failure("Field 'name' must be a string!"));
  }

  @Test
  void aNameTheCallerHasInAnyCase_is409TagAlreadyExists_andAddsNothing() {
    String first = added(user, "Hot Lead", "#fff");

    Reply reply = add(user, obj("name", " hOT lEAD ", "color", "#000"));

    assertThat(reply.status()).isEqualTo(409);
    assertThat(reply.raw()).isEqualTo(failure("Tag already exists!"));
    List<Map<String, Object>> tags = tagsOf(user);
    assertThat(tags).extracting(t -> t.get("_id")).containsExactly(first);
    assertThat(tags.get(0).get("color")).isEqualTo("#fff");
  }

  @Test
  void aNameAnotherUserHas_isAllowed_andEachSeesOnlyTheirOwn() {
    Account other = accounts.member();
    String theirs = added(other, "Hot lead", "#fff");
    String mine = added(user, "Hot lead", "#000");

    assertThat(tagsOf(user)).extracting(t -> t.get("_id")).containsExactly(mine);
    assertThat(tagsOf(other)).extracting(t -> t.get("_id")).containsExactly(theirs);
  }
}
