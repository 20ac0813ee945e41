package com.outreach.adapter.in.http.support;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A route only an agency owner may call (spec 5.3, D-6). The role is checked right after the token,
 * before the body is read, so a member's call changes nothing and learns nothing.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.TYPE})
public @interface AgencyOnly {}
