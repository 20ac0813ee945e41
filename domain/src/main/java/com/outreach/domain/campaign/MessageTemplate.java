package com.outreach.domain.campaign;

import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * A campaign text with {@code {{name}}} and {@code {{name|fallback}}} placeholders (D-12), parsed
 * once into literal and placeholder parts; a template that parsed is balanced, so rendering cannot
 * fail. Immutable; equal when the sources are equal.
 *
 * <p>Syntax: white space around the name and around the fallback is ignored; a name is one or more
 * letters, digits, underscores, hyphens or dots (any script, for custom fields); the fallback runs
 * to the closing pair and may contain a bar or single braces. A single brace on its own is literal
 * text. Refused with {@code Invalid placeholder in <field>!}: an opening pair without a closing
 * pair, a closing pair without an opening one, an opening pair inside a placeholder, and a missing
 * or malformed name.
 */
public final class MessageTemplate {
  private static final String OPEN = "{{";
  private static final String CLOSE = "}}";
  private static final Pattern NAME = Pattern.compile("[\\p{L}\\p{Nd}_.-]+");

  private final String source;
  private final List<Part> parts;

  private MessageTemplate(String source, List<Part> parts) {
    this.source = source;
    this.parts = List.copyOf(parts);
  }

  /** Parses {@code source}; {@code field} is the JSON field name quoted in the error message. */
  public static MessageTemplate parse(String source, String field) {
    Objects.requireNonNull(source, "source");
    List<Part> parts = new ArrayList<>();
    int at = 0;
    while (at < source.length()) {
      int open = source.indexOf(OPEN, at);
      int close = source.indexOf(CLOSE, at);
      if (close >= 0 && (open < 0 || close < open)) {
        throw invalid(field); // a closing pair before any opening one
      }
      if (open < 0) {
        parts.add(new Literal(source.substring(at)));
        break;
      }
      if (open > at) {
        parts.add(new Literal(source.substring(at, open)));
      }
      close = source.indexOf(CLOSE, open + OPEN.length());
      if (close < 0) {
        throw invalid(field);
      }
      parts.add(placeholder(source.substring(open + OPEN.length(), close), field));
      at = close + CLOSE.length();
    }
    return new MessageTemplate(source, parts);
  }

  private static Placeholder placeholder(String inner, String field) {
    if (inner.contains(OPEN)) {
      throw invalid(field); // nested: "{{ {{name}} }}"
    }
    int bar = inner.indexOf('|');
    String name = (bar < 0 ? inner : inner.substring(0, bar)).strip();
    String fallback = bar < 0 ? "" : inner.substring(bar + 1).strip();
    if (!NAME.matcher(name).matches()) {
      throw invalid(field);
    }
    return new Placeholder(name, fallback);
  }

  private static DomainException invalid(String field) {
    return new DomainException(ErrorCode.INVALID_PLACEHOLDER, field);
  }

  /**
   * Fills every placeholder with {@code valueOf(name)} when that is present and not blank, else
   * with its fallback, else with nothing (D-12). Names are looked up exactly as written.
   */
  public String render(Function<String, String> valueOf) {
    StringBuilder out = new StringBuilder(source.length());
    for (Part part : parts) {
      out.append(part.render(valueOf));
    }
    return out.toString();
  }

  /** Renders with a lead's fields and custom fields by name. */
  public String render(Map<String, String> fields) {
    return render(fields::get);
  }

  public String source() {
    return source;
  }

  /** The length of the source in Unicode code points, the unit of D-11's limits. */
  public int codePointLength() {
    return Check.codePoints(source);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof MessageTemplate that && source.equals(that.source);
  }

  @Override
  public int hashCode() {
    return source.hashCode();
  }

  @Override
  public String toString() {
    return source;
  }

  private interface Part {
    String render(Function<String, String> valueOf);
  }

  private record Literal(String text) implements Part {
    @Override
    public String render(Function<String, String> valueOf) {
      return text;
    }
  }

  private record Placeholder(String name, String fallback) implements Part {
    @Override
    public String render(Function<String, String> valueOf) {
      String value = valueOf.apply(name);
      return value == null || value.isBlank() ? fallback : value;
    }
  }
}
