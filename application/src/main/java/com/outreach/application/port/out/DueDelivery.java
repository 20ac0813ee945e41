package com.outreach.application.port.out;

import java.time.Instant;

/**
 * A delivery a worker has claimed (D-26): the request, the attempts already made, and since when
 * its webhook has been failing without a success in between (null when its last attempt succeeded).
 */
public record DueDelivery(DeliveryRequest request, int attemptsMade, Instant webhookFailingSince) {}
