package com.outreach.application.address;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CidrTest {

  @ParameterizedTest(name = "{1} in {0}: {2}")
  @CsvSource({
    "100.64.0.0/10, 100.127.255.255, true",
    "100.64.0.0/10, 100.128.0.0, false",
    "fc00::/7, fdff::1, true",
    "fc00::/7, fe00::1, false",
    "10.0.0.0/8, ::ffff:10.0.0.1, false",
    "::ffff:0:0/96, ::ffff:10.0.0.1, true",
    "0.0.0.0/0, 8.8.8.8, true"
  })
  void contains(String block, String address, boolean expected) {
    assertThat(Cidr.parse(block).contains(StubResolver.literal(address).getAddress()))
        .isEqualTo(expected);
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "localhost/8 | Not an address literal: localhost",
        "10.0.0.0 | CIDR needs a prefix length: 10.0.0.0",
        "10.0.0.0/33 | Prefix length out of range: 10.0.0.0/33",
        "::/129 | Prefix length out of range: ::/129"
      })
  void parse_rejects(String text, String message) {
    assertThatThrownBy(() -> Cidr.parse(text))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(message);
  }
}
