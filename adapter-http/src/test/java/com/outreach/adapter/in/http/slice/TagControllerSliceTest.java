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
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Spec 4.12 and 4.13 through the HTTP adapter alone: {@code TagController}, the token filter and
 * the error mapping on a real Netty server, the tag service over in-memory fakes ({@link
 * SliceFakes}): exact answers, stored state and what a refusal leaves unchanged, in milliseconds
 * and without a database.
 */
@MicronautTest
class TagControllerSliceTest {
  @Inject
  @Client("/")
  HttpClient http;

  @Inject InMemoryUserRepository users;
  @Inject InMemoryTagRepository tags;

  private User member;
  private String token;

  @BeforeEach
  void aMember() {
    token = "slice-token-" + UUID.randomUUID();
    member = UserFixtures.aMember().withApiKey(token).build();
    users.save(member);
  }

  @Test
  void aNewTag_isCreated_andListedForItsOwnerOnly() {
    HttpResponse<String> created = send(post("/tags", "{\"name\":\"Hot\",\"color\":\"#ff0000\"}"));

    String id = tags.listByOwner(member.id()).get(0).id().toString();
    assertThat(created.code()).isEqualTo(201);
    assertThat(created.body())
        .isEqualTo("{\"success\":true,\"message\":\"Tag added\",\"_id\":\"" + id + "\"}");
    long at = SliceFakes.CLOCK.millis();
    assertThat(send(HttpRequest.GET("/tags").header("token", token)).body())
        .isEqualTo(
            "{\"success\":true,\"message\":\"Tags found\",\"data\":[{\"_id\":\""
                + id
                + "\",\"content\":\"Hot\",\"color\":\"#ff0000\",\"createdAt\":"
                + at
                + ",\"updatedAt\":"
                + at
                + "}]}");
    User other = UserFixtures.aMember().build();
    users.save(other);
    assertThat(tags.listByOwner(other.id())).isEmpty();
  }

  @Test
  void aBadColour_isRefusedWithItsMessage_andStoresNothing() {
    HttpResponse<String> refused = send(post("/tags", "{\"name\":\"Hot\",\"color\":\"red\"}"));

    assertThat(refused.code()).isEqualTo(400);
    assertThat(refused.body()).isEqualTo("{\"success\":false,\"message\":\"Invalid color!\"}");
    assertThat(tags.listByOwner(member.id())).isEmpty();
  }

  @Test
  void aSecondTagOfTheSameName_inAnyCase_isAConflict() {
    send(post("/tags", "{\"name\":\"Hot\",\"color\":\"#f00\"}"));

    HttpResponse<String> again = send(post("/tags", "{\"name\":\"HOT\",\"color\":\"#0f0\"}"));

    assertThat(again.code()).isEqualTo(409);
    assertThat(again.body()).isEqualTo("{\"success\":false,\"message\":\"Tag already exists!\"}");
    assertThat(tags.listByOwner(member.id())).hasSize(1);
  }

  @Test
  void withoutAToken_theRouteIsNotReached() {
    HttpResponse<String> refused =
        send(
            HttpRequest.POST("/tags", "{\"name\":\"Hot\",\"color\":\"#f00\"}")
                .contentType(MediaType.APPLICATION_JSON_TYPE));

    assertThat(refused.code()).isEqualTo(401);
    assertThat(refused.body()).isEqualTo("{\"success\":false,\"message\":\"Token is required!\"}");
    assertThat(tags.listByOwner(member.id())).isEmpty();
  }

  private HttpRequest<String> post(String path, String json) {
    return HttpRequest.POST(path, json)
        .contentType(MediaType.APPLICATION_JSON_TYPE)
        .header("token", token);
  }

  private HttpResponse<String> send(HttpRequest<?> request) {
    try {
      return http.toBlocking().exchange(request, String.class);
    } catch (HttpClientResponseException e) {
      return HttpResponse.status(e.getStatus())
          .body(e.getResponse().getBody(String.class).orElse(""));
    }
  }
}
