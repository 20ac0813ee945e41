package com.outreach.application.port.in.user;

import com.outreach.domain.user.UserId;

/** What the operator is shown once after creating an account: its id and token. */
public record CreatedUser(UserId id, String token) {}
