package com.outreach.adapter.out.mail;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class HtmlBodyTest {
  @Test
  void escapesMarkup_keepsLineBreaks_andLinksHttpUrlsWithoutTrailingPunctuation() {
    assertThat(
            HtmlBody.of(
                "<b>Hi</b> \"Ada\" & 'co'\r\nSee http://a.example/x?y=1&z=2, or (https://b.example/).\nok"))
        .isEqualTo(
            "<!DOCTYPE html>\n<html><head><meta charset=\"UTF-8\"></head><body><div>"
                + "&lt;b&gt;Hi&lt;/b&gt; &quot;Ada&quot; &amp; &#39;co&#39;<br>\n"
                + "See <a href=\"http://a.example/x?y=1&amp;z=2\">http://a.example/x?y=1&amp;z=2</a>, or "
                + "(<a href=\"https://b.example/\">https://b.example/</a>).<br>\nok</div></body></html>\n");
  }

  @Test
  void otherSchemes_stayText() {
    assertThat(HtmlBody.of("javascript:alert(1) ftp://x.example mailto:a@b.example"))
        .contains("<div>javascript:alert(1) ftp://x.example mailto:a@b.example</div>")
        .doesNotContain("<a ");
  }
}
