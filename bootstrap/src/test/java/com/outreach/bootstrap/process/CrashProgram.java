package com.outreach.bootstrap.process;

import java.nio.file.Path;
import java.util.Locale;

/**
 * What the crash run's campaigns carry out: CONNECT's fixed sequence (D-34), or a program (D-50)
 * that visits, likes, invites (accepted within 20 s or withdrawn), then messages and sends an
 * InMail to those who accepted and emails the others, with two variants of each text (D-51).
 */
enum CrashProgram {
  CONNECT,
  MIXED;

  /** The figures the run writes, which {@code bench/engine-crash.sh} prints. */
  Path figures() {
    return Path.of(
        "target", this == CONNECT ? "engine-crash-figures.txt" : "engine-crash-mixed-figures.txt");
  }

  boolean mixesEmail() {
    return this == MIXED;
  }

  /**
   * A sender's {@code limits}: small, so that each binds during the run; the mixed program's visits
   * and likes bind too, above the invites so that invites still reach their cap.
   */
  String limits(int invitesPerDay, int messagesPerDay) {
    String common =
        String.format(
            Locale.ROOT,
            "\"invitesPerDay\":%d,\"messagesPerDay\":%d",
            invitesPerDay,
            messagesPerDay);
    if (this == CONNECT) {
      return "{" + common + "}";
    }
    return String.format(
        Locale.ROOT,
        "{%s,\"invitesPerWeek\":%d,\"inmailsPerDay\":%d,\"visitsPerDay\":%d,\"likesPerDay\":%d}",
        common,
        invitesPerDay + 1,
        2,
        invitesPerDay * 3,
        invitesPerDay * 2);
  }

  /** The body of {@code POST /campaigns}. */
  String campaign(String title) {
    if (this == CONNECT) {
      return "{\"title\":\""
          + title
          + "\",\"sequence\":\"CONNECT\","
          + "\"delays\":[\"PT0S\",\"PT0S\",\"PT0S\"],\"content\":{\"longNote\":\"Hi {{firstName}}\","
          + "\"message1\":\"One\",\"message2\":\"Two\",\"message3\":\"Three\"}}";
    }
    return "{\"title\":\""
        + title
        + "\",\"steps\":["
        + "{\"type\":\"VISIT\",\"delay\":\"PT0S\"},"
        + "{\"type\":\"LIKE_POST\",\"delay\":\"PT0S\"},"
        + "{\"type\":\"INVITE\",\"delay\":\"PT0S\",\"acceptWithin\":\"PT20S\","
        + "\"variants\":[{\"note\":\"Hi {{firstName}}\"},{\"note\":\"Hello {{firstName}}\"}]},"
        + "{\"type\":\"MESSAGE\",\"delay\":\"PT0S\",\"when\":\"CONNECTED\","
        + "\"variants\":[{\"text\":\"One\"},{\"text\":\"Uno\"}]},"
        + "{\"type\":\"INMAIL\",\"delay\":\"PT0S\",\"when\":\"CONNECTED\","
        + "\"variants\":[{\"subject\":\"A word\",\"body\":\"Two\"},"
        + "{\"subject\":\"A note\",\"body\":\"Dos\"}]},"
        + "{\"type\":\"EMAIL\",\"delay\":\"PT0S\",\"when\":\"NOT_CONNECTED\","
        + "\"variants\":[{\"subject\":\"Hello\",\"body\":\"Three\"},"
        + "{\"subject\":\"Hi\",\"body\":\"Tres\"}]}]}";
  }
}
