package com.outreach.bootstrap.support;

import com.outreach.application.port.in.user.CreateUserUseCase;
import io.micronaut.json.JsonMapper;
import io.micronaut.runtime.server.EmbeddedServer;
import jakarta.inject.Inject;
import org.junit.jupiter.api.BeforeEach;

/**
 * Base of the HTTP acceptance tests: the whole service on a random port over real PostgreSQL (the
 * embedded server by default, or the one DATASOURCES_DEFAULT_URL names), called as a client would.
 */
public abstract class HttpTest {
  @Inject protected EmbeddedServer server;
  @Inject protected JsonMapper json;
  @Inject protected CreateUserUseCase createUser;

  protected Api api;
  protected Accounts accounts;

  @BeforeEach
  public void connect() {
    api = new Api(server, json);
    accounts = new Accounts(createUser, api);
  }
}
