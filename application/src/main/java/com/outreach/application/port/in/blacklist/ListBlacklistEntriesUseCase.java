package com.outreach.application.port.in.blacklist;

import com.outreach.domain.blacklist.BlacklistEntry;
import java.util.List;

/**
 * The caller's blacklist entries, oldest first; an empty list when there are none (D-23 extension).
 */
public interface ListBlacklistEntriesUseCase {
  List<BlacklistEntry> entries(ListBlacklistEntriesQuery query);
}
