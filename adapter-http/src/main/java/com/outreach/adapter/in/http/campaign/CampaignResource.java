package com.outreach.adapter.in.http.campaign;

import com.outreach.adapter.in.http.support.EpochMillis;
import com.outreach.application.port.in.campaign.CampaignView;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.SearchUrl;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * A campaign as {@code GET /campaigns} and {@code GET /campaigns/{campaignId}} show it in {@code
 * data} (D-14): enumerations upper case, timestamps in epoch milliseconds, {@code url} null when
 * none, {@code content} the stored content fields, the engine settings with their defaults filled
 * in ({@code delays}, {@code inviteExpiry}, {@code senders}: [] for all, {@code tracking}), {@code
 * steps} the campaign's steps (D-50: a fixed sequence as its equivalent steps), {@code leadCounts}
 * the total and one count per membership status but DELETED (0 when none).
 */
@Serdeable
@Schema(name = "Campaign")
public record CampaignResource(
    @Schema(example = "0b6f9a8e-3c1d-4f7a-9f51-2a7c4e8d1b23") String campaignId,
    @Schema(example = "CTOs in Berlin") String title,
    @Schema(
            nullable = true,
            example = "https://www.linkedin.com/search/results/people/?keywords=cto")
        String url,
    @Schema(
            description = "`CUSTOM` for a campaign with its own `steps` (D-50)",
            allowableValues = {"CONNECT", "MESSAGE", "INMAIL", "EMAIL", "CUSTOM"})
        String sequence,
    @Schema(allowableValues = {"ACTIVE", "PAUSED", "COMPLETED", "FAILED", "ARCHIVED"})
        String status,
    @Schema(
            description =
                "The stored content fields (only those given, as given); {} for a CUSTOM campaign",
            example =
                "{\"longNote\":\"Hi {{firstName}}, great to connect!\",\"message1\":\"Thanks for connecting!\"}")
        Map<String, String> content,
    @Schema(
            description =
                "The wait before each step after the first, given or default (D-35), as ISO-8601 "
                    + "durations kept as written; [] for a CUSTOM campaign (its steps carry their delays)",
            example = "[\"P1D\",\"P3D\",\"P4D\"]")
        List<String> delays,
    @Schema(
            nullable = true,
            description =
                "How long a CONNECT invite waits for acceptance (D-35); null for a CUSTOM campaign "
                    + "(its INVITE steps carry `acceptWithin`)",
            example = "P21D")
        String inviteExpiry,
    @Schema(
            description =
                "The campaign's steps (D-50); a fixed sequence reads back as its equivalent steps")
        List<CampaignStepResource> steps,
    @Schema(
            description =
                "The linked account or mailbox ids the campaign may send from; [] means all of the "
                    + "owner's (D-37)",
            example = "[]")
        List<String> senders,
    @Schema(description = "Email open and click tracking (D-46)") CampaignTrackingFields tracking,
    @Schema(
            description = "`total` and one count per membership status but DELETED",
            example =
                "{\"total\":3,\"PENDING\":2,\"IN_PROGRESS\":0,\"PAUSED\":0,\"REPLIED\":1,\"COMPLETED\":0,"
                    + "\"FAILED\":0,\"BLACKLISTED\":0,\"BOUNCED\":0,\"UNSUBSCRIBED\":0}")
        Map<String, Long> leadCounts,
    @Schema(example = "1772359200000") Long createdAt,
    @Schema(example = "1772359200000") Long updatedAt) {

  static CampaignResource of(CampaignView view) {
    Campaign c = view.campaign();
    Map<String, Long> counts = new LinkedHashMap<>();
    counts.put("total", view.leadCounts().total());
    view.leadCounts().byStatus().forEach((status, n) -> counts.put(status.name(), n));
    return new CampaignResource(
        c.id().toString(),
        c.title(),
        c.url().map(SearchUrl::value).orElse(null),
        c.kind().name(),
        c.status().name(),
        c.isCustom() ? Map.of() : c.content().fields(),
        c.isCustom() ? List.of() : c.delays().effective(),
        c.isCustom() ? null : c.inviteExpiry().text(),
        CampaignStepResource.of(c),
        c.senders().ids().stream().map(UUID::toString).toList(),
        new CampaignTrackingFields(c.tracking().opens(), c.tracking().clicks()),
        counts,
        EpochMillis.of(c.createdAt()),
        EpochMillis.of(c.updatedAt()));
  }
}
