package com.outreach.adapter.in.http.slice;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryTagRepository;
import com.outreach.application.fake.InMemoryUserRepository;
import com.outreach.application.fixture.UserFixtures;
import com.outreach.domain.user.User;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.client.HttpClient;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * D-30 answers the HTTP adapter gives on its own, before any use case runs: an unknown route, a
 * body that is not JSON, a body of another media type, a token nobody holds.
 */
@MicronautTest
class ErrorAnswersSliceTest {
  @Inject
  @Client("/")
  HttpClient http;

  @Inject InMemoryUserRepository users;
  @Inject InMemoryTagRepository tags;

  @Test
  void anUnknownRoute_isNotFound_withOrWithoutAToken() {
    assertThat(send(HttpRequest.GET("/no-such-route")))
        .isEqualTo("404 {\"success\":false,\"message\":\"Not found!\"}");
    assertThat(send(HttpRequest.GET("/no-such-route").header("token", "anything")))
        .isEqualTo("404 {\"success\":false,\"message\":\"Not found!\"}");
  }

  @Test
  void aBodyThatIsNotJson_isRefused_andStoresNothing() {
    User member = member();

    String answer =
        send(
            HttpRequest.POST("/tags", "{\"name\":")
                .contentType(MediaType.APPLICATION_JSON_TYPE)
                .header("token", member.apiKey().value()));

    assertThat(answer).isEqualTo("400 {\"success\":false,\"message\":\"Invalid JSON body!\"}");
    assertThat(tags.listByOwner(member.id())).isEmpty();
  }

  @Test
  void aTokenNobodyHolds_isInvalid() {
    assertThat(send(HttpRequest.GET("/tags").header("token", "nobody-" + UUID.randomUUID())))
        .isEqualTo("401 {\"success\":false,\"message\":\"Invalid Token!\"}");
  }

  private User member() {
    User member = UserFixtures.aMember().withApiKey("slice-" + UUID.randomUUID()).build();
    users.save(member);
    return member;
  }

  /** The answer as {@code "<status> <body>"}. */
  private String send(HttpRequest<?> request) {
    try {
      HttpResponse<String> ok = http.toBlocking().exchange(request, String.class);
      return ok.code() + " " + ok.body();
    } catch (HttpClientResponseException e) {
      return e.getStatus().getCode() + " " + e.getResponse().getBody(String.class).orElse("");
    }
  }
}
