package com.outreach.domain.campaign;

/**
 * A campaign's engine settings as a client sent them (D-35, D-37, D-46, D-50), each its JSON value
 * in plain Java ({@code null}, {@code String}, {@code Boolean}, {@code Number}, {@code List},
 * {@code Map}), null when absent. Deliberately unchecked: the JSON types are part of each setting's
 * rule ({@code "delays": 5} is {@code Invalid delays!}), and the domain checks them after the D-11
 * rules, in the order of the fields.
 */
public record SettingsInput(
    Object delays, Object inviteExpiry, Object senders, Object tracking, Object steps) {
  /** No setting given: every one at its default. */
  public static final SettingsInput NONE = new SettingsInput(null, null, null, null, null);

  /** The settings of a fixed sequence: no {@code steps}. */
  public SettingsInput(Object delays, Object inviteExpiry, Object senders, Object tracking) {
    this(delays, inviteExpiry, senders, tracking, null);
  }
}
