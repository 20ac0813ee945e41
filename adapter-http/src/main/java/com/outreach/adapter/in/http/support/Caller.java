package com.outreach.adapter.in.http.support;

/** The request attribute under which the authentication filter leaves the caller for controllers. */
public final class Caller {
  public static final String ATTRIBUTE = "outreach.caller";

  private Caller() {}
}
