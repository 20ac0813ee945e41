package com.outreach.adapter.in.http.user;

/**
 * How a user id appears in a log line: never in clear (D-55 a), as a keyed hash the deployment's
 * secrets key makes, so the log alone does not name anyone whose token spec 4.14 would hand out.
 */
@FunctionalInterface
public interface LoggedUserIds {
  String of(String userId);
}
