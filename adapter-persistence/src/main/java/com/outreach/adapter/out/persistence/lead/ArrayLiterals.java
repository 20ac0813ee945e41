package com.outreach.adapter.out.persistence.lead;

import java.util.UUID;

/**
 * PostgreSQL array literals ({@code {"a","b",NULL}}) built in Java, bound as one text parameter and
 * cast in SQL ({@code ?::text[]}). The driver would build the same text itself, but only while it
 * sends the statement, on the thread that waits for it; built here they can be made on another
 * thread while the previous batch runs ({@link PipelinedBatches}).
 */
final class ArrayLiterals {
  private ArrayLiterals() {}

  static String texts(String[] elements) {
    StringBuilder out = new StringBuilder(elements.length * 24 + 2).append('{');
    for (int i = 0; i < elements.length; i++) {
      if (i > 0) {
        out.append(',');
      }
      String e = elements[i];
      if (e == null) {
        out.append("NULL");
        continue;
      }
      out.append('"');
      for (int j = 0; j < e.length(); j++) {
        char c = e.charAt(j);
        if (c == '"' || c == '\\') {
          out.append('\\');
        }
        out.append(c);
      }
      out.append('"');
    }
    return out.append('}').toString();
  }

  static String uuids(UUID[] elements) {
    StringBuilder out = new StringBuilder(elements.length * 37 + 2).append('{');
    for (int i = 0; i < elements.length; i++) {
      if (i > 0) {
        out.append(',');
      }
      out.append(elements[i] == null ? "NULL" : elements[i].toString());
    }
    return out.append('}').toString();
  }

  static String ints(int[] elements) {
    StringBuilder out = new StringBuilder(elements.length * 2 + 2).append('{');
    for (int i = 0; i < elements.length; i++) {
      if (i > 0) {
        out.append(',');
      }
      out.append(elements[i]);
    }
    return out.append('}').toString();
  }
}
