package com.outreach.bootstrap.api.contract;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.in.http.error.ApiError;
import com.outreach.adapter.in.http.error.ErrorStatus;
import com.outreach.domain.shared.ErrorCode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * docs/api/errors.md is rendered from the code's own catalogue, so it cannot drift: this test fails
 * when the file differs. Regenerate with {@code mvn test -pl bootstrap -Dtest=ErrorCatalogueTest
 * -Dcatalogue.write=true}.
 */
class ErrorCatalogueTest {
  private static final Path FILE = Path.of("..", "docs", "api", "errors.md");

  @Test
  void docsListEveryMessageWithItsStatus() throws IOException {
    String expected = render();
    if (Boolean.getBoolean("catalogue.write")) {
      Files.writeString(FILE, expected);
    }
    assertThat(Files.readString(FILE))
        .as("docs/api/errors.md is out of date; see this test's Javadoc")
        .isEqualTo(expected);
  }

  static String render() {
    StringBuilder md =
        new StringBuilder(
            """
        # Error catalogue

        Every failure answers `{"success": false, "message": "<message>"}` with the status below.
        `%s` and `%d` stand for the field name or limit the message names. Generated from
        `ErrorCode` (business rules, domain module) and `ApiError` (the HTTP transport) by
        `ErrorCatalogueTest`; do not edit by hand.

        ## Business rules

        | Message | Status | Code |
        |---|---|---|
        """);
    for (ErrorCode code : ErrorCode.values()) {
      md.append(row(code.template(), ErrorStatus.of(code).getCode(), code.name()));
    }
    md.append(
        """

        ## Transport

        | Message | Status | Code |
        |---|---|---|
        """);
    for (ApiError error : ApiError.values()) {
      md.append(row(error.template(), error.status().getCode(), error.name()));
    }
    return md.toString();
  }

  private static String row(String message, int status, String code) {
    return "| " + message.replace("|", "\\|") + " | " + status + " | `" + code + "` |\n";
  }
}
