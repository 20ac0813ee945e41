package com.outreach.domain.conversation;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.ErrorCode;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

class MessageContentTest {
  static IntStream removedControls() {
    IntStream c0 = IntStream.range(0x00, 0x20).filter(cp -> cp != 0x09 && cp != 0x0A && cp != 0x0D);
    return IntStream.concat(c0, IntStream.rangeClosed(0x7F, 0x9F));
  }

  @ParameterizedTest(name = "U+{0}")
  @MethodSource("removedControls")
  void c0ButTabLfCr_delAndC1Controls_areRemoved(int cp) {
    String raw = "a" + Character.toString(cp) + "b";
    assertThat(MessageContent.sanitise(raw)).isEqualTo("ab");
    assertThat(MessageContent.of(raw).value()).isEqualTo("ab");
  }

  @ParameterizedTest(name = "U+{0}")
  @ValueSource(ints = {0x09, 0x0A, 0x0D, 0x20, 0x7E, 0xA0, 0xA9, 0x200B, 0x2028, 0x1F600})
  void tabLineFeedCarriageReturnAndOtherCharacters_areKept(int cp) {
    String raw = "a" + Character.toString(cp) + "b";
    assertThat(MessageContent.sanitise(raw)).isEqualTo(raw);
  }

  @Test
  void sanitise_ofNull_isNull() {
    assertThat(MessageContent.sanitise(null)).isNull();
  }

  @Test
  void whiteSpaceAroundTheText_isKept() {
    assertThat(MessageContent.of("  Hi Ada,\r\n\tthanks!\n").value())
        .isEqualTo("  Hi Ada,\r\n\tthanks!\n");
  }

  @ParameterizedTest
  @NullSource
  @ValueSource(strings = {"", "   ", "\u0000\u0007\u001B", "\u007F\u0085\u009F", " \n\t\u0000 "})
  void absentOrNothingLeftAfterSanitising_isRefusedAsRequired(String raw) {
    assertRefused(() -> MessageContent.of(raw), ErrorCode.CONTENT_REQUIRED, "Content is required!");
  }

  @Test
  void content_of8000CodePointsAfterSanitising_isAccepted() {
    String raw = "\uD83D\uDE00".repeat(4000) + "x".repeat(4000) + "\u0000".repeat(50);
    assertThat(MessageContent.of(raw).value().codePointCount(0, 12000)).isEqualTo(8000);
  }

  @Test
  void content_of8001CodePointsAfterSanitising_isRefused() {
    assertRefused(
        () -> MessageContent.of("x".repeat(8001)),
        ErrorCode.FIELD_TOO_LONG,
        "Content must be at most 8000 characters!");
    assertRefused(
        () -> MessageContent.of("\uD83D\uDE00".repeat(8001)),
        ErrorCode.FIELD_TOO_LONG,
        "Content must be at most 8000 characters!");
  }

  @Test
  void constructor_sanitisesToo_soNoInstanceHoldsControlCharacters() {
    assertThat(new MessageContent("a\u0000b")).isEqualTo(MessageContent.of("ab"));
  }
}
