package com.outreach.application.fake;

import com.outreach.application.port.out.engine.LinkedInAction;
import com.outreach.application.port.out.engine.LinkedInGateway;
import com.outreach.application.port.out.engine.ProviderOutcome;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.Consumer;

/**
 * A LinkedIn provider for port-level tests: records every call and answers with the scripted
 * outcomes in order, then {@code Sent}. {@code during} runs inside each call, to let a test commit
 * something (a stop) while an action is with the provider.
 */
public final class ScriptedLinkedInGateway implements LinkedInGateway {
  public final List<LinkedInAction> calls = new ArrayList<>();
  private final Deque<ProviderOutcome> script = new ArrayDeque<>();
  private Consumer<LinkedInAction> during = action -> {};
  private java.util.Optional<ProviderOutcome> settled = java.util.Optional.empty();
  public final List<LinkedInAction> settleCalls = new ArrayList<>();

  public ScriptedLinkedInGateway answer(ProviderOutcome... outcomes) {
    script.addAll(List.of(outcomes));
    return this;
  }

  /** What {@link #settle} answers from now on (empty: the provider cannot tell). */
  public void settles(ProviderOutcome outcome) {
    this.settled = java.util.Optional.ofNullable(outcome);
  }

  @Override
  public java.util.Optional<ProviderOutcome> settle(LinkedInAction action) {
    settleCalls.add(action);
    return settled;
  }

  public void during(Consumer<LinkedInAction> hook) {
    this.during = hook;
  }

  public <T extends LinkedInAction> List<T> calls(Class<T> type) {
    return calls.stream().filter(type::isInstance).map(type::cast).toList();
  }

  private ProviderOutcome handle(LinkedInAction action) {
    calls.add(action);
    during.accept(action);
    ProviderOutcome next = script.poll();
    return next != null ? next : new ProviderOutcome.Sent("ref-" + calls.size());
  }

  /** The profile links asked about, in order (D-50's connection guards). */
  public final List<String> connectionChecks = new ArrayList<>();

  private final Deque<java.util.Optional<Boolean>> connectionAnswers = new ArrayDeque<>();

  /** What the next connection checks answer, in order; then {@code true}. */
  public ScriptedLinkedInGateway connections(List<java.util.Optional<Boolean>> answers) {
    connectionAnswers.addAll(answers);
    return this;
  }

  @Override
  public java.util.Optional<Boolean> isConnection(LinkedInAction.Sender sender, String link) {
    connectionChecks.add(link);
    java.util.Optional<Boolean> next = connectionAnswers.poll();
    return next != null ? next : java.util.Optional.of(true);
  }

  @Override
  public ProviderOutcome invite(LinkedInAction.Invite invite) {
    return handle(invite);
  }

  @Override
  public ProviderOutcome message(LinkedInAction.Message message) {
    return handle(message);
  }

  @Override
  public ProviderOutcome inmail(LinkedInAction.InMail inmail) {
    return handle(inmail);
  }

  @Override
  public ProviderOutcome withdraw(LinkedInAction.Withdraw withdraw) {
    return handle(withdraw);
  }

  @Override
  public ProviderOutcome visit(LinkedInAction.Visit visit) {
    return handle(visit);
  }

  @Override
  public ProviderOutcome likePost(LinkedInAction.LikePost like) {
    return handle(like);
  }
}
