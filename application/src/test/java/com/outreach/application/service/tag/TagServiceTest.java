package com.outreach.application.service.tag;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryTagRepository;
import com.outreach.application.fake.MutableClock;
import com.outreach.application.port.in.tag.AddTagCommand;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.tag.Tag;
import com.outreach.domain.user.UserId;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Adding and listing tags (spec 4.12, 4.13, D-22, D-31). */
class TagServiceTest {
  private final InMemoryTagRepository tags = new InMemoryTagRepository();
  private final MutableClock clock = MutableClock.at("2026-03-01T10:00:00Z");
  private final TagService service = new TagService(tags, clock);
  private final UserId me = UserId.random();
  private final UserId someoneElse = UserId.random();

  private Tag add(UserId owner, String name) {
    return service.add(AddTagCommand.of(owner, name, "#123456"));
  }

  @Test
  void add_storesTheTag_atTheClocksTime() {
    Tag tag = add(me, "Hot lead");

    assertThat(tag.owner()).isEqualTo(me);
    assertThat(tag.name()).isEqualTo("Hot lead");
    assertThat(tag.color().value()).isEqualTo("#123456");
    assertThat(tag.createdAt())
        .isEqualTo(Instant.parse("2026-03-01T10:00:00Z"))
        .isEqualTo(tag.updatedAt());
    assertThat(tags.all()).containsExactly(tag);
  }

  @Test
  void add_aNameTheCallerHasInAnyCase_isTagExists_andAddsNothing() {
    Tag first = add(me, "Hot Lead");

    assertRefused(() -> add(me, "HOT lead"), ErrorCode.TAG_EXISTS, "Tag already exists!");
    assertThat(tags.all()).containsExactly(first);
  }

  @Test
  void add_aNameAnotherUserHas_isAllowed() {
    Tag theirs = add(someoneElse, "Hot lead");
    Tag mine = add(me, "Hot lead");

    assertThat(service.tags(me)).containsExactly(mine);
    assertThat(service.tags(someoneElse)).containsExactly(theirs);
  }

  @Test
  void tags_areTheCallersOnly_oldestFirst() {
    Tag first = add(me, "first");
    clock.advance(Duration.ofSeconds(1));
    add(someoneElse, "theirs");
    clock.advance(Duration.ofSeconds(1));
    Tag second = add(me, "second");

    assertThat(service.tags(me)).containsExactly(first, second);
  }

  @Test
  void tags_whenTheCallerHasNone_isTagsNotFound_evenIfOthersHaveSome() {
    add(someoneElse, "theirs");
    List<Tag> before = tags.all();

    assertRefused(() -> service.tags(me), ErrorCode.TAGS_NOT_FOUND, "Tags not found!");
    assertThat(tags.all()).isEqualTo(before);
  }
}
