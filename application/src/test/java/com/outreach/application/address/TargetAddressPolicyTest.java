package com.outreach.application.address;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetAddress;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TargetAddressPolicyTest {

  @ParameterizedTest(name = "{0} -> {1} is refused as {2}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          127.0.0.1                | 127.0.0.1                         | loopback
          loopback.example         | 127.255.255.254                   | loopback
          [::1]                    | ::1                               | loopback
          10.1.2.3                 | 10.1.2.3                          | private
          172.16.0.1               | 172.16.0.1                        | private
          172.31.255.255           | 172.31.255.255                    | private
          192.168.1.1              | 192.168.1.1                       | private
          169.254.1.1              | 169.254.1.1                       | link-local
          fe80::1                  | fe80::1                           | link-local
          febf:ffff::1             | febf:ffff::1                      | link-local
          100.64.0.1               | 100.64.0.1                        | carrier-grade NAT
          100.127.255.255          | 100.127.255.255                   | carrier-grade NAT
          fc00::1                  | fc00::1                           | unique-local
          fdff:ffff::1             | fdff:ffff::1                      | unique-local
          0.0.0.0                  | 0.0.0.0                           | unspecified
          ::                       | ::                                | unspecified
          0.1.2.3                  | 0.1.2.3                           | this network
          224.0.0.1                | 224.0.0.1                         | multicast
          239.255.255.250          | 239.255.255.250                   | multicast
          ff02::1                  | ff02::1                           | multicast
          255.255.255.255          | 255.255.255.255                   | broadcast
          240.0.0.1                | 240.0.0.1                         | reserved
          192.0.2.1                | 192.0.2.1                         | documentation
          198.51.100.7             | 198.51.100.7                      | documentation
          203.0.113.9              | 203.0.113.9                       | documentation
          2001:db8::1              | 2001:db8::1                       | documentation
          198.18.0.1               | 198.18.0.1                        | benchmarking
          198.19.255.255           | 198.19.255.255                    | benchmarking
          169.254.169.254          | 169.254.169.254                   | cloud metadata
          metadata.google.internal | 169.254.169.254                   | cloud metadata
          fd00:ec2::254            | fd00:ec2::254                     | cloud metadata
          100.100.100.200          | 100.100.100.200                   | cloud metadata
          ::ffff:10.0.0.1          | ::ffff:10.0.0.1                   | IPv4-mapped private
          ::ffff:127.0.0.1         | ::ffff:127.0.0.1                  | IPv4-mapped loopback
          ::ffff:0:a9fe:a9fe       | ::ffff:0:a9fe:a9fe                | IPv4-translated cloud metadata
          ::10.0.0.1               | ::10.0.0.1                        | IPv4-compatible private
          64:ff9b::a9fe:a9fe       | 64:ff9b::a9fe:a9fe                | NAT64 cloud metadata
          64:ff9b::7f00:1          | 64:ff9b::7f00:1                   | NAT64 loopback
          64:ff9b:1::5db8:d822     | 64:ff9b:1::5db8:d822              | local-use NAT64
          2002:c0a8:101::1         | 2002:c0a8:101::1                  | 6to4 private
          2002:6440:1::            | 2002:6440:1::                     | 6to4 carrier-grade NAT
          internal.example         | 10.0.0.5                          | private
          mixed.example            | 93.184.216.34, 192.168.0.10       | private
          mixed6.example           | 2606:2800:220:1::, fd00::1        | unique-local
          sneaky.example           | 93.184.216.34, ::ffff:172.20.0.1  | IPv4-mapped private
          """)
  void refused(String host, String answer, String reason) {
    StubResolver resolver = StubResolver.answering(answer);
    TargetAddressPolicy policy = new TargetAddressPolicy(resolver, false);

    String bare = host.replace("[", "").replace("]", "");
    assertThatThrownBy(() -> policy.vet(host))
        .isInstanceOf(TargetRefusedException.class)
        .hasMessage("Callback host " + bare + " refused (" + reason + " address)");
  }

  @ParameterizedTest(name = "{0} -> {1} is accepted")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          93.184.216.34            | 93.184.216.34
          2606:2800:220:1::        | 2606:2800:220:1::
          [2606:2800:220:1::]      | 2606:2800:220:1::
          example.com              | 93.184.216.34, 2606:2800:220:1:248:1893:25c8:1946
          11.0.0.1                 | 11.0.0.1
          100.63.255.255           | 100.63.255.255
          100.128.0.0              | 100.128.0.0
          172.15.255.255           | 172.15.255.255
          172.32.0.0               | 172.32.0.0
          198.17.255.255           | 198.17.255.255
          198.20.0.0               | 198.20.0.0
          223.255.255.255          | 223.255.255.255
          ::ffff:93.184.216.34     | ::ffff:93.184.216.34
          64:ff9b::5db8:d822       | 64:ff9b::5db8:d822
          2002:5db8:d822::1        | 2002:5db8:d822::1
          fbff:ffff::1             | fbff:ffff::1
          """)
  void accepted(String host, String answer) {
    StubResolver resolver = StubResolver.answering(answer);
    TargetAddressPolicy policy = new TargetAddressPolicy(resolver, false);

    assertThat(policy.vet(host)).containsExactlyElementsOf(StubResolver.literals(answer));
  }

  @Test
  void dnsRebinding_resolvesOnce_andReturnsTheVettedAddress() {
    // A rebinding name answers public first, then private: only a second lookup would see it.
    StubResolver resolver = StubResolver.answering("93.184.216.34", "127.0.0.1");
    TargetAddressPolicy policy = new TargetAddressPolicy(resolver, false);

    assertThat(policy.vet("rebind.example")).containsExactly(StubResolver.literal("93.184.216.34"));
    assertThat(resolver.calls()).isEqualTo(1);
  }

  @Test
  void unknownHost_isRefused() {
    TargetAddressPolicy policy = new TargetAddressPolicy(StubResolver.answering(""), false);

    assertThatThrownBy(() -> policy.vet("nowhere.example"))
        .isInstanceOf(TargetRefusedException.class)
        .hasMessage("Callback host nowhere.example does not resolve");
  }

  @Test
  void allowPrivateTargets_liftsTheCheck_butStillResolvesOnce() {
    StubResolver resolver = StubResolver.answering("127.0.0.1, 10.0.0.1");
    TargetAddressPolicy policy = new TargetAddressPolicy(resolver, true);

    assertThat(policy.vet("localhost"))
        .containsExactly(StubResolver.literal("127.0.0.1"), StubResolver.literal("10.0.0.1"));
    assertThat(resolver.calls()).isEqualTo(1);
  }

  @Test
  void jdkConvertedMappedAddress_isJudgedAsItsIpv4() throws Exception {
    // The JDK turns "::ffff:a.b.c.d" into an Inet4Address; the guard must refuse that shape too.
    InetAddress converted = InetAddress.getByName("::ffff:192.168.0.1");
    TargetAddressPolicy policy = new TargetAddressPolicy(host -> List.of(converted), false);

    assertThatThrownBy(() -> policy.vet("converted.example"))
        .hasMessage("Callback host converted.example refused (private address)");
  }
}
