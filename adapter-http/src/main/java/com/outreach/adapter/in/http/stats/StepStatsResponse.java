package com.outreach.adapter.in.http.stats;

import com.outreach.domain.stats.StepStats;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;

/** {@code 200 Step stats found} with one entry per step of the campaign's program (D-52). */
@Serdeable
@Schema(name = "StepStatsFound")
record StepStatsResponse(boolean success, String message, List<Step> data) {
  static final String EXAMPLE =
      "{\"success\":true,\"message\":\"Step stats found\",\"data\":[{\"step\":1,\"type\":\"INVITE\","
          + "\"sent\":10,\"skipped\":0,\"variants\":[{\"sent\":10,\"accepted\":4,\"opened\":0,\"clicked\":0,"
          + "\"replied\":1,\"bounced\":0,\"acceptanceRate\":0.4,\"openRate\":0,\"clickRate\":0,"
          + "\"replyRate\":0.1,\"bounceRate\":0}]}]}";

  static StepStatsResponse of(List<StepStats> steps) {
    return new StepStatsResponse(true, "Step stats found", steps.stream().map(Step::of).toList());
  }

  /** A step: its 1-based position, type, figures over all variants, and each variant's. */
  @Serdeable
  @Schema(name = "StepStats")
  record Step(int step, String type, long sent, long skipped, List<Variant> variants) {
    static Step of(StepStats s) {
      return new Step(
          s.step(),
          s.type(),
          s.sent(),
          s.skipped(),
          s.variants().stream().map(Variant::of).toList());
    }
  }

  /** A variant's figures; the rates are fractions of {@code sent}, 0 when nothing was sent. */
  @Serdeable
  @Schema(name = "StepVariantStats")
  record Variant(
      long sent,
      long accepted,
      long opened,
      long clicked,
      long replied,
      long bounced,
      double acceptanceRate,
      double openRate,
      double clickRate,
      double replyRate,
      double bounceRate) {
    static Variant of(StepStats.VariantStats v) {
      return new Variant(
          v.sent(),
          v.accepted(),
          v.opened(),
          v.clicked(),
          v.replied(),
          v.bounced(),
          v.acceptanceRate(),
          v.openRate(),
          v.clickRate(),
          v.replyRate(),
          v.bounceRate());
    }
  }
}
