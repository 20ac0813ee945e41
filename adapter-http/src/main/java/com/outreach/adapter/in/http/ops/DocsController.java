package com.outreach.adapter.in.http.ops;

import com.outreach.adapter.in.http.support.PublicEndpoint;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Produces;
import io.swagger.v3.oas.annotations.Hidden;

/**
 * D-32: the browsable page of the API description. Swagger UI comes from the bundled webjar ({@code
 * /swagger-ui/}) and the description from {@code /openapi/}; nothing is loaded from the internet
 * (the online validator badge is switched off).
 */
@Controller("/docs")
@Hidden
final class DocsController {
  static final String SPEC = "/openapi/outreach-service-1.0.yml";

  private static final String PAGE =
      """
      <!DOCTYPE html>
      <html lang="en">
      <head>
        <meta charset="UTF-8">
        <title>outreach-service API</title>
        <link rel="stylesheet" type="text/css" href="/swagger-ui/swagger-ui.css">
        <link rel="icon" type="image/png" href="/swagger-ui/favicon-32x32.png" sizes="32x32">
      </head>
      <body>
        <div id="swagger-ui"></div>
        <script src="/swagger-ui/swagger-ui-bundle.js" charset="UTF-8"></script>
        <script>
          window.onload = function () {
            window.ui = SwaggerUIBundle({
              url: "%s",
              dom_id: "#swagger-ui",
              deepLinking: true,
              validatorUrl: null,
              presets: [SwaggerUIBundle.presets.apis],
              layout: "BaseLayout"
            });
          };
        </script>
      </body>
      </html>
      """
          .formatted(SPEC);

  @Get
  @PublicEndpoint
  @Produces(MediaType.TEXT_HTML)
  String page() {
    return PAGE;
  }
}
