package com.outreach.adapter.out.persistence.embedded;

import io.micronaut.context.ApplicationContextBuilder;
import io.micronaut.context.ApplicationContextConfigurer;
import io.micronaut.context.annotation.ContextConfigurer;

/**
 * With no datasource configured, points the default datasource at the embedded PostgreSQL server
 * before the context reads its configuration (see {@link DatasourceChoice}). This is why the
 * service, its command line and its tests need nothing installed.
 */
@ContextConfigurer
public final class EmbeddedPostgresConfigurer implements ApplicationContextConfigurer {
  @Override
  public void configure(ApplicationContextBuilder builder) {
    DatasourceChoice.fromSystem().datasourceProperties().ifPresent(builder::properties);
  }
}
