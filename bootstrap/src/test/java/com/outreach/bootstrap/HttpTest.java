package com.outreach.bootstrap;

import com.outreach.application.port.in.user.CreateUserUseCase;
import io.micronaut.json.JsonMapper;
import io.micronaut.runtime.server.EmbeddedServer;
import jakarta.inject.Inject;
import org.junit.jupiter.api.BeforeEach;

/**
 * Base of the HTTP acceptance tests: the whole service on a random port over real PostgreSQL (the
 * embedded server by default, or the one DATASOURCES_DEFAULT_URL names), called as a client would.
 */
abstract class HttpTest {
  @Inject EmbeddedServer server;
  @Inject JsonMapper json;
  @Inject CreateUserUseCase createUser;

  Api api;
  Accounts accounts;

  @BeforeEach
  void connect() {
    api = new Api(server, json);
    accounts = new Accounts(createUser, api);
  }
}
