package com.outreach.application.port.in.campaign;

import com.outreach.domain.campaign.SettingsInput;
import com.outreach.domain.user.UserId;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code POST /campaigns} as the client sent it (spec 4.9, D-11, D-35, D-37, D-46). Deliberately
 * unchecked: the order of the checks and their messages belong to {@link
 * com.outreach.domain.campaign.Campaign#create}, so that they are written down once. A null {@code
 * content} is "no content" ({@code Content is required!}); {@code settings} are the engine
 * settings' JSON values in plain Java.
 */
public record CreateCampaignCommand(
    UserId owner,
    String title,
    String url,
    String sequence,
    Map<String, String> content,
    SettingsInput settings) {
  public CreateCampaignCommand {
    content = content == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(content));
    settings = settings == null ? SettingsInput.NONE : settings;
  }

  /** A campaign with every engine setting at its default. */
  public CreateCampaignCommand(
      UserId owner, String title, String url, String sequence, Map<String, String> content) {
    this(owner, title, url, sequence, content, SettingsInput.NONE);
  }
}
