package com.outreach.adapter.in.http.error;

import com.outreach.adapter.in.http.support.MessageResponse;
import com.outreach.application.port.in.event.IntakeSaturatedException;
import io.micronaut.context.annotation.Requires;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;

/**
 * An instance holding as many waiting events as it may answers like a rate limit (D-30: 429 {@code
 * Too many requests!} with {@code Retry-After}), which integrations already retry; nothing was
 * recorded, so the retry cannot count the event twice.
 */
@Singleton
@Produces
@Requires(classes = {IntakeSaturatedException.class, ExceptionHandler.class})
final class IntakeSaturatedExceptionHandler
    implements ExceptionHandler<IntakeSaturatedException, HttpResponse<MessageResponse>> {
  /**
   * A group commit takes milliseconds: the waiting events are written long before a second passes.
   */
  static final long RETRY_AFTER_SECONDS = 1;

  private final ApiExceptionHandler api;

  IntakeSaturatedExceptionHandler(ApiExceptionHandler api) {
    this.api = api;
  }

  @Override
  public HttpResponse<MessageResponse> handle(HttpRequest request, IntakeSaturatedException e) {
    return api.handle(request, ApiException.tooManyRequests(RETRY_AFTER_SECONDS));
  }
}
