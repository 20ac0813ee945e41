package com.outreach.domain.campaign;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.shared.Uuids;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.function.Predicate;

/**
 * The senders a campaign may use (D-37): ids of the owner's linked accounts (CONNECT, MESSAGE,
 * INMAIL) or mailboxes (EMAIL), in the order first given, each once. None named means all of the
 * owner's senders of that kind, those added later included.
 */
public record Senders(List<UUID> ids) {
  /** Every sender of the owner of the kind the sequence needs: the default. */
  public static final Senders ALL = new Senders(List.of());

  public Senders {
    ids = List.copyOf(new LinkedHashSet<>(ids));
  }

  /**
   * Reads a client's {@code senders}, given as its JSON value in plain Java: null (absent) and an
   * empty list are {@link #ALL}; otherwise a list of strings, each a UUID (any case) of one of the
   * owner's senders of {@code kind}, repeats collapsing. Anything else fails with {@code Invalid
   * senders!}. The directory is asked once, and only when ids are named.
   */
  public static Senders parse(Object json, SenderKind kind, SenderDirectory directory) {
    return parse(json, ids -> directory.ids(kind).containsAll(ids));
  }

  /**
   * Reads the {@code senders} of a campaign with its own {@code steps} (D-50, P-264): as {@link
   * #parse(Object, SenderKind, SenderDirectory)}, each id one of the owner's linked accounts or
   * mailboxes, the two kinds mixed freely (the engine picks among those of the channel a step
   * needs). The directory is asked for the mailboxes only when a named id is not a linked account.
   */
  public static Senders parseEither(Object json, SenderDirectory directory) {
    return parse(
        json,
        ids -> {
          Set<UUID> rest = new LinkedHashSet<>(ids);
          rest.removeAll(directory.ids(SenderKind.LINKED_ACCOUNT));
          return rest.isEmpty() || directory.ids(SenderKind.MAILBOX).containsAll(rest);
        });
  }

  private static Senders parse(Object json, Predicate<Set<UUID>> owned) {
    if (json == null) {
      return ALL;
    }
    if (!(json instanceof List<?> entries)) {
      throw invalid();
    }
    Set<UUID> ids = new LinkedHashSet<>();
    for (Object entry : entries) {
      if (!(entry instanceof String text)) {
        throw invalid();
      }
      ids.add(Uuids.parse(text).orElseThrow(Senders::invalid));
    }
    if (!ids.isEmpty() && !owned.test(ids)) {
      throw invalid();
    }
    return new Senders(List.copyOf(ids));
  }

  /**
   * True when the campaign names no senders and so may use every one of the owner's of its kind.
   */
  public boolean isAll() {
    return ids.isEmpty();
  }

  /** May a membership of this campaign get that sender (D-37)? */
  public boolean allows(UUID senderId) {
    return isAll() || ids.contains(senderId);
  }

  private static DomainException invalid() {
    return new DomainException(ErrorCode.INVALID_SENDERS);
  }
}
