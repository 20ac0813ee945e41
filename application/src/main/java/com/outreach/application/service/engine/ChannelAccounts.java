package com.outreach.application.service.engine;

import com.outreach.application.port.out.engine.Channel;
import com.outreach.application.port.out.engine.EngineWork;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.engine.EngineAction;
import java.util.UUID;

/**
 * A membership's account of each channel (D-37, D-50). A fixed sequence has one channel and one
 * sender, the row's {@code sender_id}. A client's program may mix LinkedIn and email steps: the
 * membership keeps one linked account and one mailbox for life, each chosen at its first step of
 * that channel; the ledger, which is never rewritten, is where each is kept: a channel's account is
 * the sender of the membership's first action on that channel (manual messages count, D-48).
 */
final class ChannelAccounts {
  private ChannelAccounts() {}

  /** The channel an action of {@code type} goes out on, for this membership. */
  static Channel channelOf(EngineWork work, ActionType type) {
    if (!MembershipPrograms.isClients(work)) {
      return Channel.of(work.campaign().content().sequence());
    }
    return type == ActionType.EMAIL ? Channel.EMAIL : Channel.LINKEDIN;
  }

  /**
   * What the membership row names as its sender once {@code action} was carried out: a fixed
   * sequence's one sender; for a client's program its linked account once it has one, since the
   * provider's LinkedIn signals (an acceptance, a reply) find their membership by it, else the
   * action's (its mailbox).
   */
  static UUID rowSender(EngineWork work, EngineAction action) {
    if (!MembershipPrograms.isClients(work)) {
      return action.senderId();
    }
    UUID linked = accountOf(work, Channel.LINKEDIN);
    return linked != null ? linked : action.senderId();
  }

  /** The membership's account on {@code channel}; null until its first action there. */
  static UUID accountOf(EngineWork work, Channel channel) {
    if (!MembershipPrograms.isClients(work)) {
      return work.senderId();
    }
    for (EngineAction action : work.ledger()) {
      if (action.senderId() != null && channelOf(work, action.type()) == channel) {
        return action.senderId();
      }
    }
    return null;
  }
}
