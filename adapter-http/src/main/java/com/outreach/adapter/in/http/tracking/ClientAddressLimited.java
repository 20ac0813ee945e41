package com.outreach.adapter.in.http.tracking;

import com.outreach.adapter.in.http.support.MessageResponse;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.ExampleObject;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * In the API description: a public tracking operation is limited per client address (D-55), so it
 * can answer 429 {@code Too many requests!} with {@code Retry-After}.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@ApiResponse(
    responseCode = "429",
    description = "Too many requests from this client address (D-55); see Retry-After",
    content =
        @Content(
            mediaType = "application/json",
            schema = @Schema(implementation = MessageResponse.class),
            examples =
                @ExampleObject(
                    name = "tooMany",
                    value = "{\"success\":false,\"message\":\"Too many requests!\"}")))
@interface ClientAddressLimited {}
