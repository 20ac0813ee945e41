package com.outreach.adapter.in.http.conversation;

import com.outreach.adapter.in.http.support.Caller;
import com.outreach.adapter.in.http.support.Envelope;
import com.outreach.adapter.in.http.support.JsonBody;
import com.outreach.adapter.in.http.support.MessageResponse;
import com.outreach.adapter.in.http.support.ReadsJsonBody;
import com.outreach.adapter.in.http.support.TokenRequired;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.conversation.GetConversationQuery;
import com.outreach.application.port.in.conversation.GetConversationUseCase;
import com.outreach.application.port.in.conversation.SendMessageCommand;
import com.outreach.application.port.in.conversation.SendMessageUseCase;
import com.outreach.domain.conversation.Message;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
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
import io.swagger.v3.oas.annotations.parameters.RequestBody;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;

/**
 * Spec 4.5 and D-21: manual messages in the conversation of a lead in a campaign, and (extension)
 * reading a conversation. A malformed, unknown, another user's or deleted conversation is one and
 * the same 404 {@code Conversation not found!} (D-31).
 */
@Controller("/conversations")
@TokenRequired
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Conversations")
@SecurityRequirement(name = "token")
final class ConversationController {
  private static final String JSON = "application/json";
  private static final String NOT_FOUND =
      "{\"success\":false,\"message\":\"Conversation not found!\"}";
  private static final String ID_REQUIRED =
      "{\"success\":false,\"message\":\"Conversation Id is required!\"}";

  private final SendMessageUseCase send;
  private final GetConversationUseCase get;

  ConversationController(SendMessageUseCase send, GetConversationUseCase get) {
    this.send = send;
    this.get = get;
  }

  @Post("/send-message")
  @ReadsJsonBody
  @Operation(
      operationId = "sendMessage",
      summary = "Send a message in an existing conversation",
      description =
          "Stores the message as `OUT`, `QUEUED` for the caller's LinkedIn account (it stays queued while "
              + "the caller has none) and stops the automated sequence of that lead in its campaign, in one "
              + "transaction. `content` is sanitised first: every C0 control character but tab, line feed and "
              + "carriage return, DEL and the C1 controls are removed (NUL included); white space is kept. Checks, "
              + "in order: `Conversation Id is required!`, `Content is required!` (also when nothing is left after "
              + "sanitising), `Content must be at most 8000 characters!` (Unicode code points, after sanitising), "
              + "then 404 `Conversation not found!`.")
  @RequestBody(
      required = true,
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = SendMessageRequest.class),
              examples =
                  @ExampleObject(
                      name = "message",
                      value =
                          "{\"conversationId\":\"9c3f7a2e-1b4d-4c8e-a0f5-2d6b8e1c7a90\",\"content\":\"Hi Ada, thanks for connecting!\"}")))
  @ApiResponse(
      responseCode = "200",
      description = "Message sent",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = MessageSent.class),
              examples =
                  @ExampleObject(
                      name = "sent",
                      value =
                          "{\"success\":true,\"message\":\"Message sent\","
                              + "\"messageId\":\"5b1c0e52-2f9d-4a4e-9d43-6f0a3c1de2a7\"}")))
  @ApiResponse(
      responseCode = "400",
      description = "A field is missing or too long",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples = {
                @ExampleObject(name = "conversationIdRequired", value = ID_REQUIRED),
                @ExampleObject(
                    name = "contentRequired",
                    value = "{\"success\":false,\"message\":\"Content is required!\"}"),
                @ExampleObject(
                    name = "contentTooLong",
                    value =
                        "{\"success\":false,\"message\":\"Content must be at most 8000 characters!\"}")
              }))
  @ApiResponse(
      responseCode = "404",
      description = "Unknown, another user's or deleted conversation",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples = @ExampleObject(name = "notFound", value = NOT_FOUND)))
  MessageSent sendMessage(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller, @Nullable @Body JsonNode body) {
    JsonBody b = JsonBody.of(body);
    // content is sanitised by the command, NUL included, so it is read unrefused (D-21).
    Message message =
        send.send(
            SendMessageCommand.of(
                caller.id(), b.string("conversationId"), b.stringToSanitise("content")));
    return new MessageSent(true, "Message sent", message.id().toString());
  }

  @Get("/{conversationId}")
  @Operation(
      operationId = "getConversation",
      summary = "Read a conversation (extension)",
      description =
          "The conversation's messages in `data`, oldest first; an empty conversation answers `data: []`. "
              + "`status` is `QUEUED`, `SENT` or `FAILED` for `OUT` messages and `RECEIVED` for `IN` ones; "
              + "`createdAt` in epoch milliseconds. A blank id is 400 `Conversation Id is required!`.")
  @ApiResponse(
      responseCode = "200",
      description = "Conversation found",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = ConversationFound.class),
              examples =
                  @ExampleObject(
                      name = "found",
                      value =
                          "{\"success\":true,\"message\":\"Conversation found\",\"data\":["
                              + "{\"messageId\":\"5b1c0e52-2f9d-4a4e-9d43-6f0a3c1de2a7\",\"direction\":\"OUT\","
                              + "\"content\":\"Hi Ada, thanks for connecting!\",\"status\":\"SENT\",\"createdAt\":1772359200000},"
                              + "{\"messageId\":\"0e7d9a41-8c2b-4f65-b3a1-9d2e4c6f8a13\",\"direction\":\"IN\","
                              + "\"content\":\"Happy to chat next week.\",\"status\":\"RECEIVED\",\"createdAt\":1772362800000}]}")))
  @ApiResponse(
      responseCode = "400",
      description = "Blank id",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples = @ExampleObject(name = "conversationIdRequired", value = ID_REQUIRED)))
  @ApiResponse(
      responseCode = "404",
      description = "Unknown, another user's or deleted conversation",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples = @ExampleObject(name = "notFound", value = NOT_FOUND)))
  Envelope.WithData<List<MessageResource>> conversation(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller,
      @PathVariable String conversationId) {
    List<MessageResource> messages =
        get.messages(new GetConversationQuery(caller.id(), conversationId)).stream()
            .map(MessageResource::of)
            .toList();
    return Envelope.WithData.ok("Conversation found", messages);
  }

  /** The body of {@code POST /conversations/send-message}. */
  @Serdeable
  @Schema(name = "SendMessageRequest")
  record SendMessageRequest(
      @Schema(
              requiredMode = Schema.RequiredMode.REQUIRED,
              example = "9c3f7a2e-1b4d-4c8e-a0f5-2d6b8e1c7a90",
              description = "the conversationId of a lead (list-leads or get-lead)")
          String conversationId,
      @Schema(
              requiredMode = Schema.RequiredMode.REQUIRED,
              example = "Hi Ada, thanks for connecting!",
              description = "at most 8000 characters after control characters are removed")
          String content) {}

  /** {@code 200 Message sent} with the new message's id. */
  @Serdeable
  @Schema(name = "MessageSent")
  record MessageSent(
      boolean success,
      @Schema(example = "Message sent") String message,
      @Schema(example = "5b1c0e52-2f9d-4a4e-9d43-6f0a3c1de2a7") String messageId) {}

  /**
   * The answer of {@code GET /conversations/{id}}; documentation only, the controller answers an
   * {@link Envelope.WithData}.
   */
  @Serdeable
  @Schema(name = "ConversationFound")
  record ConversationFound(
      boolean success,
      @Schema(example = "Conversation found") String message,
      List<MessageResource> data) {}
}
