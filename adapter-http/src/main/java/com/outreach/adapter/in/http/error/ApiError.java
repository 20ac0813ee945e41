package com.outreach.adapter.in.http.error;

import io.micronaut.http.HttpStatus;

/**
 * Failures of the transport itself rather than of a business rule: malformed or ill-typed JSON,
 * unknown routes, wrong methods and media types, oversized bodies, rate limits (D-30).
 */
public enum ApiError {
  INVALID_JSON(HttpStatus.BAD_REQUEST, "Invalid JSON body!"),
  INVALID_FIELD_TYPE(HttpStatus.BAD_REQUEST, "Field '%s' must be %s!"),
  INVALID_REQUEST(HttpStatus.BAD_REQUEST, "Invalid request!"),
  NUL_CHARACTER(HttpStatus.BAD_REQUEST, "Field '%s' must not contain NUL characters!"),
  LEAD_NOT_AN_OBJECT(HttpStatus.BAD_REQUEST, "Lead must be a JSON object!"),
  CSV_NOT_UTF8(HttpStatus.BAD_REQUEST, "The CSV file must be UTF-8!"),
  CSV_MALFORMED(HttpStatus.BAD_REQUEST, "Invalid CSV at row %d!"),
  CSV_PROFILE_COLUMN_MISSING(
      HttpStatus.BAD_REQUEST,
      "No profile link column! Name one 'LinkedIn URL' or 'profileLink', or map one with mapping=<column>:profileLink."),
  CSV_INVALID_MAPPING(
      HttpStatus.BAD_REQUEST,
      "Invalid mapping '%s'! Expected <column>:<field> pairs separated by commas."),
  CSV_UNKNOWN_MAPPED_COLUMN(
      HttpStatus.BAD_REQUEST, "Mapping names column '%s', which the file does not have!"),
  CSV_TOO_MANY_FIELDS(HttpStatus.BAD_REQUEST, "Row has %d fields, the header %d!"),
  CSV_TOO_MANY_COLUMNS(HttpStatus.BAD_REQUEST, "Too many columns!"),
  INVALID_WEBHOOK_BODY(HttpStatus.BAD_REQUEST, "Invalid webhook body!"),
  INVALID_WEBHOOK_SECRET(HttpStatus.UNAUTHORIZED, "Invalid webhook secret!"),
  /** D-55 (e) spells it with a small t, unlike D-5's {@code Invalid Token!}: kept as written. */
  TWO_TOKENS(HttpStatus.UNAUTHORIZED, "Invalid token!"),
  NOT_FOUND(HttpStatus.NOT_FOUND, "Not found!"),
  METHOD_NOT_ALLOWED(HttpStatus.METHOD_NOT_ALLOWED, "Method not allowed!"),
  NOT_ACCEPTABLE(HttpStatus.NOT_ACCEPTABLE, "Only application/json responses are available!"),
  HEADERS_TOO_LARGE(HttpStatus.REQUEST_HEADER_FIELDS_TOO_LARGE, "Request headers too large!"),
  REQUEST_LINE_TOO_LONG(HttpStatus.REQUEST_URI_TOO_LONG, "Request line too long!"),
  INVALID_HEADER(HttpStatus.BAD_REQUEST, "Invalid request header!"),
  PAYLOAD_TOO_LARGE(HttpStatus.REQUEST_ENTITY_TOO_LARGE, "Request body too large! (limit 10 MB)"),
  CSV_TOO_LARGE(HttpStatus.REQUEST_ENTITY_TOO_LARGE, "CSV file too large! (limit 50 MB)"),
  UNSUPPORTED_MEDIA_TYPE(
      HttpStatus.UNSUPPORTED_MEDIA_TYPE, "Content-Type must be application/json!"),
  CSV_UNSUPPORTED_MEDIA_TYPE(HttpStatus.UNSUPPORTED_MEDIA_TYPE, "Content-Type must be text/csv!"),
  TOO_MANY_REQUESTS(HttpStatus.TOO_MANY_REQUESTS, "Too many requests!"),
  SERVICE_UNAVAILABLE(HttpStatus.SERVICE_UNAVAILABLE, "Service unavailable!"),
  INTERNAL(HttpStatus.INTERNAL_SERVER_ERROR, "Internal server error!");

  private final HttpStatus status;
  private final String template;

  ApiError(HttpStatus status, String template) {
    this.status = status;
    this.template = template;
  }

  public HttpStatus status() {
    return status;
  }

  public String template() {
    return template;
  }

  public String message(Object... args) {
    return args.length == 0 ? template : String.format(template, args);
  }
}
