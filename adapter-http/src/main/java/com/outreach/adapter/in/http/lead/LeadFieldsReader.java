package com.outreach.adapter.in.http.lead;

import com.outreach.adapter.in.http.error.ApiError;
import com.outreach.adapter.in.http.error.ApiException;
import com.outreach.adapter.in.http.support.JsonBody;
import com.outreach.application.port.in.lead.LeadFields;
import com.outreach.application.port.in.lead.LeadsRefused;
import com.outreach.domain.lead.CustomFields;
import com.outreach.domain.lead.CustomValue;
import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a lead object of a request (spec 2.5, 4.3): the named fields must be strings, every other
 * field is a custom field whose value is kept as the JSON sent (compact) with its plain text. NUL
 * characters, which PostgreSQL cannot store, are refused wherever they hide.
 */
@Singleton
final class LeadFieldsReader {
  private final JsonMapper mapper;

  LeadFieldsReader(JsonMapper mapper) {
    this.mapper = mapper;
  }

  /** One lead object; a field of the wrong type fails with {@link ApiException}. */
  LeadFields read(JsonBody lead) {
    Map<String, CustomValue> custom = new LinkedHashMap<>();
    for (Map.Entry<String, JsonNode> field : lead.node().entries()) {
      if (!CustomFields.RESERVED.contains(field.getKey())) {
        custom.put(field.getKey(), customValue(field.getKey(), field.getValue()));
      }
    }
    return LeadFields.of(
        lead.string("profileLink"),
        lead.string("firstName"),
        lead.string("lastName"),
        lead.string("fullName"),
        lead.string("email"),
        lead.string("emailStatus"),
        custom);
  }

  /**
   * The {@code leads} of add-to-campaign, each element read or marked unreadable with its reason,
   * so that every faulty lead is named at once (D-17). Absent or null is null; not an array refuses
   * the request.
   */
  List<LeadFields> readAll(JsonNode leads) {
    if (leads == null || leads.isNull()) {
      return null;
    }
    if (!leads.isArray()) {
      throw LeadsRefused.because(ApiError.INVALID_FIELD_TYPE.message("leads", "an array"));
    }
    List<LeadFields> read = new ArrayList<>(leads.size());
    for (JsonNode lead : leads.values()) {
      if (!lead.isObject()) {
        read.add(LeadFields.unreadable(ApiError.LEAD_NOT_AN_OBJECT.message()));
        continue;
      }
      try {
        read.add(read(JsonBody.of(lead)));
      } catch (ApiException unreadable) {
        read.add(LeadFields.unreadable(unreadable.getMessage()));
      }
    }
    return read;
  }

  private CustomValue customValue(String name, JsonNode value) {
    if (name.indexOf('\u0000') >= 0 || containsNul(value)) {
      throw new ApiException(ApiError.NUL_CHARACTER, name);
    }
    if (value.isString()) {
      return CustomValue.ofString(value.getStringValue());
    }
    try {
      String json = mapper.writeValueAsString(value);
      return new CustomValue(json, json);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static boolean containsNul(JsonNode value) {
    if (value.isString()) {
      return value.getStringValue().indexOf('\u0000') >= 0;
    }
    if (value.isObject()) {
      for (Map.Entry<String, JsonNode> member : value.entries()) {
        if (member.getKey().indexOf('\u0000') >= 0 || containsNul(member.getValue())) {
          return true;
        }
      }
    } else if (value.isArray()) {
      for (JsonNode element : value.values()) {
        if (containsNul(element)) {
          return true;
        }
      }
    }
    return false;
  }
}
