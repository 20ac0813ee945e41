package com.outreach.domain.campaign;

import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * A {@code PATCH /campaigns/{id}} as the client sent it (D-36): which fields it names, and their
 * values as on creation ({@code title}, {@code url}, {@code sequence} as text, {@code content} as
 * its fields, the settings as their JSON values in plain Java). A named field whose value is null
 * is not an absent one: it means what that value means on creation ({@code "url": null} removes the
 * URL, {@code "delays": null} is every wait at its default, {@code "title": null} is {@code Title
 * is required!}). Deliberately unchecked: {@link Campaign#change} checks it.
 */
public record CampaignChange(
    Set<Field> fields,
    String title,
    String url,
    String sequence,
    Map<String, String> content,
    SettingsInput settings) {
  /** The fields a change may name, in the order they are checked. */
  public enum Field {
    TITLE,
    URL,
    STEPS,
    SEQUENCE,
    CONTENT,
    DELAYS,
    INVITE_EXPIRY,
    SENDERS,
    TRACKING
  }

  public CampaignChange {
    fields = fields.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(fields));
    content = content == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(content));
    settings = settings == null ? SettingsInput.NONE : settings;
  }

  /** Does the request name that field (null value included)? */
  public boolean names(Field field) {
    return fields.contains(field);
  }
}
