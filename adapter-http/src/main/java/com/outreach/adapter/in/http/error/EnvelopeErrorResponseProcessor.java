package com.outreach.adapter.in.http.error;

import com.outreach.adapter.in.http.support.MessageResponse;
import io.micronaut.context.annotation.Primary;
import io.micronaut.http.HttpAttributes;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.server.exceptions.response.ErrorContext;
import io.micronaut.http.server.exceptions.response.ErrorResponseProcessor;
import io.micronaut.http.server.netty.NettyHttpRequest;
import io.micronaut.web.router.UriRouteMatch;
import io.netty.handler.codec.http.TooLongHttpHeaderException;
import io.netty.handler.codec.http.TooLongHttpLineException;
import jakarta.inject.Singleton;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Replaces Micronaut's error bodies, so that framework failures (unknown route, wrong method or
 * media type, malformed JSON, oversized body, anything unexpected) answer with our envelope and a
 * fixed message (D-30), never with an exception's text or a stack trace.
 */
@Primary
@Singleton
final class EnvelopeErrorResponseProcessor implements ErrorResponseProcessor<MessageResponse> {
  private static final String CSV_IMPORT = "/leads/import";
  private static final Logger LOG = LoggerFactory.getLogger(EnvelopeErrorResponseProcessor.class);

  @Override
  public MutableHttpResponse<MessageResponse> processResponse(
      ErrorContext context, MutableHttpResponse<?> base) {
    ApiError error =
        headFailure(context.getRequest())
            .orElseGet(() -> errorFor(base.status(), context.getRequest().getPath()));
    if (error == ApiError.INTERNAL) {
      context
          .getRootCause()
          .ifPresent(
              cause ->
                  LOG.error(
                      "Unexpected failure on {} {}",
                      context.getRequest().getMethod(),
                      routeOf(context.getRequest()),
                      cause));
    }
    return base.status(error.status())
        .contentType(MediaType.APPLICATION_JSON_TYPE)
        .body(MessageResponse.failure(error.message()));
  }

  /**
   * What was wrong with a request whose head Netty could not read, which the framework reports only
   * as 413 or 400 (D-55): headers over the size limit are 431, a request line over it 414, anything
   * else (a NUL or line break in a header, a malformed line) 400 {@code Invalid request header!},
   * never {@code Request body too large!} or {@code Invalid JSON body!}.
   */
  private static Optional<ApiError> headFailure(HttpRequest<?> request) {
    if (!(request instanceof NettyHttpRequest<?> netty)
        || !netty.getNativeRequest().decoderResult().isFailure()) {
      return Optional.empty();
    }
    Throwable cause = netty.getNativeRequest().decoderResult().cause();
    if (cause instanceof TooLongHttpHeaderException) {
      return Optional.of(ApiError.HEADERS_TOO_LARGE);
    }
    if (cause instanceof TooLongHttpLineException) {
      return Optional.of(ApiError.REQUEST_LINE_TOO_LONG);
    }
    return Optional.of(ApiError.INVALID_HEADER);
  }

  /**
   * The route's template ({@code /users/{userId}}), never the path itself: a path may carry a user
   * id or a tracking token, which no log line shows (D-55 a).
   */
  private static String routeOf(HttpRequest<?> request) {
    return request.getAttribute(HttpAttributes.ROUTE_MATCH).orElse(null)
            instanceof UriRouteMatch<?, ?> route
        ? route.getRouteInfo().getUriMatchTemplate().toString()
        : "an unmatched route";
  }

  /** The CSV import takes CSV, not JSON, and bodies up to 50 MB; its 413 and 415 say so. */
  static ApiError errorFor(HttpStatus status, String path) {
    if (CSV_IMPORT.equals(path) && status == HttpStatus.REQUEST_ENTITY_TOO_LARGE) {
      return ApiError.CSV_TOO_LARGE;
    }
    if (CSV_IMPORT.equals(path) && status == HttpStatus.UNSUPPORTED_MEDIA_TYPE) {
      return ApiError.CSV_UNSUPPORTED_MEDIA_TYPE;
    }
    return errorFor(status);
  }

  static ApiError errorFor(HttpStatus status) {
    return switch (status) {
      case BAD_REQUEST ->
          ApiError.INVALID_JSON; // the framework's 400s all come from reading the body
      case NOT_FOUND -> ApiError.NOT_FOUND;
      case METHOD_NOT_ALLOWED -> ApiError.METHOD_NOT_ALLOWED;
      case NOT_ACCEPTABLE -> ApiError.NOT_ACCEPTABLE;
      case REQUEST_ENTITY_TOO_LARGE -> ApiError.PAYLOAD_TOO_LARGE;
      case UNSUPPORTED_MEDIA_TYPE -> ApiError.UNSUPPORTED_MEDIA_TYPE;
      case TOO_MANY_REQUESTS -> ApiError.TOO_MANY_REQUESTS;
      case SERVICE_UNAVAILABLE -> ApiError.SERVICE_UNAVAILABLE;
      default -> ApiError.INTERNAL;
    };
  }
}
