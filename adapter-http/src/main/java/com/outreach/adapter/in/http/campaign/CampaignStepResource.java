package com.outreach.adapter.in.http.campaign;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.program.ProgramStep;
import com.outreach.domain.campaign.program.StepDuration;
import com.outreach.domain.campaign.program.StepType;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;
import java.util.Map;

/**
 * One step of a campaign as {@code steps} reads back (D-50): the client's steps as given, or a
 * fixed sequence as its equivalent steps, with the defaults filled in. {@code acceptWithin} only on
 * an INVITE, {@code variants} only on a step with texts, so that the steps sent back as read are
 * valid as given.
 */
@Serdeable
@JsonInclude(JsonInclude.Include.NON_NULL)
@Schema(name = "CampaignStep")
public record CampaignStepResource(
    @Schema(allowableValues = {"VISIT", "LIKE_POST", "INVITE", "MESSAGE", "INMAIL", "EMAIL"})
        String type,
    @Schema(
            description = "The wait after the previous step was carried out or skipped",
            example = "P1D")
        String delay,
    @Schema(
            allowableValues = {
              "ALWAYS",
              "CONNECTED",
              "NOT_CONNECTED",
              "OPENED",
              "NOT_OPENED",
              "CLICKED",
              "NOT_CLICKED"
            })
        String when,
    @Schema(
            description = "INVITE only: how long the invite waits for its acceptance",
            requiredMode = Schema.RequiredMode.NOT_REQUIRED,
            example = "P21D")
        String acceptWithin,
    @Schema(
            description =
                "The step's texts, 1 to 5 variants (D-51): INVITE {note}, MESSAGE {text}, INMAIL "
                    + "and EMAIL {subject, body}; absent on VISIT and LIKE_POST",
            requiredMode = Schema.RequiredMode.NOT_REQUIRED,
            example = "[{\"note\":\"Hi {{firstName}}, great to connect!\"}]")
        List<Map<String, String>> variants) {

  /** The campaign's steps: its own (D-50), or its fixed sequence's as a program. */
  static List<CampaignStepResource> of(Campaign campaign) {
    return campaign.program().steps().stream().map(CampaignStepResource::of).toList();
  }

  private static CampaignStepResource of(ProgramStep step) {
    boolean texts = step.type() != StepType.VISIT && step.type() != StepType.LIKE_POST;
    return new CampaignStepResource(
        step.type().name(),
        step.delay().text(),
        step.when().name(),
        step.acceptWithin().map(StepDuration::text).orElse(null),
        texts ? step.variants().stream().map(v -> v.fields(step.type())).toList() : null);
  }
}
