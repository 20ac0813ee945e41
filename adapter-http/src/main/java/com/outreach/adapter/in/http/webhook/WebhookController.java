package com.outreach.adapter.in.http.webhook;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.outreach.adapter.in.http.support.AnswersBadRequest;
import com.outreach.adapter.in.http.support.AnswersNotFound;
import com.outreach.adapter.in.http.support.Caller;
import com.outreach.adapter.in.http.support.Envelope;
import com.outreach.adapter.in.http.support.JsonBody;
import com.outreach.adapter.in.http.support.MessageResponse;
import com.outreach.adapter.in.http.support.ReadsJsonBody;
import com.outreach.adapter.in.http.support.TokenRequired;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.webhook.DeleteWebhookUseCase;
import com.outreach.application.port.in.webhook.GetWebhookUseCase;
import com.outreach.application.port.in.webhook.ListWebhooksUseCase;
import com.outreach.application.port.in.webhook.RegisterWebhookCommand;
import com.outreach.application.port.in.webhook.RegisterWebhookUseCase;
import com.outreach.domain.webhook.Webhook;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Delete;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.RequestAttribute;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.ExampleObject;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;

/** Spec 4.18-4.20, D-24, D-25: the caller's webhooks (the list is an extension). */
@Controller("/webhooks")
@TokenRequired
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Webhooks")
@SecurityRequirement(name = "token")
final class WebhookController {
  private final RegisterWebhookUseCase register;
  private final GetWebhookUseCase get;
  private final ListWebhooksUseCase list;
  private final DeleteWebhookUseCase delete;

  WebhookController(
      RegisterWebhookUseCase register,
      GetWebhookUseCase get,
      ListWebhooksUseCase list,
      DeleteWebhookUseCase delete) {
    this.register = register;
    this.get = get;
    this.list = list;
    this.delete = delete;
  }

  @Post
  @AnswersBadRequest
  @ReadsJsonBody
  @Operation(
      operationId = "createWebhook",
      summary = "Create a webhook",
      description =
          "201 `Webhook added` with `_id` and `secret`, the signing secret, shown this once. Checks, in order: "
              + "`Title is required!`, `Callback URL is required!`, `Invalid callback URL!` (an absolute http or https "
              + "URL with a host), `Invalid event!` (missing, or not a name of spec section 6, in any case).")
  @io.swagger.v3.oas.annotations.parameters.RequestBody(
      content = @Content(schema = @Schema(implementation = RegisterWebhookRequest.class)))
  @ApiResponse(
      responseCode = "201",
      description = "Created",
      content = @Content(schema = @Schema(implementation = WebhookAdded.class)))
  HttpResponse<WebhookAdded> add(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller, @Nullable @Body JsonNode body) {
    JsonBody b = JsonBody.of(body);
    Webhook webhook =
        register.register(
            RegisterWebhookCommand.of(
                caller.id(), b.string("title"), b.string("callbackUrl"), b.string("event")));
    return HttpResponse.status(HttpStatus.CREATED)
        .body(
            new WebhookAdded(
                true, "Webhook added", webhook.id().toString(), webhook.secret().value()));
  }

  @Get
  @Operation(
      operationId = "listWebhooks",
      summary = "List the caller's webhooks, oldest first (extension)",
      description = "`data` is `[]` when none.")
  WebhooksFound list(@RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller) {
    return new WebhooksFound(
        true,
        "Webhooks found",
        list.webhooks(caller.id()).stream().map(WebhookResource::of).toList());
  }

  @Get("/{webhookId}")
  @Operation(
      operationId = "getWebhook",
      summary = "Read a webhook",
      description =
          "An unknown or another user's id: 200 with `success` false, `Webhook not found!`.")
  @ApiResponse(
      responseCode = "200",
      description =
          "Webhook found; or, for an unknown or another user's id, `Webhook not found!` with success"
              + " false and no data",
      content =
          @Content(
              schema = @Schema(implementation = WebhookFound.class),
              examples = {
                @ExampleObject(
                    name = "notFound",
                    value = "{\"success\":false,\"message\":\"Webhook not found!\"}")
              }))
  Envelope.WithData<WebhookResource> webhook(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller,
      @PathVariable String webhookId) {
    return Envelope.WithData.ok(
        "Webhook found", WebhookResource.of(get.webhook(caller.id(), webhookId)));
  }

  @Delete("/{webhookId}")
  @AnswersNotFound
  @Operation(
      operationId = "deleteWebhook",
      summary = "Delete a webhook permanently",
      description =
          "`Webhook deleted`; an unknown or another user's id: 404 `Invalid webhook ID!`.")
  MessageResponse delete(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller,
      @PathVariable String webhookId) {
    delete.delete(caller.id(), webhookId);
    return MessageResponse.ok("Webhook deleted");
  }

  /** The body of {@code POST /webhooks}. */
  @Serdeable
  @Schema(name = "CreateWebhookRequest")
  record RegisterWebhookRequest(
      @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "Replies to CRM") String title,
      @Schema(
              requiredMode = Schema.RequiredMode.REQUIRED,
              example = "https://hooks.acme.example/outreach")
          String callbackUrl,
      @Schema(
              requiredMode = Schema.RequiredMode.REQUIRED,
              example = "REPLY_DETECTED",
              allowableValues = {
                "CONNECT_INVITED",
                "ACCEPTS_REQUEST",
                "REPLY_DETECTED",
                "EMAIL_SENT",
                "OPENED",
                "BOUNCED",
                "CLICKED",
                "UNSUBSCRIBED",
                "MESSAGE_SENT",
                "INMAIL_SENT",
                "ACCOUNT_PAUSED",
                "PROFILE_VISITED",
                "POST_LIKED"
              })
          String event) {}

  /** {@code 201 Webhook added} with the new webhook's id and its signing secret (D-24). */
  @Serdeable
  @Schema(name = "WebhookCreated")
  record WebhookAdded(
      boolean success,
      @Schema(example = "Webhook added") String message,
      // named in @Schema too, or the accessor becomes a stray "WebhookCreated" property (see
      // Envelope)
      @JsonProperty("_id")
          @Schema(
              name = "_id",
              requiredMode = Schema.RequiredMode.REQUIRED,
              example = "5b1c0e52-2f9d-4a4e-9d43-6f0a3c1de2a7")
          String id,
      @Schema(
              example = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw0Gr4MEhqaHc=",
              description = "whsec_ + base64 of 32 random bytes, the HMAC key; shown only here")
          String secret) {}

  /** The answer of {@code GET /webhooks/{id}}; documentation only. */
  @Serdeable
  @Schema(name = "WebhookFound")
  record WebhookFound(
      boolean success,
      @Schema(example = "Webhook found") String message,
      // absent for an unknown id (success false); optional for a generated client
      @io.micronaut.core.annotation.Nullable WebhookResource data) {}

  /**
   * The answer of the route above: the envelope with its {@code data} typed, for the description
   * and clients.
   */
  @Serdeable
  @Schema(name = "WebhooksFound")
  record WebhooksFound(
      boolean success,
      @Schema(example = "Webhooks found") String message,
      List<WebhookResource> data) {}
}
