package com.outreach.adapter.out.persistence;

import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The persistence adapter on real PostgreSQL (embedded by default, or DATASOURCES_DEFAULT_URL),
 * with Flyway applied. Not transactional: each repository call commits, as in the service.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@MicronautTest(transactional = false)
public @interface PersistenceTest {}
