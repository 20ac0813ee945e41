package com.outreach.adapter.in.http.lead;

import com.outreach.adapter.in.http.error.ApiError;
import com.outreach.adapter.in.http.error.ApiException;
import com.outreach.application.port.in.lead.LeadFields;
import com.outreach.domain.lead.CustomFields;
import com.outreach.domain.lead.CustomValue;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * What each column of a CSV lead import holds (docs/csv-import.md): a lead field, found by the
 * header's name case-insensitively and ignoring spaces and punctuation, with the common synonyms of
 * LinkedIn export tools; or a custom field named as the header. An explicit mapping ({@code
 * column:field,...}) wins over the names; its field {@code -} drops the column.
 */
final class CsvColumns {
  /** The most columns a row may have; more is {@code Too many columns!} (D-55 d). */
  static final int MAX_COLUMNS = 1_000;

  private static final String IGNORED = "-";
  private static final Map<String, String> SYNONYMS = synonyms();

  private final List<String> headers;
  private final String[] targets;

  private CsvColumns(List<String> headers, String[] targets) {
    this.headers = headers;
    this.targets = targets;
  }

  /**
   * The columns of this header row with this mapping (null or blank for none).
   *
   * @throws ApiException when the mapping is malformed, names a column the file lacks, or no column
   *     holds the profile link
   */
  static CsvColumns of(List<String> header, String mapping) {
    if (header.size() > MAX_COLUMNS) {
      throw new ApiException(ApiError.CSV_TOO_MANY_COLUMNS);
    }
    Map<String, String> explicit = parseMapping(mapping);
    Map<String, Integer> byName = new HashMap<>();
    for (int i = 0; i < header.size(); i++) {
      byName.putIfAbsent(header.get(i).strip().toLowerCase(Locale.ROOT), i);
    }
    String[] targets = new String[header.size()];
    Set<String> taken = new HashSet<>();
    explicit.forEach(
        (column, field) -> {
          Integer index = byName.get(column);
          if (index == null) {
            throw new ApiException(ApiError.CSV_UNKNOWN_MAPPED_COLUMN, column);
          }
          targets[index] = field;
          taken.add(field);
        });
    for (int i = 0; i < header.size(); i++) {
      if (targets[i] != null) {
        continue;
      }
      String name = header.get(i).strip();
      String field = SYNONYMS.get(key(name));
      // A second column naming a field already taken keeps its own name, as a custom field.
      targets[i] = field != null && taken.add(field) ? field : name.isEmpty() ? IGNORED : name;
    }
    if (!taken.contains("profileLink")) {
      throw new ApiException(ApiError.CSV_PROFILE_COLUMN_MISSING);
    }
    return new CsvColumns(List.copyOf(header), targets);
  }

  /** The header's column count. */
  int size() {
    return targets.length;
  }

  /** One data row as the lead fields it holds; blank cells are absent, values stripped. */
  LeadFields lead(List<String> cells) {
    if (cells.size() > targets.length) {
      return LeadFields.unreadable(
          ApiError.CSV_TOO_MANY_FIELDS.message(cells.size(), targets.length));
    }
    Map<String, String> named = new HashMap<>();
    Map<String, CustomValue> custom = new LinkedHashMap<>();
    for (int i = 0; i < cells.size(); i++) {
      String value = cells.get(i).strip();
      String target = targets[i];
      if (value.isEmpty() || target.equals(IGNORED)) {
        continue;
      }
      if (value.indexOf('\u0000') >= 0 || target.indexOf('\u0000') >= 0) {
        return LeadFields.unreadable(ApiError.NUL_CHARACTER.message(headers.get(i)));
      }
      if (CustomFields.RESERVED.contains(target)) {
        named.put(target, value);
      } else {
        custom.put(target, CustomValue.ofString(value));
      }
    }
    return LeadFields.of(
        named.get("profileLink"),
        named.get("firstName"),
        named.get("lastName"),
        named.get("fullName"),
        named.get("email"),
        named.get("emailStatus"),
        custom);
  }

  /** {@code column:field,column:field}; columns lower-cased, lead fields in their own spelling. */
  private static Map<String, String> parseMapping(String mapping) {
    Map<String, String> parsed = new LinkedHashMap<>();
    if (mapping == null || mapping.isBlank()) {
      return parsed;
    }
    Set<String> fields = new HashSet<>();
    for (String pair : mapping.split(",")) {
      int colon = pair.lastIndexOf(':');
      String column = colon < 0 ? "" : pair.substring(0, colon).strip().toLowerCase(Locale.ROOT);
      String field = colon < 0 ? "" : leadField(pair.substring(colon + 1).strip());
      boolean repeated = !field.equals(IGNORED) && !fields.add(field);
      if (column.isEmpty() || field.isEmpty() || repeated || parsed.put(column, field) != null) {
        throw new ApiException(ApiError.CSV_INVALID_MAPPING, mapping);
      }
    }
    return parsed;
  }

  /**
   * A lead field in its own spelling whatever the case; any other name as given (a custom field).
   */
  private static String leadField(String name) {
    return CustomFields.RESERVED.stream()
        .filter(f -> f.equalsIgnoreCase(name))
        .findFirst()
        .orElse(name);
  }

  private static String key(String header) {
    StringBuilder key = new StringBuilder(header.length());
    header
        .toLowerCase(Locale.ROOT)
        .codePoints()
        .filter(Character::isLetterOrDigit)
        .forEach(key::appendCodePoint);
    return key.toString();
  }

  private static Map<String, String> synonyms() {
    Map<String, String> synonyms = new HashMap<>();
    put(
        synonyms,
        "profileLink",
        "profilelink",
        "linkedinurl",
        "linkedin",
        "linkedinprofile",
        "linkedinprofileurl",
        "linkedinlink",
        "profileurl",
        "profile",
        "personlinkedinurl",
        "salesnavigatorurl",
        "salesnavurl");
    put(synonyms, "firstName", "firstname", "first", "givenname", "forename");
    put(synonyms, "lastName", "lastname", "last", "surname", "familyname");
    put(synonyms, "fullName", "fullname", "name");
    put(synonyms, "email", "email", "emailaddress", "mail", "workemail");
    put(synonyms, "emailStatus", "emailstatus");
    put(
        synonyms,
        "company",
        "company",
        "companyname",
        "organization",
        "organisation",
        "currentcompany");
    put(synonyms, "title", "title", "jobtitle", "position");
    return Map.copyOf(synonyms);
  }

  private static void put(Map<String, String> synonyms, String field, String... keys) {
    for (String key : keys) {
      synonyms.put(key, field);
    }
  }
}
