package com.outreach.adapter.in.http.slice;

import com.outreach.application.fake.InMemoryTagRepository;
import com.outreach.application.fake.InMemoryUserRepository;
import com.outreach.application.fake.MutableClock;
import com.outreach.application.fake.RecordingUsageRecorder;
import com.outreach.application.service.auth.AuthenticateService;
import com.outreach.application.service.tag.TagService;
import io.micronaut.context.annotation.Factory;
import jakarta.inject.Singleton;

/**
 * The application behind the controllers of a slice test: the real services over the in-memory
 * fakes of {@code application}'s test jar, so the HTTP adapter is tested alone, without a database.
 */
@Factory
final class SliceFakes {
  static final MutableClock CLOCK = MutableClock.at("2026-11-29T10:00:00Z");

  @Singleton
  InMemoryUserRepository users() {
    return new InMemoryUserRepository();
  }

  @Singleton
  AuthenticateService authenticate(InMemoryUserRepository users) {
    return new AuthenticateService(users, new RecordingUsageRecorder(), CLOCK);
  }

  @Singleton
  InMemoryTagRepository tagRepository() {
    return new InMemoryTagRepository();
  }

  @Singleton
  TagService tags(InMemoryTagRepository tags) {
    return new TagService(tags, CLOCK);
  }
}
