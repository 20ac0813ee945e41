package com.outreach.domain.lead;

import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * A lead's custom fields: every field of a lead the spec does not name (spec 2.5, D-17). At most
 * 50, names up to 64 characters, each value up to 2,000 characters as JSON text. Updates merge
 * (D-18).
 */
public record CustomFields(Map<String, CustomValue> values) {
  public static final int MAX_FIELDS = 50;
  public static final int MAX_NAME_LENGTH = 64;
  public static final int MAX_VALUE_LENGTH = 2_000;

  /** Lead fields with a meaning of their own; never custom fields. */
  public static final Set<String> RESERVED =
      Set.of("profileLink", "firstName", "lastName", "fullName", "email", "emailStatus");

  public CustomFields {
    values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    if (values.size() > MAX_FIELDS) {
      throw new DomainException(ErrorCode.TOO_MANY_CUSTOM_FIELDS, MAX_FIELDS);
    }
    values.forEach(
        (name, value) -> {
          Check.that(
              !name.isBlank() && Check.codePoints(name) <= MAX_NAME_LENGTH,
              ErrorCode.INVALID_CUSTOM_FIELD_NAME,
              MAX_NAME_LENGTH);
          if (Check.codePoints(value.json()) > MAX_VALUE_LENGTH) {
            throw new DomainException(ErrorCode.CUSTOM_FIELD_TOO_LONG, name, MAX_VALUE_LENGTH);
          }
        });
  }

  /**
   * Custom fields a client gives: as the constructor checks them, and no value nested deeper than
   * {@link CustomValue#MAX_DEPTH} ({@code Invalid custom fields!}, D-55 d). Stored fields are read
   * back with the constructor, so a value stored before the limit still reads.
   */
  public static CustomFields given(Map<String, CustomValue> values) {
    for (CustomValue value : values.values()) {
      Check.that(value.depth() <= CustomValue.MAX_DEPTH, ErrorCode.INVALID_CUSTOM_FIELDS);
    }
    return new CustomFields(values);
  }

  public static CustomFields none() {
    return new CustomFields(Map.of());
  }

  /**
   * These fields with {@code newer}'s values added or replacing (D-18: custom fields are merged).
   */
  public CustomFields mergedWith(CustomFields newer) {
    Map<String, CustomValue> merged = new LinkedHashMap<>(values);
    merged.putAll(newer.values);
    return new CustomFields(merged);
  }

  /**
   * These fields with those of {@code other} they lack added (a known lead added again, D-17);
   * these fields unchanged when the result would have more than {@link #MAX_FIELDS}.
   */
  public CustomFields filledFrom(CustomFields other) {
    Map<String, CustomValue> filled = new LinkedHashMap<>(values);
    other.values.forEach(filled::putIfAbsent);
    return filled.size() == values.size() || filled.size() > MAX_FIELDS
        ? this
        : new CustomFields(filled);
  }

  public String textOf(String name) {
    CustomValue value = values.get(name);
    return value == null ? null : value.text();
  }
}
