package com.outreach.adapter.out.mail;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.mail.util.StreamProvider;
import org.eclipse.angus.mail.util.MailStreamProvider;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class StreamProviderSettingTest {
  private final String before = System.getProperty(StreamProviderSetting.PROPERTY);

  @AfterEach
  void restore() {
    if (before == null) {
      System.clearProperty(StreamProviderSetting.PROPERTY);
    } else {
      System.setProperty(StreamProviderSetting.PROPERTY, before);
    }
  }

  @Test
  void unset_namesAngusProvider_theOneJakartaMailThenUses() {
    System.clearProperty(StreamProviderSetting.PROPERTY);

    StreamProviderSetting.applyUnlessSet();

    assertThat(System.getProperty(StreamProviderSetting.PROPERTY))
        .isEqualTo(MailStreamProvider.class.getName());
    assertThat(StreamProvider.provider()).isInstanceOf(MailStreamProvider.class);
  }

  @Test
  void anOperatorsOwnSetting_isKept() {
    System.setProperty(StreamProviderSetting.PROPERTY, "com.example.TheirProvider");

    StreamProviderSetting.applyUnlessSet();

    assertThat(System.getProperty(StreamProviderSetting.PROPERTY))
        .isEqualTo("com.example.TheirProvider");
  }
}
