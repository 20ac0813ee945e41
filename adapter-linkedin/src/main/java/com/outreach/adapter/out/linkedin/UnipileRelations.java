package com.outreach.adapter.out.linkedin;

import com.outreach.adapter.out.linkedin.UnipileClient.Answer;
import com.outreach.adapter.out.linkedin.UnipileClient.CallFailed;
import com.outreach.application.port.out.network.NetworkRelations;
import io.micronaut.json.tree.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * The newest relations of a Unipile account, {@code GET /api/v1/users/relations} (its first page,
 * newest first): the poll that catches acceptances whose {@code new_relation} webhook is late.
 */
final class UnipileRelations implements NetworkRelations {
  static final int PAGE = 100;

  private final UnipileClient client;

  UnipileRelations(UnipileClient client) {
    this.client = client;
  }

  @Override
  public List<Relation> recent(String providerAccountId) {
    try {
      Answer answer =
          client.get(
              "/api/v1/users/relations?account_id="
                  + UnipileClient.encode(providerAccountId)
                  + "&limit="
                  + PAGE);
      JsonNode items = answer.ok() ? answer.body().get("items") : null;
      if (items == null || !items.isArray()) {
        return List.of(); // refused or unreadable: the next turn asks again
      }
      List<Relation> relations = new ArrayList<>();
      for (JsonNode item : items.values()) {
        String member = text(item, "member_id");
        if (member != null) {
          relations.add(new Relation(member, text(item, "public_identifier")));
        }
      }
      return relations;
    } catch (CallFailed e) {
      return List.of();
    }
  }

  private static String text(JsonNode node, String field) {
    JsonNode value = node.get(field);
    return value != null && value.isString() && !value.getStringValue().isBlank()
        ? value.getStringValue()
        : null;
  }
}
