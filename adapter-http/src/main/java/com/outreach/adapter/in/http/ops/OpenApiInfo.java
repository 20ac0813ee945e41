package com.outreach.adapter.in.http.ops;

import io.swagger.v3.oas.annotations.OpenAPIDefinition;
import io.swagger.v3.oas.annotations.enums.SecuritySchemeIn;
import io.swagger.v3.oas.annotations.enums.SecuritySchemeType;
import io.swagger.v3.oas.annotations.info.Info;
import io.swagger.v3.oas.annotations.security.SecurityScheme;

/** The title of the OpenAPI description generated at compile time and served at {@code /openapi/}. */
@OpenAPIDefinition(info = @Info(title = "outreach-service", version = "1.0",
    description = "LinkedIn and email outreach campaigns for sales teams and agencies. Every answer is "
        + "{success, message, ...}; authenticate with the `token` header."))
@SecurityScheme(name = "token", type = SecuritySchemeType.APIKEY, in = SecuritySchemeIn.HEADER, paramName = "token")
final class OpenApiInfo {
  private OpenApiInfo() {}
}
