package com.outreach.application.fake;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.application.fixture.UserFixtures;
import com.outreach.application.port.out.UserRepository;
import com.outreach.application.port.out.UserRepositoryContract;
import com.outreach.domain.user.User;
import org.junit.jupiter.api.Test;

class InMemoryUserRepositoryTest extends UserRepositoryContract {
  @Override
  protected UserRepository newRepository() {
    return new InMemoryUserRepository();
  }

  @Test
  void update_ofAUserNeverAdded_isAProgrammingError() {
    InMemoryUserRepository users = new InMemoryUserRepository();

    assertThatThrownBy(() -> users.update(UserFixtures.aMember().build()))
        .isInstanceOf(IllegalStateException.class);
  }

  @Test
  void add_ofTheSameUserTwice_isAProgrammingError() {
    InMemoryUserRepository users = new InMemoryUserRepository();
    User user = users.save(UserFixtures.aMember().build());
    user.pause();

    assertThatThrownBy(() -> users.add(user)).isInstanceOf(IllegalStateException.class);
  }
}
