package com.outreach.domain.shared;

import java.util.List;

/**
 * A business rule was broken. Unchecked on purpose: every layer lets it travel to the HTTP adapter,
 * which maps its {@link ErrorCode} to a status and the envelope {@code {success: false, message}}
 * in one place.
 */
public class DomainException extends RuntimeException {
  private final ErrorCode code;
  private final transient List<Object> args;

  public DomainException(ErrorCode code, Object... args) {
    super(code.message(args), null, false, false);
    this.code = code;
    this.args = List.of(args);
  }

  public ErrorCode code() {
    return code;
  }

  public List<Object> args() {
    return args;
  }
}
