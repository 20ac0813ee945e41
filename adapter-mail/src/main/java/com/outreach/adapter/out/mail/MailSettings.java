package com.outreach.adapter.out.mail;

import java.time.Duration;
import java.util.Objects;

/**
 * {@code outreach.mail.*} and {@code outreach.public-base-url} (docs/configuration.md). {@code
 * sslTrust}: hosts whose certificate is trusted unchecked ({@code *}: all; for test servers only),
 * empty to check every certificate.
 */
record MailSettings(
    Duration connectTimeout,
    Duration readTimeout,
    Duration idleTimeout,
    String sslTrust,
    String publicBaseUrl) {
  MailSettings {
    Objects.requireNonNull(connectTimeout, "connectTimeout");
    Objects.requireNonNull(readTimeout, "readTimeout");
    Objects.requireNonNull(idleTimeout, "idleTimeout");
    sslTrust = sslTrust == null ? "" : sslTrust.strip();
    publicBaseUrl = publicBaseUrl.strip().replaceAll("/+$", "");
  }
}
