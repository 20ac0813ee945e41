package com.outreach.adapter.out.persistence.secret;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.out.engine.TrackingTokens;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

class AesTrackingTokensTest {
  private final AesTrackingTokens tokens = new AesTrackingTokens(key());

  @Test
  void unsubscribeToken_readsBackItsMembership_andShowsNoId() {
    UUID membership = UUID.randomUUID();

    String token = tokens.unsubscribe(membership);

    assertThat(token).matches("[A-Za-z0-9_-]{60}");
    assertThat(tokens.readUnsubscribe(token)).contains(membership);
    String hex = membership.toString().replace("-", "");
    assertThat(token).doesNotContain(hex).doesNotContain(membership.toString());
    assertThat(
            new String(
                Base64.getUrlDecoder().decode(token), java.nio.charset.StandardCharsets.ISO_8859_1))
        .doesNotContain(hex);
    assertThat(tokens.unsubscribe(membership)).as("a fresh nonce each time").isNotEqualTo(token);
  }

  @Test
  void forgedAlteredOrForeignTokens_readAsNothing() {
    String token = tokens.unsubscribe(UUID.randomUUID());
    char last = token.charAt(30);
    String altered = token.substring(0, 30) + (last == 'A' ? 'B' : 'A') + token.substring(31);

    assertThat(tokens.readUnsubscribe(altered)).isEmpty();
    assertThat(new AesTrackingTokens(key()).readUnsubscribe(token)).as("another key").isEmpty();
    assertThat(tokens.readUnsubscribe(token + "A")).isEmpty();
    assertThat(tokens.readUnsubscribe("!".repeat(60))).isEmpty();
    assertThat(tokens.readUnsubscribe("")).isEmpty();
    assertThat(tokens.readUnsubscribe(null)).isEmpty();
  }

  @Test
  void threadsReadingTokensSideBySide_withForgedOnesBetween_eachReadTheirOwnEmail()
      throws Exception {
    // A cipher is kept per reading thread: a failed read must not spoil the next, nor one thread
    // another's.
    List<UUID> actions = Stream.generate(UUID::randomUUID).limit(200).toList();
    List<String> opens = actions.stream().map(tokens::open).toList();
    String forged = opens.get(0).substring(0, 59) + (opens.get(0).charAt(59) == 'A' ? 'B' : 'A');
    ExecutorService threads = Executors.newFixedThreadPool(4);
    try {
      List<Future<List<Optional<UUID>>>> reads = new ArrayList<>();
      for (int t = 0; t < 4; t++) {
        reads.add(
            threads.submit(
                () -> {
                  List<Optional<UUID>> read = new ArrayList<>();
                  for (String open : opens) {
                    assertThat(tokens.readOpen(forged)).isEmpty();
                    read.add(tokens.readOpen(open));
                  }
                  return read;
                }));
      }
      for (Future<List<Optional<UUID>>> read : reads) {
        assertThat(read.get(30, TimeUnit.SECONDS))
            .containsExactlyElementsOf(actions.stream().map(Optional::of).toList());
      }
    } finally {
      threads.shutdownNow();
    }
  }

  private static SecretKeySpec key() {
    byte[] bytes = new byte[32];
    new SecureRandom().nextBytes(bytes);
    return new SecretKeySpec(bytes, "AES");
  }

  @Test
  void openAndClickTokens_nameTheirEmailAndLink_andNothingElse() {
    UUID action = UUID.randomUUID();
    String open = tokens.open(action);
    String click = tokens.click(action, "https://acme.example/demo?x=1&y=2");

    assertThat(open).hasSize(60).doesNotContain(action.toString());
    assertThat(tokens.readOpen(open)).contains(action);
    assertThat(tokens.readClick(click))
        .contains(new TrackingTokens.Click(action, "https://acme.example/demo?x=1&y=2"));
    assertThat(click).doesNotContain("acme");
    // A token of one kind is no token of another; an altered one is nothing.
    assertThat(tokens.readUnsubscribe(open)).isEmpty();
    assertThat(tokens.readClick(open)).isEmpty();
    assertThat(tokens.readOpen(click)).isEmpty();
    char last = click.charAt(click.length() - 1);
    assertThat(tokens.readClick(click.substring(0, click.length() - 1) + (last == 'A' ? 'B' : 'A')))
        .isEmpty();
    assertThat(tokens.readClick("x".repeat(70))).isEmpty();
    assertThat(new AesTrackingTokens(key()).readClick(click)).as("another key").isEmpty();
  }
}
