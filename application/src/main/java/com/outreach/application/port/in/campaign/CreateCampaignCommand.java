package com.outreach.application.port.in.campaign;

import com.outreach.domain.user.UserId;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code POST /campaigns} as the client sent it (spec 4.9, D-11). Deliberately unchecked: the
 * order of the checks and their messages belong to {@link com.outreach.domain.campaign.Campaign#create},
 * so that they are written down once. A null {@code content} is "no content" ({@code Content is required!}).
 */
public record CreateCampaignCommand(UserId owner, String title, String url, String sequence, Map<String, String> content) {
  public CreateCampaignCommand {
    content = content == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(content));
  }
}
