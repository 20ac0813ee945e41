package com.outreach.bootstrap.cli;

import picocli.CommandLine.Option;

/** Where the service is and whose token to call it with; from the environment when not given. */
final class ServiceOptions {
  @Option(
      names = "--url",
      defaultValue = "${env:OUTREACH_URL:-http://localhost:8080}",
      description = "The service's base URL (default: $OUTREACH_URL, else ${DEFAULT-VALUE}).")
  String url;

  @Option(
      names = "--token",
      required = true,
      defaultValue = "${env:OUTREACH_TOKEN}",
      description = "The API token (default: $OUTREACH_TOKEN).")
  String token;

  ServiceClient client() {
    return new ServiceClient(url, token);
  }
}
