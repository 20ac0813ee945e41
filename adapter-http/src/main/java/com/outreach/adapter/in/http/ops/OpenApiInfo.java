package com.outreach.adapter.in.http.ops;

import io.swagger.v3.oas.annotations.OpenAPIDefinition;
import io.swagger.v3.oas.annotations.enums.SecuritySchemeIn;
import io.swagger.v3.oas.annotations.enums.SecuritySchemeType;
import io.swagger.v3.oas.annotations.info.Contact;
import io.swagger.v3.oas.annotations.info.Info;
import io.swagger.v3.oas.annotations.info.License;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.security.SecurityScheme;
import io.swagger.v3.oas.annotations.servers.Server;

/**
 * The title of the OpenAPI description generated at compile time and served at {@code /openapi/}.
 */
@OpenAPIDefinition(
    info =
        @Info(
            title = "outreach-service",
            version = "1.0",
            description =
                "LinkedIn and email outreach campaigns for sales teams and agencies. Every answer is "
                    + "{success, message, ...}; authenticate with the `token` header. Any route: a request "
                    + "whose headers are over 8 KB is 431 `Request headers too large!`, a request line over "
                    + "it 414 `Request line too long!`, a head that cannot be read (a NUL in a header) 400 "
                    + "`Invalid request header!` (D-55).",
            contact =
                @Contact(
                    name = "outreach-service maintainers",
                    url = "https://github.com/outreach-service"),
            license =
                @License(
                    name = "Proprietary",
                    url = "https://github.com/outreach-service/LICENSE")),
    servers = @Server(url = "/", description = "The service that serves this description"),
    security = @SecurityRequirement(name = "token"))
@SecurityScheme(
    name = "token",
    type = SecuritySchemeType.APIKEY,
    in = SecuritySchemeIn.HEADER,
    paramName = "token")
final class OpenApiInfo {
  private OpenApiInfo() {}
}
