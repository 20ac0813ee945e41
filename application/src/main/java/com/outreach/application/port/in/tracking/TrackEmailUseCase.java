package com.outreach.application.port.in.tracking;

import java.util.Optional;

/**
 * What the public links of an email report (D-46): an open (the pixel), a click (the rewritten
 * link) and a one-click unsubscribe. Tokens the service did not sign name nothing and record
 * nothing.
 */
public interface TrackEmailUseCase {
  /**
   * Records OPENED for the email the token names; an unknown token records nothing. May wait for
   * room.
   */
  void opened(String token);

  /**
   * As {@link #opened}, never waiting: false, recording nothing, when it would have to wait for
   * room (the caller then calls {@link #opened} where waiting is allowed). The pixel answers on the
   * event loop with it.
   */
  boolean openedAtOnce(String token);

  /**
   * The link a click token leads to, after recording CLICKED with it; empty for anything the
   * service did not sign.
   */
  Optional<String> clicked(String token);

  /**
   * Whether an unsubscribe token names a membership (the confirmation page shows, changing
   * nothing).
   */
  boolean canUnsubscribe(String token);

  /**
   * Records UNSUBSCRIBED once per membership, however often it is posted: the membership ends and
   * its address is never emailed again by that owner (D-40). False for a token the service did not
   * sign.
   */
  boolean unsubscribe(String token);
}
