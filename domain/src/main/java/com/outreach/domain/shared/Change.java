package com.outreach.domain.shared;

import java.util.Objects;
import java.util.function.Function;

/**
 * One field of a partial update (PATCH): either left as it is ({@link #keep()}) or given a new
 * value ({@link #to(Object)}), where a null value means "back to the default". Absent and null JSON
 * fields can thus be told apart where that matters.
 */
public final class Change<T> {
  private static final Change<?> KEEP = new Change<>(false, null);

  private final boolean given;
  private final T value;

  private Change(boolean given, T value) {
    this.given = given;
    this.value = value;
  }

  @SuppressWarnings("unchecked")
  public static <T> Change<T> keep() {
    return (Change<T>) KEEP;
  }

  /** A new value; null resets the field to its default. */
  public static <T> Change<T> to(T value) {
    return new Change<>(true, value);
  }

  public boolean given() {
    return given;
  }

  public T value() {
    return value;
  }

  /** The new value when given, else {@code current}. */
  public T applyTo(T current) {
    return given ? value : current;
  }

  /** Converts a given non-null value; keep stays keep and null stays null. */
  public <R> Change<R> map(Function<? super T, ? extends R> convert) {
    if (!given) {
      return keep();
    }
    return to(value == null ? null : convert.apply(value));
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Change<?> c && c.given == given && Objects.equals(c.value, value);
  }

  @Override
  public int hashCode() {
    return Objects.hash(given, value);
  }

  @Override
  public String toString() {
    return given ? "to(" + value + ")" : "keep";
  }
}
