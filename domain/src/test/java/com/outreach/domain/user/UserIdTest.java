package com.outreach.domain.user;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.UUID;
import org.junit.jupiter.api.Test;

/** D-1: random UUIDs; anything that is not a canonical UUID is no user's id. */
class UserIdTest {
  @Test
  void random_isARandomVersion4Uuid_neverTheSameTwice() {
    UserId id = UserId.random();

    assertThat(id.value().version()).isEqualTo(4);
    assertThat(id).isNotEqualTo(UserId.random());
  }

  @Test
  void parse_readsTheCanonicalForm_andToStringWritesIt() {
    UUID uuid = UUID.fromString("3f2c8a1e-5b6d-4c7e-8f90-a1b2c3d4e5f6");

    assertThat(UserId.parse("3F2C8A1E-5B6D-4C7E-8F90-A1B2C3D4E5F6")).contains(new UserId(uuid));
    assertThat(new UserId(uuid).toString()).isEqualTo("3f2c8a1e-5b6d-4c7e-8f90-a1b2c3d4e5f6");
  }

  @Test
  void parse_ofSomethingElse_isEmpty() {
    assertThat(UserId.parse("1-1-1-1-1")).isEmpty();
    assertThat(UserId.parse(null)).isEmpty();
  }

  @Test
  void aNullValue_isRefused() {
    assertThatThrownBy(() -> new UserId(null)).isInstanceOf(IllegalArgumentException.class);
  }
}
