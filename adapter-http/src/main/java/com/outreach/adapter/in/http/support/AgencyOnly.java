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
 * A route only an agency owner may call (spec 5.3, D-6). The role is checked right after the token,
 * before the body is read, so a member's call changes nothing and learns nothing. In the API
 * description the operation declares that 403.
 */
@Documented
@ApiResponse(
    responseCode = "403",
    description = "Refused: the token is not an agency owner's",
    content =
        @Content(
            mediaType = "application/json",
            schema = @Schema(implementation = MessageResponse.class),
            examples =
                @ExampleObject(
                    name = "notAgencyOwner",
                    value = "{\"success\":false,\"message\":\"Invalid agency owner token.\"}")))
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.TYPE})
public @interface AgencyOnly {}
