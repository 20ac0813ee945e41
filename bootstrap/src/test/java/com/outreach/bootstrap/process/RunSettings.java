package com.outreach.bootstrap.process;

/**
 * A run's size and settings, from system properties so that the bench scripts can run the suite's
 * small version at full size ({@code -Dcrash.events=100000}); the defaults are the suite's.
 */
final class RunSettings {
  private RunSettings() {}

  static int integer(String property, int suiteDefault) {
    String value = System.getProperty(property);
    return value == null || value.isBlank() ? suiteDefault : Integer.parseInt(value.strip());
  }

  static long seed(String property) {
    String value = System.getProperty(property);
    return value == null || value.isBlank() ? System.nanoTime() : Long.parseLong(value.strip());
  }

  static String text(String property, String suiteDefault) {
    String value = System.getProperty(property);
    return value == null || value.isBlank() ? suiteDefault : value.strip();
  }
}
