package com.outreach.adapter.in.http.tag;

import com.outreach.adapter.in.http.support.AnswersBadRequest;
import com.outreach.adapter.in.http.support.AnswersConflict;
import com.outreach.adapter.in.http.support.Caller;
import com.outreach.adapter.in.http.support.Envelope;
import com.outreach.adapter.in.http.support.JsonBody;
import com.outreach.adapter.in.http.support.ReadsJsonBody;
import com.outreach.adapter.in.http.support.TokenRequired;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.tag.AddTagCommand;
import com.outreach.application.port.in.tag.AddTagUseCase;
import com.outreach.application.port.in.tag.ListTagsUseCase;
import com.outreach.domain.tag.Tag;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
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
import java.util.stream.Collectors;

/** Spec 4.12 and 4.13, D-22: the caller's tags. */
@Controller("/tags")
@TokenRequired
@ExecuteOn(TaskExecutors.BLOCKING)
@io.swagger.v3.oas.annotations.tags.Tag(name = "Tags")
@SecurityRequirement(name = "token")
final class TagController {
  private final AddTagUseCase add;
  private final ListTagsUseCase list;

  TagController(AddTagUseCase add, ListTagsUseCase list) {
    this.add = add;
    this.list = list;
  }

  @Post
  @AnswersBadRequest
  @AnswersConflict
  @ReadsJsonBody
  @Operation(
      operationId = "createTag",
      summary = "Create a tag",
      description =
          "201 `Tag added` with `_id`. `Name is required!`, `Color is required!`, `Invalid color!` "
              + "(`#RGB` or `#RRGGBB`); a name the caller has in any case: 409 `Tag already exists!`.")
  @io.swagger.v3.oas.annotations.parameters.RequestBody(
      content = @Content(schema = @Schema(implementation = AddTagRequest.class)))
  @ApiResponse(
      responseCode = "201",
      description = "Created",
      content = @Content(schema = @Schema(implementation = Envelope.WithId.class)))
  HttpResponse<Envelope.WithId> add(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller, @Nullable @Body JsonNode body) {
    JsonBody b = JsonBody.of(body);
    Tag tag = add.add(AddTagCommand.of(caller.id(), b.string("name"), b.string("color")));
    return HttpResponse.status(HttpStatus.CREATED)
        .body(Envelope.WithId.ok("Tag added", tag.id().toString()));
  }

  @Get
  @Operation(
      operationId = "listTags",
      summary = "List the caller's tags, oldest first",
      description =
          "`Tags found` with the tags in `data`; none: 200 with `success` false, `Tags not found!`.")
  @ApiResponse(
      responseCode = "200",
      description =
          "Tags found; or, when the caller has none, `Tags not found!` with success false and no data"
              + " (spec 4.13)",
      content =
          @Content(
              schema = @Schema(implementation = TagsFound.class),
              examples = {
                @ExampleObject(
                    name = "found",
                    value =
                        "{\"success\":true,\"message\":\"Tags found\",\"data\":[{\"_id\":"
                            + "\"5b1c0e52-2f9d-4a4e-9d43-6f0a3c1de2a7\",\"content\":\"Hot lead\","
                            + "\"color\":\"#FF5733\",\"createdAt\":1772359200000,"
                            + "\"updatedAt\":1772359200000}]}"),
                @ExampleObject(
                    name = "none",
                    value = "{\"success\":false,\"message\":\"Tags not found!\"}")
              }))
  Envelope.WithData<java.util.List<TagResource>> list(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller) {
    return Envelope.WithData.ok(
        "Tags found",
        list.tags(caller.id()).stream().map(TagResource::of).collect(Collectors.toList()));
  }

  /** The body of {@code POST /tags}. */
  @Serdeable
  @Schema(name = "AddTagRequest")
  record AddTagRequest(
      @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "Hot lead") String name,
      @Schema(
              requiredMode = Schema.RequiredMode.REQUIRED,
              example = "#FF5733",
              description = "#RGB or #RRGGBB")
          String color) {}

  /** The answer of {@code GET /tags}; documentation only. */
  @Serdeable
  @Schema(name = "TagsFound")
  record TagsFound(
      boolean success,
      @Schema(example = "Tags found") String message,
      // absent when the caller has none (success false); optional for a generated client
      @io.micronaut.core.annotation.Nullable java.util.List<TagResource> data) {}
}
