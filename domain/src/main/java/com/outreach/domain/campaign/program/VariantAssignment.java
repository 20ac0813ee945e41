package com.outreach.domain.campaign.program;

import java.util.Objects;
import java.util.UUID;

/**
 * Which variant of a step a membership gets (D-51): a stable hash of (membership id, step
 * identity), so that every instance, every retry and every later evaluation choose the same one,
 * and memberships split evenly over the variants. Keyed by the step's identity rather than its
 * position, so that adding or removing other steps (D-36) changes no membership's choice.
 *
 * <p>The hash is SplitMix64's finaliser over the id's two halves and the step identity; its top 32
 * bits, scaled onto {@code [0, variants)}, pick the variant (no modulo bias worth the name).
 */
public final class VariantAssignment {
  private VariantAssignment() {}

  /** The 0-based variant of {@code step} for the membership; 0 for a step without variants. */
  public static int variantOf(UUID membershipId, ProgramStep step) {
    return variantOf(membershipId, step.id(), Math.max(1, step.variants().size()));
  }

  /** The 0-based variant among {@code variants} (1 to 5) of step identity {@code stepId}. */
  public static int variantOf(UUID membershipId, int stepId, int variants) {
    Objects.requireNonNull(membershipId, "membershipId");
    if (variants < 1) {
      throw new IllegalArgumentException("variants must be 1 or more: " + variants);
    }
    long h = mix(membershipId.getMostSignificantBits());
    h = mix(h ^ membershipId.getLeastSignificantBits());
    h = mix(h ^ stepId);
    return (int) (((h >>> 32) * variants) >>> 32);
  }

  private static long mix(long value) {
    long z = value + 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
