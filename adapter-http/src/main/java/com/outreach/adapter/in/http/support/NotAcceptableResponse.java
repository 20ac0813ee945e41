package com.outreach.adapter.in.http.support;

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
 * In the API description: a route that can only fail for its caller by asking for another media
 * type in {@code Accept} (406, D-30), as the public routes without input do.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
@ApiResponse(
    responseCode = "406",
    description = "The Accept header asks for a media type the route does not produce",
    content =
        @Content(
            mediaType = "application/json",
            schema = @Schema(implementation = MessageResponse.class),
            examples =
                @ExampleObject(
                    name = "notAcceptable",
                    value =
                        "{\"success\":false,\"message\":\"Only application/json responses are available!\"}")))
public @interface NotAcceptableResponse {}
