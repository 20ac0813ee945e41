package com.outreach.adapter.in.http.support;

import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * In the API description: the operation can refuse with 400 and the {@code {success: false,
 * message}} envelope. The answer-validation hook of the HTTP tests fails on a status an operation
 * does not declare, so every refusal a route can send is declared, here or with its own
 * {@code @ApiResponse}.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
@ApiResponse(
    responseCode = "400",
    description =
        "Refused: bad input or a broken rule; the operation's description lists the messages in the order they are checked",
    content =
        @Content(
            mediaType = "application/json",
            schema = @Schema(implementation = MessageResponse.class)))
public @interface AnswersBadRequest {}
