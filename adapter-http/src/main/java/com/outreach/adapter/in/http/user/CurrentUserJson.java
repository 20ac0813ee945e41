package com.outreach.adapter.in.http.user;

import com.outreach.application.port.in.user.CurrentUserView;
import com.outreach.domain.account.ScheduleDefaults;
import com.outreach.domain.user.UserId;
import io.micronaut.json.JsonMapper;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * The JSON body of {@code GET /users/me} (spec 4.2), written once for as long as what it shows
 * stays the same (serialising the envelope was a tenth of the request's work).
 *
 * <p>The last body of each caller is kept with the view it was written from, and is answered again
 * only while the caller's current view is equal to it (the view and everything in it are records,
 * compared by value): a changed name, token, account or mailbox writes a new body, and a body can
 * never show anything but the current view. The writer is the service's own JSON mapper, so the
 * bytes are those the envelope would have been serialised to.
 */
@Singleton
final class CurrentUserJson {
  // Bounds the memory for a service with many callers; past it, bodies are simply written again.
  private static final int MAX_CALLERS = 10_000;

  private final JsonMapper json;
  private final ScheduleDefaults scheduleDefaults;
  private final ConcurrentMap<UserId, Written> lastByCaller = new ConcurrentHashMap<>();

  CurrentUserJson(JsonMapper json, ScheduleDefaults scheduleDefaults) {
    this.json = json;
    this.scheduleDefaults = scheduleDefaults;
  }

  byte[] of(UserId caller, CurrentUserView view) {
    Written last = lastByCaller.get(caller);
    if (last != null && last.view().equals(view)) {
      return last.body();
    }
    byte[] body = write(view);
    if (lastByCaller.size() >= MAX_CALLERS) {
      lastByCaller.clear();
    }
    lastByCaller.put(caller, new Written(view, body));
    return body;
  }

  private byte[] write(CurrentUserView view) {
    try {
      return json.writeValueAsBytes(CurrentUserResponse.of(view, scheduleDefaults));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private record Written(CurrentUserView view, byte[] body) {}
}
