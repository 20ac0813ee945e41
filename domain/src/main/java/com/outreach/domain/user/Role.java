package com.outreach.domain.user;

/** What a user may do: an agency owner manages the sub-accounts it registered (D-1, D-6, D-7). */
public enum Role {
  AGENCY_OWNER,
  MEMBER
}
