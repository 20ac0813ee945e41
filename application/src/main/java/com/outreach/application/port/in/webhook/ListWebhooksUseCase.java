package com.outreach.application.port.in.webhook;

import com.outreach.domain.user.UserId;
import com.outreach.domain.webhook.Webhook;
import java.util.List;

/** The caller's webhooks, oldest first; an empty list when there are none (D-25 extension). */
public interface ListWebhooksUseCase {
  List<Webhook> webhooks(UserId owner);
}
