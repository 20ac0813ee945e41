package com.outreach.application.port.in.subaccount;

/**
 * Reads a sub-account's API token; paused ones included, cancelled ones unknown (spec 4.1, D-7).
 */
public interface GetSubAccountTokenUseCase {
  String token(SubAccountTokenQuery query);
}
