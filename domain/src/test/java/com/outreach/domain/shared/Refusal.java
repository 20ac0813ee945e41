package com.outreach.domain.shared;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.assertj.core.api.ThrowableAssert.ThrowingCallable;

/** Asserts that a call is refused with a given error code and its exact client-facing message. */
public final class Refusal {
  private Refusal() {}

  public static void assertRefused(ThrowingCallable call, ErrorCode code, String message) {
    assertThatThrownBy(call)
        .isInstanceOfSatisfying(
            DomainException.class,
            e -> {
              assertThat(e.code()).isEqualTo(code);
              assertThat(e.getMessage()).isEqualTo(message);
            });
  }
}
