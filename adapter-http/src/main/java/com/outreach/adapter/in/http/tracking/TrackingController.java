package com.outreach.adapter.in.http.tracking;

import com.outreach.adapter.in.http.error.ApiError;
import com.outreach.adapter.in.http.error.ApiException;
import com.outreach.adapter.in.http.support.BlockingCall;
import com.outreach.adapter.in.http.support.MessageResponse;
import com.outreach.adapter.in.http.support.NotAcceptableResponse;
import com.outreach.adapter.in.http.support.PublicEndpoint;
import com.outreach.application.port.in.tracking.TrackEmailUseCase;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Consumes;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.Produces;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.ExampleObject;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.inject.Named;
import java.util.Base64;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;

/**
 * The public links an email carries (D-45, D-46): the open pixel, the click redirect and the
 * one-click unsubscribe. No {@code token} header; the path's token is signed by the service and
 * names nothing readable. A pixel always answers its image; a click or unsubscribe token the
 * service did not sign is 404 {@code Not found!}, so the redirect is never open to anyone else's
 * links.
 */
@Controller
@Tag(name = "Tracking")
final class TrackingController {
  /** The 43-byte transparent 1×1 GIF. */
  static final byte[] PIXEL =
      Base64.getDecoder().decode("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==");

  private static final String NO_STORE = "no-store, no-cache, must-revalidate, max-age=0";

  private final TrackEmailUseCase tracking;
  private final Executor blocking;

  TrackingController(
      TrackEmailUseCase tracking, @Named(TaskExecutors.BLOCKING) ExecutorService blocking) {
    this.tracking = tracking;
    this.blocking = blocking;
  }

  @Get("/t/o/{token}")
  @ClientAddressLimited
  @PublicEndpoint
  @Produces("image/gif")
  @Operation(
      operationId = "trackOpen",
      summary = "Open-tracking pixel (extension, D-46)",
      description =
          "Answers a 43-byte transparent GIF, always (an unknown token gets the same image and records "
              + "nothing). A token the service signed records OPENED for its email, with `data.suspectedBot: true` within "
              + "`outreach.tracking.bot-window` of the send. An email's opens become OPENED at most once per 10 minutes; the "
              + "hits between are only counted (D-55). "
              + "Limited per client address (`outreach.tracking.rate-limit.*`, D-55): past it 429 `Too many requests!` "
              + "with `Retry-After`.")
  @ApiResponse(
      responseCode = "200",
      description = "The 1×1 GIF",
      content = @Content(mediaType = "image/gif"))
  @NotAcceptableResponse
  CompletionStage<HttpResponse<byte[]>> open(@PathVariable String token) {
    // Answered on the event loop: the token is checked in memory and the hit buffered (D-46); only
    // when the buffer is full does the request wait for room, on the blocking executor.
    if (tracking.openedAtOnce(token)) {
      return CompletableFuture.completedFuture(pixel());
    }
    return BlockingCall.on(
        blocking,
        () -> {
          tracking.opened(token);
          return pixel();
        });
  }

  private static HttpResponse<byte[]> pixel() {
    return HttpResponse.ok(PIXEL)
        .contentType(MediaType.IMAGE_GIF_TYPE)
        .header("Cache-Control", NO_STORE);
  }

  @Get("/t/c/{token}")
  @ClientAddressLimited
  @PublicEndpoint
  @Operation(
      operationId = "trackClick",
      summary = "Click-tracking redirect (extension, D-46)",
      description =
          "302 to the link the token was made for, recording CLICKED with `data.url` (and "
              + "`data.suspectedBot: true` within the bot window). A token the service did not sign: 404 `Not found!`, "
              + "nothing recorded; never an open redirect. An email's clicks on one link become CLICKED at most once per 10 "
              + "minutes; the hits between are only counted (D-55). "
              + "Limited per client address (`outreach.tracking.rate-limit.*`, D-55): past it 429 `Too many requests!` "
              + "with `Retry-After`.")
  @ApiResponse(responseCode = "302", description = "To the original link")
  @ApiResponse(
      responseCode = "404",
      description = "Not a link of the service's",
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples =
                  @ExampleObject(
                      name = "notFound",
                      value = "{\"success\":false,\"message\":\"Not found!\"}")))
  // The rule that every operation has a 2xx answer accepts "default"; the generator writes it as
  // "200" (a known defect of the description, left: this route never answers 2xx, and 500 alone
  // fails the linter).
  @ApiResponse(
      responseCode = "default",
      description = "A failure of the service: the envelope with HTTP 500",
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples =
                  @ExampleObject(
                      name = "internalError",
                      value = "{\"success\":false,\"message\":\"Internal server error!\"}")))
  @ExecuteOn(TaskExecutors.BLOCKING)
  HttpResponse<?> click(@PathVariable String token) {
    String url = tracking.clicked(token).orElseThrow(() -> new ApiException(ApiError.NOT_FOUND));
    return HttpResponse.status(io.micronaut.http.HttpStatus.FOUND)
        .header("Location", RedirectLocation.of(url))
        .header("Cache-Control", NO_STORE);
  }

  @Get("/u/{token}")
  @ClientAddressLimited
  @PublicEndpoint
  // JSON too: a token the service did not sign is refused with the JSON envelope (404)
  @Produces({MediaType.TEXT_HTML, MediaType.APPLICATION_JSON})
  @Operation(
      operationId = "showUnsubscribePage",
      summary = "Unsubscribe confirmation page (extension, D-46)",
      description =
          "A small HTML page with a button that posts to the same URL. Changes nothing: mail scanners "
              + "fetch links. A token the service did not sign: 404 `Not found!`. "
              + "Limited per client address (`outreach.tracking.rate-limit.*`, D-55): past it 429 `Too many requests!` "
              + "with `Retry-After`.")
  @ApiResponse(
      responseCode = "200",
      description = "The page",
      content = @Content(mediaType = MediaType.TEXT_HTML))
  @ApiResponse(
      responseCode = "404",
      description = "Not a link of the service's",
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(implementation = MessageResponse.class)))
  @ExecuteOn(TaskExecutors.BLOCKING)
  HttpResponse<String> unsubscribePage(@PathVariable String token) {
    if (!tracking.canUnsubscribe(token)) {
      throw new ApiException(ApiError.NOT_FOUND);
    }
    return HttpResponse.ok(UnsubscribePages.confirm())
        .contentType(MediaType.TEXT_HTML_TYPE)
        .header("Cache-Control", NO_STORE);
  }

  @Post("/u/{token}")
  @ClientAddressLimited
  @PublicEndpoint
  @Consumes({
    MediaType.APPLICATION_FORM_URLENCODED,
    MediaType.TEXT_PLAIN,
    MediaType.APPLICATION_JSON,
    MediaType.ALL
  })
  // JSON too: a token the service did not sign is refused with the JSON envelope (404)
  @Produces({MediaType.TEXT_HTML, MediaType.APPLICATION_JSON})
  @Operation(
      operationId = "unsubscribeRecipient",
      summary = "One-click unsubscribe (extension, D-45, D-46, RFC 8058)",
      description =
          "Body `List-Unsubscribe=One-Click` (form-encoded), or none. Records UNSUBSCRIBED once per lead "
              + "however often it is posted, ends the sequence, and the address is never emailed again by that owner "
              + "(D-40). Answers a small HTML page. A token the service did not sign: 404 `Not found!`. "
              + "Limited per client address (`outreach.tracking.rate-limit.*`, D-55): past it 429 `Too many requests!` "
              + "with `Retry-After`.")
  @ApiResponse(
      responseCode = "200",
      description = "Unsubscribed",
      content = @Content(mediaType = MediaType.TEXT_HTML))
  @ApiResponse(
      responseCode = "404",
      description = "Not a link of the service's",
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(implementation = MessageResponse.class)))
  @ExecuteOn(TaskExecutors.BLOCKING)
  HttpResponse<String> unsubscribe(@PathVariable String token) {
    if (!tracking.unsubscribe(token)) {
      throw new ApiException(ApiError.NOT_FOUND);
    }
    return HttpResponse.ok(UnsubscribePages.done())
        .contentType(MediaType.TEXT_HTML_TYPE)
        .header("Cache-Control", NO_STORE);
  }
}
