package com.outreach.adapter.out.linkedin;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.serde.ObjectMapper;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Unipile v1 API on 127.0.0.1 for tests, written from Unipile's documented requests and answers
 * (developer.unipile.com): profile look-ups (and visits, {@code notify=true}), invitations and the
 * sent-invitations list, chats and messages, a member's posts and reactions to them, {@code {title,
 * detail, type, status}} errors. It records every request and can be told to answer the next
 * matching request with an error or to hold it past the client's timeout (after carrying it out, as
 * a slow LinkedIn would).
 */
public final class FakeUnipile implements AutoCloseable {
  public static final String API_KEY = "test-unipile-key";

  /** One request as received; {@code fields} are the JSON body's or multipart form's fields. */
  public record Request(
      String method,
      String path,
      Map<String, String> query,
      String apiKey,
      String contentType,
      Map<String, List<String>> fields) {
    public String field(String name) {
      List<String> values = fields.get(name);
      return values == null || values.isEmpty() ? null : values.get(0);
    }

    /**
     * The Unipile account the request acts for: its {@code account_id} query parameter or field.
     */
    public String account() {
      return query.containsKey("account_id") ? query.get("account_id") : field("account_id");
    }

    public String line() {
      return method + " " + path;
    }
  }

  /** One of a member's posts as the posts list shows it. */
  public record Post(String socialId, Instant publishedAt, boolean repost) {}

  /** A reaction as received: the account, the post's {@code social_id} and the reaction type. */
  public record Reaction(String account, String postId, String type) {}

  private record Script(
      String account, String method, Pattern path, int status, String type, Duration hold) {}

  public final List<Request> received = new CopyOnWriteArrayList<>();
  private final Map<String, Map<String, String>> sentInvitations = new LinkedHashMap<>();
  private final Map<String, List<String>> chats = new LinkedHashMap<>();
  private final Map<String, List<String>> relations = new LinkedHashMap<>();
  private final Map<String, List<Post>> posts = new LinkedHashMap<>();
  public final List<Reaction> reactions = new CopyOnWriteArrayList<>();
  private final Deque<Script> scripts = new ConcurrentLinkedDeque<>();
  private final AtomicInteger ids = new AtomicInteger();
  private final ObjectMapper json = ObjectMapper.getDefault();
  private final HttpServer server;

  public FakeUnipile() throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext("/", this::handle);
    server.setExecutor(Executors.newCachedThreadPool());
    server.start();
  }

  public String baseUrl() {
    return "http://127.0.0.1:" + server.getAddress().getPort();
  }

  /**
   * The {@code provider_id} this fake gives the member named {@code identifier} (slug or member
   * ID).
   */
  public static String providerIdOf(String identifier) {
    return "ACoAAP" + identifier.toLowerCase().replaceAll("[^a-z0-9]", "");
  }

  /**
   * The next {@code method} request whose path matches {@code pathRegex} answers {@code status}
   * with {@code type}.
   */
  public FakeUnipile failNext(String method, String pathRegex, int status, String type) {
    return failNextFor(null, method, pathRegex, status, type);
  }

  /** As {@link #failNext}, only for a request of Unipile account {@code account} (null: any). */
  public FakeUnipile failNextFor(
      String account, String method, String pathRegex, int status, String type) {
    scripts.add(new Script(account, method, Pattern.compile(pathRegex), status, type, null));
    return this;
  }

  /**
   * The next matching request is carried out, then its answer held for {@code hold} (a read
   * timeout).
   */
  public FakeUnipile holdNext(String method, String pathRegex, Duration hold) {
    return holdNextFor(null, method, pathRegex, hold);
  }

  /** As {@link #holdNext}, only for a request of Unipile account {@code account} (null: any). */
  public FakeUnipile holdNextFor(String account, String method, String pathRegex, Duration hold) {
    scripts.add(new Script(account, method, Pattern.compile(pathRegex), 0, null, hold));
    return this;
  }

  /**
   * The member named {@code identifier} is now a relation of {@code account} (newest first in the
   * list).
   */
  public synchronized FakeUnipile relate(String account, String identifier) {
    relations.computeIfAbsent(account, a -> new ArrayList<>()).add(0, identifier);
    return this;
  }

  /**
   * The posts of the member named {@code identifier}, as its posts list answers them (newest
   * first).
   */
  public synchronized FakeUnipile posts(String identifier, Post... published) {
    List<Post> list = new ArrayList<>(List.of(published));
    list.sort((a, b) -> b.publishedAt().compareTo(a.publishedAt()));
    posts.put(providerIdOf(identifier), list);
    return this;
  }

  public synchronized List<Map<String, String>> pendingInvitations() {
    return List.copyOf(sentInvitations.values());
  }

  /** The texts sent into chat {@code chatId}, oldest first. */
  public synchronized List<String> chat(String chatId) {
    return List.copyOf(chats.getOrDefault(chatId, List.of()));
  }

  public List<Request> received(String method, String pathRegex) {
    return received.stream()
        .filter(r -> r.method().equals(method) && r.path().matches(pathRegex))
        .toList();
  }

  private void handle(HttpExchange exchange) throws IOException {
    try (exchange) {
      byte[] body = exchange.getRequestBody().readAllBytes();
      String contentType = exchange.getRequestHeaders().getFirst("Content-Type");
      Request request =
          new Request(
              exchange.getRequestMethod(),
              exchange.getRequestURI().getRawPath(),
              query(exchange.getRequestURI().getRawQuery()),
              exchange.getRequestHeaders().getFirst("X-API-KEY"),
              contentType,
              fields(contentType, body));
      received.add(request);
      if (!API_KEY.equals(request.apiKey())) {
        answer(exchange, error(401, "missing_credentials"));
        return;
      }
      Script script = script(request);
      if (script != null && script.hold() == null) {
        answer(exchange, error(script.status(), script.type()));
        return;
      }
      Answer answer = serve(request);
      if (script != null) {
        sleep(script.hold());
      }
      answer(exchange, answer);
    }
  }

  private Script script(Request request) {
    for (Script script : scripts) {
      if (script.method().equals(request.method())
          && script.path().matcher(request.path()).matches()
          && (script.account() == null || script.account().equals(request.account()))
          && scripts.remove(script)) {
        return script;
      }
    }
    return null;
  }

  private record Answer(int status, Object body) {}

  private static final Pattern USER = Pattern.compile("/api/v1/users/([^/]+)");
  private static final Pattern POSTS = Pattern.compile("/api/v1/users/([^/]+)/posts");
  private static final Pattern SENT_ONE = Pattern.compile("/api/v1/users/invite/sent/([^/]+)");
  private static final Pattern MESSAGES = Pattern.compile("/api/v1/chats/([^/]+)/messages");

  private synchronized Answer serve(Request r) {
    String account =
        r.method().equals("GET") || r.method().equals("DELETE")
            ? r.query().get("account_id")
            : r.field("account_id");
    Matcher m;
    if (r.method().equals("GET") && r.path().equals("/api/v1/users/relations")) {
      List<Map<String, String>> items = new ArrayList<>();
      for (String identifier : relations.getOrDefault(account, List.of())) {
        items.add(
            Map.of(
                "object",
                "UserRelation",
                "member_id",
                providerIdOf(identifier),
                "public_identifier",
                identifier.toLowerCase(),
                "first_name",
                identifier,
                "last_name",
                "Lead"));
      }
      return new Answer(
          200,
          Map.of("object", "UserRelationsList", "items", items, "cursor", JsonNode.nullNode()));
    }
    if (r.method().equals("GET") && r.path().equals("/api/v1/users/invite/sent")) {
      return new Answer(
          200,
          Map.of(
              "object",
              "InvitationList",
              "items",
              new ArrayList<>(sentInvitations.values()),
              "cursor",
              JsonNode.nullNode()));
    }
    if (r.method().equals("POST") && r.path().equals("/api/v1/users/invite")) {
      if (account == null || r.field("provider_id") == null) {
        return error(400, "invalid_parameters");
      }
      String id = String.valueOf(7_400_000_000L + ids.incrementAndGet());
      String providerId = r.field("provider_id");
      Map<String, String> item = new LinkedHashMap<>();
      item.put("object", "InvitationSent");
      item.put("id", id);
      item.put("invited_user_id", providerId);
      item.put(
          "invited_user_public_id",
          providerId.startsWith("ACoAAP") ? providerId.substring(6) : providerId);
      item.put("invitation_text", r.field("message") == null ? "" : r.field("message"));
      sentInvitations.put(id, item);
      return new Answer(201, Map.of("object", "UserInvitationSent", "invitation_id", id));
    }
    if (r.method().equals("DELETE") && (m = SENT_ONE.matcher(r.path())).matches()) {
      return sentInvitations.remove(m.group(1)) == null
          ? error(404, "resource_not_found")
          : new Answer(200, Map.of("object", "UserInvitationCancelled"));
    }
    if (r.method().equals("GET") && (m = POSTS.matcher(r.path())).matches()) {
      if (account == null) {
        return error(400, "invalid_parameters");
      }
      String identifier = URLDecoder.decode(m.group(1), StandardCharsets.UTF_8);
      String member = identifier.startsWith("ACoAAP") ? identifier : providerIdOf(identifier);
      List<Map<String, Object>> items = new ArrayList<>();
      for (Post post : posts.getOrDefault(member, List.of())) {
        Map<String, Object> item = new LinkedHashMap<>();
        item.put("object", "Post");
        item.put("provider", "LINKEDIN");
        item.put("social_id", post.socialId());
        item.put("date", "1d");
        item.put("parsed_datetime", post.publishedAt().toString());
        item.put("is_repost", post.repost());
        item.put("text", "A post");
        items.add(item);
      }
      return new Answer(
          200, Map.of("object", "PostList", "items", items, "cursor", JsonNode.nullNode()));
    }
    if (r.method().equals("POST") && r.path().equals("/api/v1/posts/reaction")) {
      if (account == null || r.field("post_id") == null) {
        return error(400, "invalid_parameters");
      }
      reactions.add(new Reaction(account, r.field("post_id"), r.field("reaction_type")));
      return new Answer(201, Map.of("object", "ReactionAdded"));
    }
    if (r.method().equals("GET") && (m = USER.matcher(r.path())).matches()) {
      if (account == null) {
        return error(400, "invalid_parameters");
      }
      String identifier = URLDecoder.decode(m.group(1), StandardCharsets.UTF_8);
      // A relation of the account is FIRST_DEGREE; anyone else a second-degree member.
      boolean related =
          relations.getOrDefault(account, List.of()).contains(identifier.toLowerCase());
      return new Answer(
          200,
          Map.of(
              "object",
              "UserProfile",
              "provider",
              "LINKEDIN",
              "provider_id",
              providerIdOf(identifier),
              "public_identifier",
              identifier.toLowerCase(),
              "network_distance",
              related ? "FIRST_DEGREE" : "SECOND_DEGREE"));
    }
    if (r.method().equals("POST") && r.path().equals("/api/v1/chats")) {
      if (account == null || r.field("attendees_ids") == null || r.field("text") == null) {
        return error(400, "invalid_parameters");
      }
      String chatId = "chat-" + ids.incrementAndGet();
      chats.computeIfAbsent(chatId, k -> new ArrayList<>()).add(r.field("text"));
      return new Answer(
          201,
          Map.of("object", "ChatStarted", "chat_id", chatId, "message_id", "msg-" + ids.get()));
    }
    if (r.method().equals("POST") && (m = MESSAGES.matcher(r.path())).matches()) {
      List<String> chat = chats.get(m.group(1));
      if (chat == null) {
        return error(404, "resource_not_found");
      }
      chat.add(r.field("text"));
      return new Answer(
          201, Map.of("object", "MessageSent", "message_id", "msg-" + ids.incrementAndGet()));
    }
    return error(404, "resource_not_found");
  }

  private static Answer error(int status, String type) {
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("title", "Error " + status);
    body.put("detail", "Fake Unipile answered " + type);
    if (type != null) {
      body.put("type", "errors/" + type);
    }
    body.put("status", status);
    return new Answer(status, body);
  }

  private void answer(HttpExchange exchange, Answer answer) throws IOException {
    byte[] bytes = json.writeValueAsBytes(answer.body());
    exchange.getResponseHeaders().set("Content-Type", "application/json");
    exchange.sendResponseHeaders(answer.status(), bytes.length);
    exchange.getResponseBody().write(bytes);
  }

  private static Map<String, String> query(String raw) {
    Map<String, String> query = new LinkedHashMap<>();
    if (raw != null) {
      for (String pair : raw.split("&")) {
        int eq = pair.indexOf('=');
        query.put(
            URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8),
            eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
      }
    }
    return query;
  }

  private Map<String, List<String>> fields(String contentType, byte[] body) throws IOException {
    Map<String, List<String>> fields = new LinkedHashMap<>();
    if (contentType == null || body.length == 0) {
      return fields;
    }
    if (contentType.startsWith("application/json")) {
      JsonNode node = json.readValue(body, JsonNode.class);
      for (Map.Entry<String, JsonNode> e : node.entries()) {
        fields.put(e.getKey(), List.of(e.getValue().coerceStringValue()));
      }
    } else if (contentType.startsWith("multipart/form-data")) {
      String boundary = contentType.substring(contentType.indexOf("boundary=") + 9);
      String text = new String(body, StandardCharsets.UTF_8);
      for (String part : text.split("--" + Pattern.quote(boundary))) {
        int headersEnd = part.indexOf("\r\n\r\n");
        Matcher name = Pattern.compile("name=\"([^\"]*)\"").matcher(part);
        if (headersEnd < 0 || !name.find()) {
          continue;
        }
        String value = part.substring(headersEnd + 4);
        value = value.endsWith("\r\n") ? value.substring(0, value.length() - 2) : value;
        fields.computeIfAbsent(name.group(1), k -> new ArrayList<>()).add(value);
      }
    }
    return fields;
  }

  private static void sleep(Duration hold) {
    try {
      Thread.sleep(hold.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
