package com.outreach.adapter.in.http.support;

import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.netty.NettyHttpHeaders;
import io.netty.handler.codec.http.HttpHeaderNames;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.concurrent.TimeUnit;

/**
 * The {@code Date} header, written as Micronaut writes it (RFC 1123, GMT) but formatted once a
 * second rather than once an answer (formatting it was 4 % of {@code GET /users/me}). Micronaut
 * leaves a {@code Date} an answer already has alone, and dates all others itself.
 */
public final class ResponseDate {
  private static final ZoneId GMT = ZoneId.of("GMT");
  private static volatile Formatted last = new Formatted(Long.MIN_VALUE, "");

  private ResponseDate() {}

  /** Sets the answer's {@code Date} to now. */
  public static <T> MutableHttpResponse<T> set(MutableHttpResponse<T> response) {
    String now = now();
    if (response.getHeaders() instanceof NettyHttpHeaders netty) {
      netty.getNettyHeaders().set(HttpHeaderNames.DATE, now);
    } else {
      response.getHeaders().set(HttpHeaderNames.DATE, now);
    }
    return response;
  }

  static String now() {
    long second = TimeUnit.MILLISECONDS.toSeconds(System.currentTimeMillis());
    Formatted formatted = last;
    if (formatted.second() != second) {
      formatted =
          new Formatted(
              second,
              DateTimeFormatter.RFC_1123_DATE_TIME.format(
                  ZonedDateTime.ofInstant(Instant.ofEpochSecond(second), GMT)));
      last = formatted;
    }
    return formatted.text();
  }

  private record Formatted(long second, String text) {}
}
