package com.outreach.adapter.out.webhook;

/**
 * The text between {@code <!-- name:begin ... -->} and {@code <!-- name:end -->} in a Markdown
 * file: the part of a document a test generates and checks, while the rest stays hand-written.
 */
record DocRegion(String name, int start, int end) {
  static DocRegion in(String doc, String name) {
    String begin = "<!-- " + name + ":begin";
    int marker = doc.indexOf(begin);
    int start = marker < 0 ? -1 : doc.indexOf("-->", marker) + "-->".length();
    int end = doc.indexOf("<!-- " + name + ":end -->");
    if (marker < 0 || end < start) {
      throw new IllegalStateException(
          "no region " + name + " (" + begin + " ... -->, then <!-- " + name + ":end -->)");
    }
    return new DocRegion(name, start, end);
  }

  String text(String doc) {
    return doc.substring(start, end);
  }

  String replace(String doc, String text) {
    return doc.substring(0, start) + text + doc.substring(end);
  }
}
