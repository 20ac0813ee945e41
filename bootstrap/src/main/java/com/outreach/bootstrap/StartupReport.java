package com.outreach.bootstrap;

import com.outreach.adapter.out.persistence.embedded.EmbeddedPostgresServer;
import io.micronaut.context.event.BeanCreatedEvent;
import io.micronaut.context.event.BeanCreatedEventListener;
import io.micronaut.flyway.event.MigrationFinishedEvent;
import io.micronaut.runtime.event.annotation.EventListener;
import io.micronaut.runtime.server.event.ServerStartupEvent;
import jakarta.inject.Singleton;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Logs at INFO where a start went: the embedded database, the pool and its migrations, and
 * everything else up to the HTTP server answering, counted from the JVM's own start.
 */
@Singleton
final class StartupReport implements BeanCreatedEventListener<DataSource> {
  private static final Logger LOG = LoggerFactory.getLogger(StartupReport.class);

  private volatile long firstPoolAt;
  private volatile long migratedAt;

  @Override
  public DataSource onCreated(BeanCreatedEvent<DataSource> event) {
    if (firstPoolAt == 0) {
      firstPoolAt = System.currentTimeMillis();
    }
    return event.getBean();
  }

  @EventListener
  void migrated(MigrationFinishedEvent event) {
    migratedAt = System.currentTimeMillis();
  }

  @EventListener
  void ready(ServerStartupEvent event) {
    long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
    long now = System.currentTimeMillis();
    long database = EmbeddedPostgresServer.startupTime().map(Duration::toMillis).orElse(0L);
    long migrations = firstPoolAt > 0 && migratedAt >= firstPoolAt ? migratedAt - firstPoolAt : 0;
    LOG.info(
        "Started in {} ms since the JVM began: embedded PostgreSQL {} ms, database pool and migrations {} ms,"
            + " everything else {} ms",
        now - jvmStart,
        database,
        migrations,
        Math.max(0, now - jvmStart - database - migrations));
  }
}
