package com.outreach.adapter.in.http.tracking;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RedirectLocationTest {
  @Test
  void aValidLink_isKeptAsItIs() {
    String link = "https://acme.example/demo?x=1&y=%20z#part";
    assertThat(RedirectLocation.of(link)).isSameAs(link);
  }

  @Test
  void charactersAUriMayNotHold_arePercentEncoded_asUtf8() {
    assertThat(RedirectLocation.of("https://acme.example/a|b c\"d<e>{f}^g`h\\i"))
        .isEqualTo("https://acme.example/a%7Cb%20c%22d%3Ce%3E%7Bf%7D%5Eg%60h%5Ci");
    assertThat(RedirectLocation.of("https://acme.example/é/\uD83D\uDE00"))
        .isEqualTo("https://acme.example/%C3%A9/%F0%9F%98%80");
  }

  @Test
  void controlCharacters_cannotSplitTheHeader() {
    assertThat(RedirectLocation.of("https://acme.example/a\r\nSet-Cookie: x"))
        .isEqualTo("https://acme.example/a%0D%0ASet-Cookie:%20x");
  }
}
