package com.outreach.adapter.in.http.support;

import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A route that needs no {@code token} header: health, spec 4.14, the API description, the
 * providers' webhooks and the public links of emails. In the API description it carries an empty
 * security requirement, so it overrides the document's {@code token} requirement.
 */
@Documented
@SecurityRequirement(name = "")
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.TYPE})
public @interface PublicEndpoint {}
