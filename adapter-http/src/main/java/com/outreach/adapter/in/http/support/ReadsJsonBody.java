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
 * In the API description: the operation reads a JSON body, so it can refuse a body over the size
 * limit (413) and one sent with another content type (415), before any rule of its own.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
@ApiResponse(
    responseCode = "413",
    description = "Refused: the body is over the size limit",
    content =
        @Content(
            mediaType = "application/json",
            schema = @Schema(implementation = MessageResponse.class),
            examples =
                @ExampleObject(
                    name = "tooLarge",
                    value =
                        "{\"success\":false,\"message\":\"Request body too large! (limit 10 MB)\"}")))
@ApiResponse(
    responseCode = "415",
    description = "Refused: the body is not sent as application/json",
    content =
        @Content(
            mediaType = "application/json",
            schema = @Schema(implementation = MessageResponse.class),
            examples =
                @ExampleObject(
                    name = "notJson",
                    value =
                        "{\"success\":false,\"message\":\"Content-Type must be application/json!\"}")))
public @interface ReadsJsonBody {}
