package com.outreach.adapter.in.http.error;

import com.outreach.adapter.in.http.support.MessageResponse;
import com.outreach.domain.shared.DomainException;
import io.micronaut.context.annotation.Requires;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;

/** Every business failure becomes its status and {@code {success: false, message}}. */
@Singleton
@Produces
@Requires(classes = {DomainException.class, ExceptionHandler.class})
final class DomainExceptionHandler
    implements ExceptionHandler<DomainException, HttpResponse<MessageResponse>> {
  @Override
  public HttpResponse<MessageResponse> handle(HttpRequest request, DomainException e) {
    return HttpResponse.<MessageResponse>status(ErrorStatus.of(e.code()))
        .body(MessageResponse.failure(e.getMessage()));
  }
}
