package com.outreach.bootstrap.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/** A plain text table: a header, a rule, rows; each column as wide as its widest cell. */
final class TextTable {
  private final List<String> header;
  private final List<List<String>> rows = new ArrayList<>();

  TextTable(String... header) {
    this.header = List.of(header);
  }

  TextTable row(Object... cells) {
    List<String> row = new ArrayList<>();
    for (Object cell : cells) {
      row.add(cell == null ? "" : cell.toString());
    }
    rows.add(row);
    return this;
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
