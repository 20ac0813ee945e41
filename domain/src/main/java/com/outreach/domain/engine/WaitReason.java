package com.outreach.domain.engine;

/** Why a sender cannot act now. */
public enum WaitReason { OUTSIDE_HOURS, GAP, DAILY_LIMIT, WEEKLY_LIMIT }
