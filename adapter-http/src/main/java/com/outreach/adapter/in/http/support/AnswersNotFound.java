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
 * In the API description: the operation can refuse with 404 and the {@code {success: false,
 * message}} envelope. The answer-validation hook of the HTTP tests fails on a status an operation
 * does not declare, so every refusal a route can send is declared, here or with its own
 * {@code @ApiResponse}.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
@ApiResponse(
    responseCode = "404",
    description =
        "Refused: unknown, malformed or another user's id (answered alike, D-31); the operation's description gives the message",
    content =
        @Content(
            mediaType = "application/json",
            schema = @Schema(implementation = MessageResponse.class)))
public @interface AnswersNotFound {}
