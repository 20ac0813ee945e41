package com.outreach.application.port.in.conversation;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * D-21: the fields of a manual message, their order of checks and the sanitising of the content.
 */
class SendMessageCommandTest {
  private static final UserId ME = UserId.random();
  private static final String ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
  private static final String TOO_LONG = "Content must be at most 8000 characters!";

  /** Ten of the control characters D-21 removes, from C0, DEL and C1. */
  private static final String TEN_CONTROLS =
      "\u0000\u0001\u0007\u0008\u000B\u000C\u001B\u001F\u007F\u009F";

  @Test
  void validFields_areKept_withTheContentSanitised_andTheIdStripped() {
    SendMessageCommand c =
        SendMessageCommand.of(ME, "  " + ID + " ", "Hi\u0000 Ada,\r\n\tthanks\u0085!");

    assertThat(c.owner()).isEqualTo(ME);
    assertThat(c.conversationId()).isEqualTo(ID);
    assertThat(c.content().value()).isEqualTo("Hi Ada,\r\n\tthanks!");
  }

  @Test
  void everyRemovedControlCharacter_isRemoved_andTabLineFeedCarriageReturnAreKept() {
    String controls =
        IntStream.concat(IntStream.range(0x00, 0x20), IntStream.rangeClosed(0x7F, 0x9F))
            .mapToObj(Character::toString)
            .collect(Collectors.joining());

    SendMessageCommand c = SendMessageCommand.of(ME, ID, "a" + controls + "b");

    assertThat(c.content().value()).isEqualTo("a\t\n\rb");
  }

  @Test
  void whiteSpaceAroundTheContent_isKept() {
    assertThat(SendMessageCommand.of(ME, ID, "  Hi!\n\n").content().value()).isEqualTo("  Hi!\n\n");
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {" ", "\t\n "})
  void absentOrBlankConversationId_isConversationIdRequired(String id) {
    assertRefused(
        () -> SendMessageCommand.of(ME, id, "Hi"),
        ErrorCode.CONVERSATION_ID_REQUIRED,
        "Conversation Id is required!");
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {" ", "\n\t", "\u0000", "\u0000\u001B\u007F\u0085", " \u0000 \n"})
  void absentBlankOrOnlyControlCharacters_isContentRequired(String content) {
    assertRefused(
        () -> SendMessageCommand.of(ME, ID, content),
        ErrorCode.CONTENT_REQUIRED,
        "Content is required!");
  }

  @Test
  void exactly8000CodePointsAfterSanitising_areAccepted() {
    String raw = "x".repeat(3990) + TEN_CONTROLS + "\uD83D\uDE00".repeat(10) + "y".repeat(4000);

    SendMessageCommand c = SendMessageCommand.of(ME, ID, raw);

    String value = c.content().value();
    assertThat(value.codePointCount(0, value.length())).isEqualTo(8000);
    assertThat(value).isEqualTo("x".repeat(3990) + "\uD83D\uDE00".repeat(10) + "y".repeat(4000));
  }

  @Test
  void anInputOf8005CharactersWithTenControlCharacters_isAccepted_asThe7995Left() {
    String raw = "a".repeat(4000) + TEN_CONTROLS + "b".repeat(3995);
    assertThat(raw).hasSize(8005);

    SendMessageCommand c = SendMessageCommand.of(ME, ID, raw);

    assertThat(c.content().value()).isEqualTo("a".repeat(4000) + "b".repeat(3995)).hasSize(7995);
  }

  @Test
  void anInputOf8010CharactersWithTenControlCharacters_isAccepted_asExactly8000() {
    String raw = TEN_CONTROLS + "z".repeat(8000);

    assertThat(SendMessageCommand.of(ME, ID, raw).content().value()).isEqualTo("z".repeat(8000));
  }

  @Test
  void content8001CodePointsAfterSanitising_isRefused() {
    assertRefused(
        () -> SendMessageCommand.of(ME, ID, "x".repeat(8001)), ErrorCode.FIELD_TOO_LONG, TOO_LONG);
    assertRefused(
        () -> SendMessageCommand.of(ME, ID, "x".repeat(8001) + TEN_CONTROLS),
        ErrorCode.FIELD_TOO_LONG,
        TOO_LONG);
    assertRefused(
        () -> SendMessageCommand.of(ME, ID, "\uD83D\uDE00".repeat(8001)),
        ErrorCode.FIELD_TOO_LONG,
        TOO_LONG);
  }

  @Test
  void checks_runInOrder_idFirst_thenContentPresent_thenContentLength() {
    assertRefused(
        () -> SendMessageCommand.of(ME, null, null),
        ErrorCode.CONVERSATION_ID_REQUIRED,
        "Conversation Id is required!");
    assertRefused(
        () -> SendMessageCommand.of(ME, " ", "x".repeat(9000)),
        ErrorCode.CONVERSATION_ID_REQUIRED,
        "Conversation Id is required!");
    assertRefused(
        () -> SendMessageCommand.of(ME, "not-an-id", null),
        ErrorCode.CONTENT_REQUIRED,
        "Content is required!");
    assertRefused(
        () -> SendMessageCommand.of(ME, "not-an-id", "x".repeat(9000)),
        ErrorCode.FIELD_TOO_LONG,
        TOO_LONG);
  }

  @Test
  void aMalformedId_passesTheCommand_forTheLookupToAnswer() {
    assertThat(SendMessageCommand.of(ME, "not-an-id", "Hi").conversationId())
        .isEqualTo("not-an-id");
  }
}
