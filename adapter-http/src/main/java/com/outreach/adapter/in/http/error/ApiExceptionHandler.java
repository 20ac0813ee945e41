package com.outreach.adapter.in.http.error;

import com.outreach.adapter.in.http.support.MessageResponse;
import io.micronaut.context.annotation.Requires;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;

/** Transport failures raised by our own code become their status and envelope. */
@Singleton
@Produces
@Requires(classes = {ApiException.class, ExceptionHandler.class})
final class ApiExceptionHandler
    implements ExceptionHandler<ApiException, HttpResponse<MessageResponse>> {
  @Override
  public HttpResponse<MessageResponse> handle(HttpRequest request, ApiException e) {
    var response =
        HttpResponse.<MessageResponse>status(e.error().status())
            .body(MessageResponse.failure(e.getMessage()));
    if (e.retryAfterSeconds() != null) {
      response.header("Retry-After", Long.toString(e.retryAfterSeconds()));
    }
    return response;
  }
}
