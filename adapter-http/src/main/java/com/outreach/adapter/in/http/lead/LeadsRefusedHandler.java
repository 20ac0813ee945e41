package com.outreach.adapter.in.http.lead;

import com.outreach.application.port.in.lead.LeadsRefused;
import io.micronaut.context.annotation.Requires;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;

/** Add-to-campaign refused: 400 with the faulty leads or the request's reason (D-17). */
@Singleton
@Produces
@Requires(classes = {LeadsRefused.class, ExceptionHandler.class})
final class LeadsRefusedHandler
    implements ExceptionHandler<LeadsRefused, HttpResponse<AddLeadsFailure>> {
  @Override
  public HttpResponse<AddLeadsFailure> handle(HttpRequest request, LeadsRefused refused) {
    return HttpResponse.badRequest(AddLeadsFailure.of(refused));
  }
}
