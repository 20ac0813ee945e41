package com.outreach.adapter.out.mail;

import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The HTML part of an email, made from its text (D-45): the text escaped, its line breaks kept and
 * its http(s) links made clickable; nothing else, so both parts say the same.
 */
final class HtmlBody {
  private static final Pattern LINK =
      Pattern.compile("https?://[^\\s<>\"]+", Pattern.CASE_INSENSITIVE);
  private static final String TRAILING_PUNCTUATION = ".,;:!?)]}'";

  private HtmlBody() {}

  static String of(String text) {
    return of(text, UnaryOperator.identity(), null);
  }

  /**
   * With tracking (D-46): each link's {@code href} is {@code linkOf(url)} (its text stays the
   * original, so the reader sees where it goes), and a 1×1 pixel at {@code pixelUrl} ends the body.
   */
  static String of(String text, UnaryOperator<String> linkOf, String pixelUrl) {
    StringBuilder html =
        new StringBuilder(text.length() + 128)
            .append("<!DOCTYPE html>\n<html><head><meta charset=\"UTF-8\"></head><body><div>");
    Matcher links = LINK.matcher(text);
    int at = 0;
    while (links.find()) {
      int end = links.end();
      while (end > links.start() && TRAILING_PUNCTUATION.indexOf(text.charAt(end - 1)) >= 0) {
        end--;
      }
      String url = text.substring(links.start(), end);
      html.append(escape(text.substring(at, links.start())))
          .append("<a href=\"")
          .append(escape(linkOf.apply(url)))
          .append("\">")
          .append(escape(url))
          .append("</a>");
      at = end;
    }
    html.append(escape(text.substring(at))).append("</div>");
    if (pixelUrl != null) {
      html.append("<img src=\"")
          .append(escape(pixelUrl))
          .append("\" width=\"1\" height=\"1\" alt=\"\" style=\"display:block;border:0\">");
    }
    return html.append("</body></html>\n").toString();
  }

  static String escape(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '"' -> out.append("&quot;");
        case '\'' -> out.append("&#39;");
        case '\r' -> {}
        case '\n' -> out.append("<br>\n");
        default -> out.append(c);
      }
    }
    return out.toString();
  }
}
