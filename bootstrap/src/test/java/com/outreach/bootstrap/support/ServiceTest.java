package com.outreach.bootstrap.support;

import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The whole service, started once per test class. Not transactional: what a test writes is
 * committed, as the server's own threads must see it.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@MicronautTest(transactional = false)
public @interface ServiceTest {}
