package com.outreach.application.fake;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PassThroughTransactionRunnerTest {
  @Test
  void runsTheWorkAtOnce_returnsItsResult_andCountsTransactions() {
    PassThroughTransactionRunner tx = new PassThroughTransactionRunner();
    List<String> done = new ArrayList<>();

    String result = tx.inTransaction(() -> "answer");
    tx.inTransaction(
        () -> {
          done.add("work");
        });

    assertThat(result).isEqualTo("answer");
    assertThat(done).containsExactly("work");
    assertThat(tx.transactionCount()).isEqualTo(2);
  }
}
