package com.outreach.adapter.in.http.tracking;

/**
 * The two small pages of the unsubscribe link (D-46): plain HTML, no scripts, no remote content.
 */
final class UnsubscribePages {
  private static final String HEAD =
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"UTF-8\">"
          + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>Unsubscribe</title></head>"
          + "<body style=\"font-family:sans-serif;max-width:32em;margin:4em auto;padding:0 1em\">";

  private UnsubscribePages() {}

  /** Confirms with a button that posts to the page's own URL; fetching the page changes nothing. */
  static String confirm() {
    return HEAD
        + "<h1>Unsubscribe</h1><p>Stop receiving these emails?</p>"
        + "<form method=\"post\"><input type=\"hidden\" name=\"List-Unsubscribe\" value=\"One-Click\">"
        + "<button type=\"submit\">Unsubscribe</button></form></body></html>\n";
  }

  static String done() {
    return HEAD
        + "<h1>Unsubscribed</h1><p>You will not receive these emails again.</p></body></html>\n";
  }
}
