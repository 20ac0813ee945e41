package com.outreach.adapter.in.http.conversation;

import com.outreach.adapter.in.http.support.Caller;
import com.outreach.adapter.in.http.support.Envelope;
import com.outreach.adapter.in.http.support.JsonBody;
import com.outreach.adapter.in.http.support.MessageResponse;
import com.outreach.adapter.in.http.support.ReadsJsonBody;
import com.outreach.adapter.in.http.support.TokenRequired;
import com.outreach.application.port.Page;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.conversation.ConversationSummary;
import com.outreach.application.port.in.conversation.GetConversationQuery;
import com.outreach.application.port.in.conversation.GetConversationUseCase;
import com.outreach.application.port.in.conversation.ListConversationsQuery;
import com.outreach.application.port.in.conversation.ListConversationsUseCase;
import com.outreach.application.port.in.conversation.MarkConversationReadUseCase;
import com.outreach.application.port.in.conversation.SendMessageCommand;
import com.outreach.application.port.in.conversation.SendMessageUseCase;
import com.outreach.domain.conversation.Message;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.http.annotation.RequestAttribute;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
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

  private static final String SUMMARY =
      "{\"conversationId\":\"9c3f7a2e-1b4d-4c8e-a0f5-2d6b8e1c7a90\","
          + "\"leadId\":\"3f1e2d4c-5b6a-4789-8a0b-1c2d3e4f5a6b\","
          + "\"campaignId\":\"7d9e1f20-3a4b-4c5d-8e6f-708192a3b4c5\","
          + "\"senderId\":\"0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e\","
          + "\"lead\":{\"profileLink\":\"https://www.linkedin.com/in/ada-lovelace\",\"firstName\":\"Ada\","
          + "\"lastName\":\"Lovelace\",\"fullName\":null,\"company\":\"Analytical Engines\","
          + "\"email\":\"ada@engines.example\"},\"leadStatus\":\"REPLIED\","
          + "\"lastMessage\":{\"direction\":\"IN\",\"content\":\"Happy to chat next week.\","
          + "\"createdAt\":1772362800000},\"unread\":1,\"updatedAt\":1772362800000}";

  private final SendMessageUseCase send;
  private final GetConversationUseCase get;
  private final ListConversationsUseCase inbox;
  private final MarkConversationReadUseCase read;

  ConversationController(
      SendMessageUseCase send,
      GetConversationUseCase get,
      ListConversationsUseCase inbox,
      MarkConversationReadUseCase read) {
    this.send = send;
    this.get = get;
    this.inbox = inbox;
    this.read = read;
  }

  @Get
  @Operation(
      operationId = "listConversations",
      summary = "The inbox: the caller's conversations, newest activity first (extension)",
      description =
          "Message `Conversations found` (also when there are none: `data` is []). Lists the caller's "
              + "conversations that have at least one message, across campaigns and senders, newest activity "
              + "first (the latest message's time, `updatedAt`; ties by `leadId`). `lastMessage.content` is cut "
              + "to 200 characters; `unread` counts the incoming messages after the last "
              + "`POST /conversations/{conversationId}/read`. Filters combine: `campaignId`, `senderId` (an id "
              + "that is not one of the caller's matches nothing), `unread=true` (only conversations with "
              + "unread messages), `status` (the lead's status), `q` (case-insensitive, part of the lead's first, "
              + "last or full name, company or email). Keyset pages: pass `nextCursor` as `cursor` for the next "
              + "page; it is null on the last one. A conversation that gets a message while the pages are read "
              + "moves to the top and is not listed twice; the others keep their places. Checked in this order "
              + "(400): `Invalid status (Possible Values: ...)`, `Invalid limit!`, `Invalid cursor!`.")
  @ApiResponse(
      responseCode = "200",
      description = "A page of conversations",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = ConversationPage.class),
              examples =
                  @ExampleObject(
                      value =
                          "{\"success\":true,\"message\":\"Conversations found\",\"data\":["
                              + SUMMARY
                              + "],\"nextCursor\":null}")))
  @ApiResponse(
      responseCode = "400",
      description = "Invalid query",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples = {
                @ExampleObject(
                    name = "status",
                    value =
                        "{\"success\":false,\"message\":\"Invalid status (Possible Values: PENDING, "
                            + "IN_PROGRESS, PAUSED, REPLIED, COMPLETED, FAILED, BLACKLISTED, BOUNCED, UNSUBSCRIBED)\"}"),
                @ExampleObject(
                    name = "limit",
                    value = "{\"success\":false,\"message\":\"Invalid limit!\"}"),
                @ExampleObject(
                    name = "cursor",
                    value = "{\"success\":false,\"message\":\"Invalid cursor!\"}")
              }))
  ConversationPage list(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller,
      @Parameter(description = "Only conversations of this campaign") @Nullable @QueryValue
          String campaignId,
      @Parameter(description = "Only conversations of this linked account or mailbox")
          @Nullable
          @QueryValue
          String senderId,
      @Parameter(
              description = "`true`: only conversations with unread messages",
              schema = @Schema(type = "boolean"))
          @Nullable
          @QueryValue
          String unread,
      @Parameter(
              description = "Only leads of this status (case-insensitive)",
              schema =
                  @Schema(
                      allowableValues = {
                        "PENDING",
                        "IN_PROGRESS",
                        "PAUSED",
                        "REPLIED",
                        "COMPLETED",
                        "FAILED",
                        "BLACKLISTED",
                        "BOUNCED",
                        "UNSUBSCRIBED"
                      }))
          @Nullable
          @QueryValue
          String status,
      @Parameter(
              description =
                  "Text to find, case-insensitively, in the lead's names, company or email")
          @Nullable
          @QueryValue
          String q,
      // Read as text so that a bad value gets the contract's 400 `Invalid limit!`.
      @Parameter(
              description =
                  "Page size, a positive whole number; default 50, larger values count as 100",
              schema =
                  @Schema(
                      type = "integer",
                      format = "int32",
                      minimum = "1",
                      maximum = "100",
                      defaultValue = "50"),
              example = "50")
          @Nullable
          @QueryValue
          String limit,
      @Parameter(description = "The `nextCursor` of the previous page") @Nullable @QueryValue
          String cursor) {
    Page<ConversationSummary> page =
        inbox.conversations(
            ListConversationsQuery.of(
                caller.id(), campaignId, senderId, unread, status, q, limit, cursor));
    return new ConversationPage(
        true,
        "Conversations found",
        page.items().stream().map(ConversationSummaryResource::of).toList(),
        page.nextCursor());
  }

  @Post("/{conversationId}/read")
  @Operation(
      operationId = "markConversationRead",
      summary = "Mark a conversation read (extension)",
      description =
          "Sets the conversation's `unread` to 0 in the inbox; its messages and the lead are unchanged. "
              + "Marking a read conversation again changes nothing and answers the same.")
  @ApiResponse(
      responseCode = "200",
      description = "Conversation read",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples =
                  @ExampleObject(
                      name = "read",
                      value = "{\"success\":true,\"message\":\"Conversation read\"}")))
  @ApiResponse(
      responseCode = "404",
      description = "Unknown, another user's or deleted conversation",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples = @ExampleObject(name = "notFound", value = NOT_FOUND)))
  MessageResponse markRead(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller,
      @PathVariable String conversationId) {
    read.markRead(caller.id(), conversationId);
    return MessageResponse.ok("Conversation read");
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

  /** {@code {success, message, data, nextCursor}}: a page of the inbox (D-49). */
  @Serdeable
  @Schema(name = "ConversationsPage")
  record ConversationPage(
      boolean success,
      @Schema(example = "Conversations found") String message,
      List<ConversationSummaryResource> data,
      @Schema(nullable = true, description = "Null on the last page") String nextCursor) {}

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
