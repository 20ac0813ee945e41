package com.outreach.adapter.out.persistence.secret;

import io.micronaut.context.annotation.Factory;
import jakarta.inject.Singleton;

/** The keyed hash log lines show instead of user ids, keyed from the secrets key (D-55 a). */
@Factory
final class LogPseudonymFactory {
  @Singleton
  LogPseudonyms logPseudonyms(SecretCipher secrets) {
    return new LogPseudonyms(secrets.derive(LogPseudonyms.LABEL));
  }
}
