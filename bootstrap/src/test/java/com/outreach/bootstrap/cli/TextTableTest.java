package com.outreach.bootstrap.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** A title holding terminal escape sequences is printed as inert text, on its own row. */
class TextTableTest {
  @Test
  void controlCharactersInCells_areDropped_andLineBreaksBecomeSpaces() {
    StringWriter printed = new StringWriter();
    new TextTable("ID", "TITLE")
        .row("c1", "\u001b]0;owned\u0007\u001b[2J\u001b[31mRed\u009b0m\r\nSecond\tline\u007f")
        .row("c2", "Plain")
        .print(new PrintWriter(printed, true));

    String output = printed.toString();
    assertThat(output.chars().filter(c -> c < 0x20 && c != '\n').count()).isZero();
    assertThat(output.chars().filter(c -> c >= 0x7f && c <= 0x9f).count()).isZero();
    assertThat(output.split("\n"))
        .containsExactly(
            "ID  TITLE",
            "--  ---------------------------------",
            "c1  ]0;owned[2J[31mRed0m  Second line",
            "c2  Plain");
  }
}
