package com.outreach.adapter.in.http.support;

import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.ExampleObject;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * In the API description: the operations of a controller need the {@code token} header (spec 5,
 * D-5), so each can answer 401 with the authentication messages and 429 when its token's bucket is
 * empty (D-30). One place for what every authenticated operation shares.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
@SecurityRequirement(name = "token")
@ApiResponse(
    responseCode = "401",
    description = "The token header is missing, unknown or its user cannot use the API",
    content =
        @Content(
            mediaType = "application/json",
            schema = @Schema(implementation = MessageResponse.class),
            examples = {
              @ExampleObject(
                  name = "tokenRequired",
                  value = "{\"success\":false,\"message\":\"Token is required!\"}"),
              @ExampleObject(
                  name = "invalidToken",
                  value = "{\"success\":false,\"message\":\"Invalid Token!\"}"),
              @ExampleObject(
                  name = "twoTokens",
                  description = "Two token headers (D-55)",
                  value = "{\"success\":false,\"message\":\"Invalid token!\"}")
            }))
@ApiResponse(
    responseCode = "429",
    description = "Too many requests for this token (D-30); see Retry-After",
    content =
        @Content(
            mediaType = "application/json",
            schema = @Schema(implementation = MessageResponse.class),
            examples =
                @ExampleObject(
                    name = "tooMany",
                    value = "{\"success\":false,\"message\":\"Too many requests!\"}")))
public @interface TokenRequired {}
