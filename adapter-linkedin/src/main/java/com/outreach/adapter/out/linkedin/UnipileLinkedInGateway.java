package com.outreach.adapter.out.linkedin;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.outreach.adapter.out.linkedin.UnipileClient.Answer;
import com.outreach.adapter.out.linkedin.UnipileClient.CallFailed;
import com.outreach.adapter.out.linkedin.UnipileClient.Part;
import com.outreach.adapter.out.linkedin.UnipileErrors.Call;
import com.outreach.application.port.out.engine.LinkedInAction;
import com.outreach.application.port.out.engine.LinkedInGateway;
import com.outreach.application.port.out.engine.ProviderOutcome;
import com.outreach.application.port.out.network.LinkedInMembers;
import com.outreach.domain.campaign.program.SkipReason;
import io.micronaut.json.tree.JsonNode;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The LinkedIn network through Unipile's v1 API (D-44, docs/linkedin.md), selected by {@code
 * outreach.network.provider=unipile}. The acting account is the linked account's {@code
 * providerAccountId}; the lead is named by the last part of its canonical link (a vanity slug or a
 * member ID, D-15), which {@code GET /api/v1/users/{identifier}} turns into Unipile's {@code
 * provider_id} (cached per account). Invites go to {@code POST /api/v1/users/invite}; a first
 * message or InMail starts a chat ({@code POST /api/v1/chats}) whose id is the reference the engine
 * keeps, and follow-ups go into that chat; withdrawals find the invitation in the sent list. A
 * visit is the profile read with {@code notify=true}; a like reads the lead's posts ({@link
 * UnipilePosts}) and reacts to the newest own one of the window. Every answer is mapped by {@link
 * UnipileErrors}; nothing is thrown for what Unipile says.
 */
final class UnipileLinkedInGateway implements LinkedInGateway {
  /** LinkedIn's (and Unipile's) longest invitation note, in characters. */
  static final int NOTE_LIMIT = 300;

  /** Pages of 100 read from the sent-invitations list when looking for one lead's invitation. */
  static final int SENT_PAGES = 10;

  private final UnipileClient client;
  private final Cache<String, String> providerIds;
  private final LinkedInMembers members;

  UnipileLinkedInGateway(
      UnipileClient client,
      Duration profileCacheTtl,
      long profileCacheSize,
      LinkedInMembers members) {
    this.client = client;
    this.providerIds =
        Caffeine.newBuilder()
            .expireAfterWrite(profileCacheTtl)
            .maximumSize(profileCacheSize)
            .build();
    this.members = members;
  }

  /**
   * Without a Unipile account id the linked account cannot act (linked before the provider was
   * unipile).
   */
  static final String NO_PROVIDER_ACCOUNT = "no_provider_account_id";

  @Override
  public ProviderOutcome invite(LinkedInAction.Invite invite) {
    if (unlinked(invite)) {
      return new ProviderOutcome.SenderUnavailable(NO_PROVIDER_ACCOUNT);
    }
    String account = invite.sender().providerAccountId();
    Resolved lead = resolve(account, invite.profileLink());
    if (lead.failure() != null) {
      return lead.failure();
    }
    Map<String, String> body = new LinkedHashMap<>();
    body.put("account_id", account);
    body.put("provider_id", lead.providerId());
    invite
        .note()
        .filter(note -> !note.isBlank() && note.codePointCount(0, note.length()) <= NOTE_LIMIT)
        .ifPresent(note -> body.put("message", note));
    try {
      Answer answer = client.postJson("/api/v1/users/invite", body);
      return answer.ok()
          ? new ProviderOutcome.Sent(answer.text("invitation_id"))
          : failed(Call.INVITE, answer);
    } catch (CallFailed e) {
      if (!e.maybeSent()) {
        return new ProviderOutcome.Temporary(e.getMessage());
      }
      // It may have gone out: ask the sent list now rather than leave it UNKNOWN (D-41); never
      // invite again.
      return settle(invite).orElseGet(() -> new ProviderOutcome.Unknown(e.getMessage()));
    }
  }

  @Override
  public ProviderOutcome message(LinkedInAction.Message message) {
    if (unlinked(message)) {
      return new ProviderOutcome.SenderUnavailable(NO_PROVIDER_ACCOUNT);
    }
    return chat(
        Call.MESSAGE,
        message.sender(),
        message.profileLink(),
        message.text(),
        message.threadReference(),
        null);
  }

  @Override
  public ProviderOutcome inmail(LinkedInAction.InMail inmail) {
    if (unlinked(inmail)) {
      return new ProviderOutcome.SenderUnavailable(NO_PROVIDER_ACCOUNT);
    }
    return chat(
        Call.INMAIL,
        inmail.sender(),
        inmail.profileLink(),
        inmail.text(),
        inmail.threadReference(),
        inmail.subject());
  }

  @Override
  public ProviderOutcome withdraw(LinkedInAction.Withdraw withdraw) {
    if (unlinked(withdraw)) {
      return new ProviderOutcome.SenderUnavailable(NO_PROVIDER_ACCOUNT);
    }
    String account = withdraw.sender().providerAccountId();
    String invitationId = withdraw.invitationReference().orElse(null);
    if (invitationId == null) {
      Resolved lead = resolve(account, withdraw.profileLink());
      if (lead.failure() != null) {
        return lead.failure();
      }
      Found found = findSentInvitation(account, withdraw.profileLink(), lead.providerId());
      if (found.failure() != null) {
        return found.failure();
      }
      if (found.invitationId() == null) {
        return new ProviderOutcome.Sent(
            null); // nothing pending any more (accepted or withdrawn): nothing to do
      }
      invitationId = found.invitationId();
    }
    try {
      Answer answer =
          client.delete(
              "/api/v1/users/invite/sent/"
                  + UnipileClient.encode(invitationId)
                  + "?account_id="
                  + UnipileClient.encode(account));
      return answer.ok() ? new ProviderOutcome.Sent(invitationId) : failed(Call.WITHDRAW, answer);
    } catch (CallFailed e) {
      return e.maybeSent()
          ? new ProviderOutcome.Unknown(e.getMessage())
          : new ProviderOutcome.Temporary(e.getMessage());
    }
  }

  /**
   * The profile read that tells the lead of the view (Unipile's {@code notify}), never answered
   * from the cache: the read is the visit.
   */
  @Override
  public ProviderOutcome visit(LinkedInAction.Visit visit) {
    if (unlinked(visit)) {
      return new ProviderOutcome.SenderUnavailable(NO_PROVIDER_ACCOUNT);
    }
    String account = visit.sender().providerAccountId();
    try {
      Answer answer = client.get(profilePath(account, visit.profileLink()) + "&notify=true");
      if (!answer.ok()) {
        return failed(Call.VISIT, answer);
      }
      remember(account, visit.profileLink(), answer.text("provider_id"));
      return new ProviderOutcome.Sent(null);
    } catch (CallFailed e) {
      return e.maybeSent()
          ? new ProviderOutcome.Unknown(e.getMessage())
          : new ProviderOutcome.Temporary(e.getMessage());
    }
  }

  /**
   * The lead's profile as the sender's account sees it ({@code GET /api/v1/users/{identifier}}):
   * {@code network_distance} {@code FIRST_DEGREE} is a connection, any other distance not; an
   * answer without one, a refusal or a failed call tells nothing. The read is not a visit (no
   * {@code notify}), and its {@code provider_id} is kept as every look-up's.
   */
  @Override
  public Optional<Boolean> isConnection(LinkedInAction.Sender sender, String profileLink) {
    String account = sender.providerAccountId();
    if (account == null || account.isBlank()) {
      return Optional.empty();
    }
    try {
      Answer answer = client.get(profilePath(account, profileLink));
      if (!answer.ok()) {
        return Optional.empty();
      }
      remember(account, profileLink, answer.text("provider_id"));
      String distance = answer.text("network_distance");
      return distance == null || distance.isBlank()
          ? Optional.empty()
          : Optional.of(FIRST_DEGREE.equals(distance));
    } catch (CallFailed e) {
      return Optional.empty();
    }
  }

  /** Unipile's {@code network_distance} of a first-degree connection. */
  static final String FIRST_DEGREE = "FIRST_DEGREE";

  /**
   * Reads the lead's newest posts and reacts {@code like} to the newest of their own (not a repost)
   * published since the action's window began, by its {@code social_id} as Unipile asks for
   * reactions. None: {@code Refused(NO_RECENT_POST)}, and nothing is liked.
   */
  @Override
  public ProviderOutcome likePost(LinkedInAction.LikePost like) {
    if (unlinked(like)) {
      return new ProviderOutcome.SenderUnavailable(NO_PROVIDER_ACCOUNT);
    }
    String account = like.sender().providerAccountId();
    Resolved lead = resolve(account, like.profileLink());
    if (lead.failure() != null) {
      return lead.failure();
    }
    Answer posts;
    try {
      posts =
          client.get(
              "/api/v1/users/"
                  + UnipileClient.encode(lead.providerId())
                  + "/posts?account_id="
                  + UnipileClient.encode(account)
                  + "&limit="
                  + UnipilePosts.READ);
    } catch (CallFailed e) {
      return new ProviderOutcome.Temporary(e.getMessage()); // a read sends nothing to the lead
    }
    if (!posts.ok()) {
      return failed(Call.LIKE_POST, posts);
    }
    Optional<String> post = UnipilePosts.newestOwnSince(posts.body(), like.postedSince());
    if (post.isEmpty()) {
      return new ProviderOutcome.Refused(SkipReason.NO_RECENT_POST);
    }
    Map<String, String> body = new LinkedHashMap<>();
    body.put("account_id", account);
    body.put("post_id", post.get());
    body.put("reaction_type", "like");
    try {
      Answer answer = client.postJson("/api/v1/posts/reaction", body);
      return answer.ok() ? new ProviderOutcome.Sent(post.get()) : failed(Call.LIKE_POST, answer);
    } catch (CallFailed e) {
      return e.maybeSent()
          ? new ProviderOutcome.Unknown(e.getMessage())
          : new ProviderOutcome.Temporary(e.getMessage());
    }
  }

  /**
   * An invite is settled from the sent-invitations list: found there, it was sent. Messages and
   * InMails (and an invite not found, which may have been accepted meanwhile) cannot be told:
   * empty.
   */
  @Override
  public Optional<ProviderOutcome> settle(LinkedInAction action) {
    if (!(action instanceof LinkedInAction.Invite invite) || unlinked(action)) {
      return Optional.empty();
    }
    String account = invite.sender().providerAccountId();
    String providerId =
        providerIds.getIfPresent(cacheKey(account, identifier(invite.profileLink())));
    Found found = findSentInvitation(account, invite.profileLink(), providerId);
    return found.invitationId() == null
        ? Optional.empty()
        : Optional.of(new ProviderOutcome.Sent(found.invitationId()));
  }

  private ProviderOutcome chat(
      Call call,
      LinkedInAction.Sender sender,
      String profileLink,
      String text,
      Optional<String> thread,
      String subject) {
    String account = sender.providerAccountId();
    try {
      if (thread.isPresent()) {
        String chatId = thread.get();
        Answer answer =
            client.postMultipart(
                "/api/v1/chats/" + UnipileClient.encode(chatId) + "/messages",
                List.of(new Part("text", text)));
        return answer.ok() ? new ProviderOutcome.Sent(chatId) : failed(call, answer);
      }
      Resolved lead = resolve(account, profileLink);
      if (lead.failure() != null) {
        return lead.failure();
      }
      List<Part> parts =
          new ArrayList<>(
              List.of(
                  new Part("account_id", account),
                  new Part("attendees_ids", lead.providerId()),
                  new Part("text", text)));
      if (call == Call.INMAIL) {
        parts.add(new Part("linkedin[inmail]", "true"));
        if (subject != null && !subject.isBlank()) {
          parts.add(new Part("subject", subject));
        }
      }
      Answer answer = client.postMultipart("/api/v1/chats", parts);
      return answer.ok() ? new ProviderOutcome.Sent(answer.text("chat_id")) : failed(call, answer);
    } catch (CallFailed e) {
      return e.maybeSent()
          ? new ProviderOutcome.Unknown(e.getMessage())
          : new ProviderOutcome.Temporary(e.getMessage());
    }
  }

  private record Resolved(String providerId, ProviderOutcome failure) {}

  /**
   * The lead's Unipile {@code provider_id}, from the cache or {@code GET
   * /api/v1/users/{identifier}}.
   */
  private Resolved resolve(String account, String profileLink) {
    String cached = providerIds.getIfPresent(cacheKey(account, identifier(profileLink)));
    if (cached != null) {
      return new Resolved(cached, null);
    }
    try {
      Answer answer = client.get(profilePath(account, profileLink));
      if (!answer.ok()) {
        return new Resolved(null, failed(Call.LOOKUP, answer));
      }
      String providerId = answer.text("provider_id");
      if (providerId == null || providerId.isBlank()) {
        return new Resolved(null, new ProviderOutcome.Refused("resource_not_found"));
      }
      remember(account, profileLink, providerId);
      return new Resolved(providerId, null);
    } catch (CallFailed e) {
      return new Resolved(
          null,
          new ProviderOutcome.Temporary(e.getMessage())); // a look-up sends nothing to the lead
    }
  }

  private static String profilePath(String account, String profileLink) {
    return "/api/v1/users/"
        + UnipileClient.encode(identifier(profileLink))
        + "?account_id="
        + UnipileClient.encode(account);
  }

  /** Caches a profile read's {@code provider_id}, which Unipile's signals name the member by. */
  private void remember(String account, String profileLink, String providerId) {
    if (providerId == null || providerId.isBlank()) {
      return;
    }
    providerIds.put(cacheKey(account, identifier(profileLink)), providerId);
    members.remember(profileLink, providerId);
  }

  private record Found(String invitationId, ProviderOutcome failure) {}

  /**
   * The lead's pending invitation in {@code GET /api/v1/users/invite/sent}, by public id or member
   * id.
   */
  private Found findSentInvitation(String account, String profileLink, String providerId) {
    String identifier = identifier(profileLink);
    String cursor = null;
    for (int page = 0; page < SENT_PAGES; page++) {
      Answer answer;
      try {
        answer =
            client.get(
                "/api/v1/users/invite/sent?account_id="
                    + UnipileClient.encode(account)
                    + "&limit=100"
                    + (cursor == null ? "" : "&cursor=" + UnipileClient.encode(cursor)));
      } catch (CallFailed e) {
        return new Found(null, new ProviderOutcome.Temporary(e.getMessage()));
      }
      if (!answer.ok()) {
        return new Found(null, failed(Call.WITHDRAW, answer));
      }
      JsonNode items = answer.body().get("items");
      if (items != null && items.isArray()) {
        for (JsonNode item : items.values()) {
          if (matches(item, identifier, providerId)) {
            String id = string(item, "id");
            if (id != null) {
              return new Found(id, null);
            }
          }
        }
      }
      cursor = answer.text("cursor");
      if (cursor == null || cursor.isBlank()) {
        break;
      }
    }
    return new Found(null, null);
  }

  private static boolean matches(JsonNode item, String identifier, String providerId) {
    String publicId = string(item, "invited_user_public_id");
    String memberId = string(item, "invited_user_id");
    return (publicId != null && publicId.equalsIgnoreCase(identifier))
        || (memberId != null && (memberId.equals(identifier) || memberId.equals(providerId)));
  }

  private static String string(JsonNode node, String field) {
    JsonNode value = node.get(field);
    return value != null && value.isString() ? value.getStringValue() : null;
  }

  private static boolean unlinked(LinkedInAction action) {
    String account = action.sender().providerAccountId();
    return account == null || account.isBlank();
  }

  private static ProviderOutcome failed(Call call, Answer answer) {
    return UnipileErrors.outcome(call, answer.status(), answer.text("type"));
  }

  /** The last part of a canonical link {@code https://www.linkedin.com/in/<slug-or-ID>} (D-15). */
  static String identifier(String profileLink) {
    String link = profileLink.strip();
    while (link.endsWith("/")) {
      link = link.substring(0, link.length() - 1);
    }
    int at = link.lastIndexOf("/in/");
    String last = at >= 0 ? link.substring(at + 4) : link.substring(link.lastIndexOf('/') + 1);
    try {
      return URLDecoder.decode(last.replace("+", "%2B"), StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      return last;
    }
  }

  private static String cacheKey(String account, String identifier) {
    return account + "\n" + identifier;
  }
}
