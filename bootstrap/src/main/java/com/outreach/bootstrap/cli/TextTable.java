package com.outreach.bootstrap.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * A plain text table: a header, a rule, rows; each column as wide as its widest cell. Cells come
 * from tenants (campaign titles, names): their control characters are dropped, so a title cannot
 * send the operator's terminal escape sequences (colours, a moved cursor, a rewritten title bar) or
 * break a row in two.
 */
final class TextTable {
  private final List<String> header;
  private final List<List<String>> rows = new ArrayList<>();

  TextTable(String... header) {
    this.header = List.of(header);
  }

  TextTable row(Object... cells) {
    List<String> row = new ArrayList<>();
    for (Object cell : cells) {
      row.add(cell == null ? "" : printable(cell.toString()));
    }
    rows.add(row);
    return this;
  }

  /**
   * The text without control characters (C0, DEL, C1; escape sequences lose their ESC and so stay
   * inert text), a tab or line break becoming a space.
   */
  static String printable(String text) {
    StringBuilder kept = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean control = c < 0x20 || (c >= 0x7f && c <= 0x9f);
      if (control && kept == null) {
        kept = new StringBuilder(text.length()).append(text, 0, i);
      }
      if (!control) {
        if (kept != null) {
          kept.append(c);
        }
      } else if (c == '\t' || c == '\n' || c == '\r') {
        kept.append(' ');
      }
    }
    return kept == null ? text : kept.toString();
  }

  void print(PrintWriter out) {
    int[] widths = new int[header.size()];
    for (List<String> row : withHeader()) {
      for (int i = 0; i < widths.length; i++) {
        widths[i] = Math.max(widths[i], i < row.size() ? row.get(i).length() : 0);
      }
    }
    print(out, header, widths);
    StringBuilder rule = new StringBuilder();
    for (int i = 0; i < widths.length; i++) {
      rule.append(i == 0 ? "" : "  ").append("-".repeat(widths[i]));
    }
    out.println(rule);
    rows.forEach(row -> print(out, row, widths));
  }

  private List<List<String>> withHeader() {
    List<List<String>> all = new ArrayList<>(rows);
    all.add(header);
    return all;
  }

  private static void print(PrintWriter out, List<String> row, int[] widths) {
    StringBuilder line = new StringBuilder();
    for (int i = 0; i < widths.length; i++) {
      String cell = i < row.size() ? row.get(i) : "";
      line.append(i == 0 ? "" : "  ").append(cell).append(" ".repeat(widths[i] - cell.length()));
    }
    out.println(line.toString().stripTrailing());
  }
}
