package com.outreach.adapter.in.http.lead;

import com.outreach.adapter.in.http.error.ApiError;
import com.outreach.adapter.in.http.error.ApiException;
import com.outreach.application.port.in.lead.LeadImport;
import io.micronaut.http.exceptions.ContentLengthExceededException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import org.apache.commons.csv.CSVException;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * Reads a CSV lead import as it streams in (docs/csv-import.md): UTF-8 with or without a BOM, comma
 * or semicolon (whichever the header row has more of outside quotes), RFC 4180 quoting (fields may
 * hold delimiters, quotes and line breaks), a header row. Each row goes straight into the {@link
 * LeadImport}, which keeps only its checked compact form, so memory follows the rows' content,
 * never the file's text. A row's number is its record number, the header being row 1.
 */
final class CsvLeadReader {
  /** The largest file an import takes; larger ones are 413. */
  static final long MAX_BYTES = 50L * 1024 * 1024;

  private static final int SNIFF_CHARS = 64 * 1024;

  private CsvLeadReader() {}

  /**
   * Reads every row of {@code body} into {@code rows}; request-level faults throw {@link
   * ApiException}.
   */
  static void read(InputStream body, String mapping, LeadImport rows) {
    try (Reader text = utf8(new LimitedInputStream(body, MAX_BYTES))) {
      BufferedReader buffered = new BufferedReader(text, SNIFF_CHARS);
      skipBom(buffered);
      char delimiter = delimiter(buffered);
      CSVFormat format =
          CSVFormat.RFC4180.builder().setDelimiter(delimiter).setIgnoreEmptyLines(true).get();
      Reader limited = new ColumnLimit(buffered, delimiter, CsvColumns.MAX_COLUMNS);
      try (CSVParser parser = CSVParser.builder().setReader(limited).setFormat(format).get()) {
        readRows(parser.iterator(), mapping, rows);
      }
    } catch (IOException e) {
      throw unreadable(e, 1);
    }
  }

  private static void readRows(Iterator<CSVRecord> records, String mapping, LeadImport rows) {
    long row = 0;
    try {
      if (!records.hasNext()) {
        return;
      }
      CSVRecord header = records.next();
      row = header.getRecordNumber();
      CsvColumns columns = CsvColumns.of(header.toList(), mapping);
      while (records.hasNext()) {
        CSVRecord record = records.next();
        row = record.getRecordNumber();
        rows.add((int) row, columns.lead(record.toList()));
      }
    } catch (UncheckedIOException failure) {
      throw unreadable(failure.getCause(), row + 1);
    }
  }

  /**
   * Why the body could not be read: too large (our own count, or the server's when the declared
   * length is over its limit), not UTF-8, or malformed CSV; a failure of the connection itself
   * stays unexpected.
   */
  private static RuntimeException unreadable(IOException failure, long row) {
    for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
      if (cause instanceof LimitedInputStream.TooLarge
          || cause instanceof ContentLengthExceededException) {
        return new ApiException(ApiError.CSV_TOO_LARGE);
      }
      if (cause instanceof CharacterCodingException) {
        return new ApiException(ApiError.CSV_NOT_UTF8);
      }
      if (cause instanceof ColumnLimit.TooManyColumns) {
        return new ApiException(ApiError.CSV_TOO_MANY_COLUMNS);
      }
    }
    if (failure instanceof CSVException) {
      return new ApiException(ApiError.CSV_MALFORMED, row);
    }
    return new UncheckedIOException(failure);
  }

  private static Reader utf8(InputStream bytes) {
    return new InputStreamReader(
        bytes,
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT));
  }

  private static void skipBom(BufferedReader text) throws IOException {
    text.mark(1);
    if (text.read() != '\uFEFF') {
      text.reset();
    }
  }

  /**
   * Semicolon when the header row has more semicolons than commas outside quotes; comma otherwise.
   */
  private static char delimiter(BufferedReader text) throws IOException {
    text.mark(SNIFF_CHARS);
    int commas = 0;
    int semicolons = 0;
    boolean quoted = false;
    for (int read = 0, c = text.read(); c >= 0 && read < SNIFF_CHARS - 1; read++, c = text.read()) {
      if (c == '"') {
        quoted = !quoted;
      } else if (!quoted && (c == '\n' || c == '\r')) {
        break;
      } else if (!quoted && c == ',') {
        commas++;
      } else if (!quoted && c == ';') {
        semicolons++;
      }
    }
    text.reset();
    return semicolons > commas ? ';' : ',';
  }
}
