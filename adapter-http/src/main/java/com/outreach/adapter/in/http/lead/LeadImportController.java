package com.outreach.adapter.in.http.lead;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.outreach.adapter.in.http.error.ApiError;
import com.outreach.adapter.in.http.error.ApiException;
import com.outreach.adapter.in.http.support.Caller;
import com.outreach.adapter.in.http.support.MessageResponse;
import com.outreach.adapter.in.http.support.TokenRequired;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.lead.AddLeadsToCampaignUseCase;
import com.outreach.application.port.in.lead.AddedLeads;
import com.outreach.application.port.in.lead.LeadImport;
import com.outreach.application.port.in.lead.LeadsRefused;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.http.annotation.RequestAttribute;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.ExampleObject;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.io.InputStream;
import java.util.List;

/**
 * The CSV lead import (docs/csv-import.md): add-to-campaign's rules (D-17) for up to 100,000 rows
 * of a streamed CSV file of up to 50 MB. Every row is checked before anything is written; any
 * faulty row adds nothing and is named by its row number.
 */
@Controller("/leads")
@TokenRequired
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Leads")
@SecurityRequirement(name = "token")
final class LeadImportController {
  static final String PATH = "/leads/import";
  private static final String JSON = "application/json";

  private final AddLeadsToCampaignUseCase addLeads;

  LeadImportController(AddLeadsToCampaignUseCase addLeads) {
    this.addLeads = addLeads;
  }

  @Post(
      uri = "/import",
      consumes = {"text/csv", "application/csv", "text/plain"})
  @Operation(
      operationId = "importLeads",
      summary = "Import leads into a campaign from a CSV file (extension)",
      description =
          """
      The body is the CSV file itself: UTF-8 (a BOM is fine), comma or semicolon separated, quoted fields, a
      header row, up to 100,000 rows and 50 MB. Columns map to lead fields by name, case-insensitively, with
      the common synonyms (`LinkedIn URL`, `profile url`, `first name`, ...); other columns become custom
      fields; `mapping` (`column:field,...`, field `-` drops a column) overrides. Every row is checked with
      add-to-campaign's rules before anything is written, in one transaction: any faulty row adds nothing
      (400 with `errors`: `{row, reason}` of the first 100, the header being row 1, and `invalidRows`, how many
      in all). An unknown, deleted or another user's campaign is 400 with `reason` `Campaign not found!`,
      exactly as add-to-campaign answers it (D-17, D-31). Leads already in the campaign, or repeated, are
      skipped.""")
  @io.swagger.v3.oas.annotations.parameters.RequestBody(
      required = true,
      content =
          @Content(
              mediaType = "text/csv",
              schema = @Schema(type = "string", format = "binary"),
              examples =
                  @ExampleObject(
                      name = "linkedInExport",
                      value =
                          """
          "First Name","Last Name","LinkedIn URL","Company"
          "Jane","Doe","https://www.linkedin.com/in/jane-doe","Acme, Inc."
          """)))
  @ApiResponse(
      responseCode = "200",
      description = "Every row added or skipped",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = LeadController.AddLeadsResponse.class),
              examples =
                  @ExampleObject(
                      name = "added",
                      value =
                          "{\"success\":true,\"message\":\"Leads added\",\"added\":2,\"skipped\":1}")))
  @ApiResponse(
      responseCode = "400",
      description =
          """
      A faulty row (nothing added), or the request itself at fault: no campaign id, unknown campaign, no rows,
      more than 100,000 rows, no profile link column, a bad mapping, not UTF-8, malformed CSV""",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = ImportFailure.class),
              examples = {
                @ExampleObject(
                    name = "faultyRow",
                    value =
                        "{\"success\":false,\"message\":\"Failed to add leads into this "
                            + "campaign!\",\"errors\":[{\"row\":3,\"reason\":\"Invalid profile link!\"}],\"invalidRows\":1}"),
                @ExampleObject(
                    name = "tooManyColumns",
                    description = "A row of more than 1,000 columns (D-55)",
                    value = "{\"success\":false,\"message\":\"Too many columns!\",\"errors\":[]}"),
                @ExampleObject(
                    name = "unknownCampaign",
                    value =
                        "{\"success\":false,\"message\":\"Failed to add leads into "
                            + "this campaign!\",\"reason\":\"Campaign not found!\",\"errors\":[]}")
              }))
  @ApiResponse(
      responseCode = "404",
      description =
          "Only an unknown route; a campaign that is not the caller's is " + "the 400 above",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples =
                  @ExampleObject(
                      name = "notFound",
                      value = "{\"success\":false,\"message\":\"Not found!\"}")))
  @ApiResponse(
      responseCode = "415",
      description = "Not a CSV content type",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples =
                  @ExampleObject(
                      name = "notCsv",
                      value =
                          "{\"success\":false,\"message\":\"Content-Type must be text/csv!\"}")))
  @ApiResponse(
      responseCode = "413",
      description = "The file is over 50 MB",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples =
                  @ExampleObject(
                      name = "tooLarge",
                      value =
                          "{\"success\":false,\"message\":\"CSV file too large! (limit 50 MB)\"}")))
  HttpResponse<?> importCsv(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller,
      @Parameter(description = "The campaign to add the leads to", required = true)
          @Nullable
          @QueryValue
          String campaignId,
      @Parameter(
              description =
                  "Column to field overrides, e.g. `Profile:profileLink,Given:firstName,Notes:-`")
          @Nullable
          @QueryValue
          String mapping,
      @Nullable @Body InputStream body) {
    try {
      LeadImport rows = new LeadImport();
      readRows(body == null ? InputStream.nullInputStream() : body, mapping, rows);
      AddedLeads added = addLeads.add(rows.command(caller.id(), campaignId));
      return HttpResponse.ok(
          new LeadController.AddLeadsResponse(true, "Leads added", added.added(), added.skipped()));
    } catch (LeadsRefused refused) {
      return HttpResponse.badRequest(ImportFailure.of(refused));
    } catch (ApiException tooLarge) {
      if (tooLarge.error() == ApiError.CSV_TOO_MANY_COLUMNS) {
        // D-55 words it as the answer's message; the shape stays the import's refusal.
        return HttpResponse.badRequest(
            new ImportFailure(false, tooLarge.getMessage(), null, List.of(), null));
      }
      if (tooLarge.error() != ApiError.CSV_TOO_LARGE) {
        throw tooLarge;
      }
      // The rest of the body is never read: closing the connection tells the client to stop sending
      // it.
      return HttpResponse.status(HttpStatus.REQUEST_ENTITY_TOO_LARGE)
          .header(HttpHeaders.CONNECTION, "close")
          .body(MessageResponse.failure(tooLarge.getMessage()));
    }
  }

  /**
   * The file's own faults are the request's reason, as add-to-campaign words its own (D-17); 413
   * stays 413, and a row of too many columns is the answer's message, as D-55 words it.
   */
  private static void readRows(InputStream body, String mapping, LeadImport rows) {
    try {
      CsvLeadReader.read(body, mapping, rows);
    } catch (ApiException unreadable) {
      if (unreadable.error().status() != HttpStatus.BAD_REQUEST
          || unreadable.error() == ApiError.CSV_TOO_MANY_COLUMNS) {
        throw unreadable;
      }
      throw LeadsRefused.because(unreadable.getMessage());
    }
  }

  /**
   * The 400 answer of an import: add-to-campaign's (D-17) with rows instead of indexes; {@code
   * invalidRows} counts every faulty row when more than the 100 listed are.
   */
  @Serdeable
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @Schema(name = "LeadImportFailure")
  record ImportFailure(
      boolean success,
      String message,
      @Nullable String reason,
      List<RowError> errors,
      @Nullable Integer invalidRows) {
    static ImportFailure of(LeadsRefused refused) {
      List<RowError> errors =
          refused.faults().stream().map(f -> new RowError(f.index(), f.reason())).toList();
      return new ImportFailure(
          false,
          refused.getMessage(),
          refused.reason(),
          errors,
          errors.isEmpty() ? null : refused.faultCount());
    }
  }

  /** One faulty row: its number in the file (the header is row 1) and why it is refused. */
  @Serdeable
  @Schema(name = "LeadImportRowError")
  record RowError(int row, String reason) {}
}
