package com.outreach.adapter.out.persistence.embedded;

import io.micronaut.context.ApplicationContextBuilder;
import io.micronaut.context.ApplicationContextConfigurer;
import io.micronaut.context.annotation.ContextConfigurer;
import io.micronaut.context.env.PropertySource;

/**
 * With no datasource configured, points the default datasource at the embedded PostgreSQL server
 * before the context reads its configuration (see {@link DatasourceChoice}). This is why the
 * service, its command line and its tests need nothing installed.
 */
@ContextConfigurer
public final class EmbeddedPostgresConfigurer implements ApplicationContextConfigurer {
  private static final int LOWEST = Integer.MIN_VALUE + 1;

  @Override
  public void configure(ApplicationContextBuilder builder) {
    // A property source of its own, below everything the context reads later, so that any
    // datasource setting given explicitly (a test's properties, say) still wins.
    DatasourceChoice.fromSystem()
        .datasourceProperties()
        .ifPresent(
            properties ->
                builder.propertySources(
                    PropertySource.of("embedded-postgres", properties, LOWEST)));
  }
}
