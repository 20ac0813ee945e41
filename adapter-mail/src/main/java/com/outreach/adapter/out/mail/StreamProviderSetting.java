package com.outreach.adapter.out.mail;

import org.eclipse.angus.mail.util.MailStreamProvider;

/**
 * Names Angus's stream provider in the system property {@code jakarta.mail.util.StreamProvider},
 * the first place jakarta.mail looks for one. Without it, every {@code MimeBodyPart} and {@code
 * MimeMultipart} made, and every part written out, looks the provider up with a {@code
 * ServiceLoader} over the whole class path (jakarta.mail-api 2.1; jakartaee/mail-api issues 699 and
 * 861): about an eighth of the service's CPU per email in a flight recording of {@code
 * bench/email.sh}. With it, each look-up loads a class already loaded. The provider is the one the
 * {@code ServiceLoader} finds anyway; an operator's own setting is kept.
 */
final class StreamProviderSetting {
  static final String PROPERTY = "jakarta.mail.util.StreamProvider";

  private StreamProviderSetting() {}

  static void applyUnlessSet() {
    if (System.getProperty(PROPERTY) == null) {
      System.setProperty(PROPERTY, MailStreamProvider.class.getName());
    }
  }
}
