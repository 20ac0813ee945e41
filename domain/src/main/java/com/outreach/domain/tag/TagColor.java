package com.outreach.domain.tag;

import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import java.util.regex.Pattern;

/**
 * A tag's hex color, {@code #RGB} or {@code #RRGGBB} (spec 2.6, D-22). Kept as the client wrote it,
 * stripped of surrounding white space, so a list shows the color it was given.
 */
public record TagColor(String value) {
  private static final Pattern HEX = Pattern.compile("#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})");

  public TagColor {
    if (value == null || !HEX.matcher(value).matches()) {
      throw new DomainException(ErrorCode.INVALID_COLOR);
    }
  }

  /**
   * Absent or blank: {@code Color is required!}; anything but the two hex forms: {@code Invalid
   * color!}.
   */
  public static TagColor parse(String raw) {
    return new TagColor(Check.required(raw, ErrorCode.COLOR_REQUIRED));
  }

  @Override
  public String toString() {
    return value;
  }
}
