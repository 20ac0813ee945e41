package com.outreach.application.port;

import java.util.List;
import java.util.function.Function;

/** A page of a list and the cursor of the next one (null on the last page, D-20). */
public record Page<T>(List<T> items, String nextCursor) {
  public Page {
    items = List.copyOf(items);
  }

  public <R> Page<R> map(Function<T, R> mapping) {
    return new Page<>(items.stream().map(mapping).toList(), nextCursor);
  }
}
