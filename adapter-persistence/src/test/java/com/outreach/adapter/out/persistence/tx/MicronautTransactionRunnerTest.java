package com.outreach.adapter.out.persistence.tx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.Sql;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.Plan;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.User;
import io.micronaut.data.exceptions.DataAccessException;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * A database error inside a use case's transaction reaches the use case as an unchecked exception,
 * whatever the adapter's JDBC code threw, and nothing of the transaction is kept.
 */
@PersistenceTest
class MicronautTransactionRunnerTest {
  @Inject TransactionRunner runner;
  @Inject TransactionOperations<Connection> jdbc;
  @Inject UserRepository users;
  @Inject DataSource dataSource;

  @Test
  void anSqlErrorOfAnAdaptersJdbcCode_isUnchecked_andRollsTheTransactionBack() {
    String email = "runner-" + UUID.randomUUID() + "@test.example";

    assertThatThrownBy(
            () ->
                runner.inTransaction(
                    () -> {
                      users.add(
                          User.open(
                              EmailAddress.parse(email),
                              "Owner",
                              Role.MEMBER,
                              null,
                              Plan.of("CUSTOMER"),
                              ApiKey.generate(),
                              Instant.now()));
                      // As the JDBC adapters do: raw JDBC inside Micronaut's callback, whose
                      // SQLException is not declared.
                      return jdbc.executeWrite(
                          tx -> {
                            try (PreparedStatement s =
                                tx.getConnection().prepareStatement("SELECT 1 / 0")) {
                              return s.execute();
                            }
                          });
                    }))
        .isInstanceOf(DataAccessException.class)
        .hasRootCauseInstanceOf(SQLException.class)
        .hasMessageContaining("division by zero");

    assertThat(new Sql(dataSource).value("SELECT count(*) FROM users WHERE email = ?", email))
        .isEqualTo(0L);
  }
}
