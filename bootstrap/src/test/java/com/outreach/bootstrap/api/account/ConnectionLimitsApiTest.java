package com.outreach.bootstrap.api.account;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.RawHttp;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import io.micronaut.context.annotation.Property;
import java.io.IOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * D-55 (h) with a 2 s timeout and 5 connections per address: idle and half-sent connections are
 * closed after the timeout; past the cap, further connections from that address are closed at once,
 * while another address (the tests' 127.0.0.1) is served, {@code /health} included.
 */
@ServiceTest
@Property(name = "outreach.http.idle-timeout", value = "PT2S")
@Property(name = "outreach.http.max-connections-per-address", value = "5")
class ConnectionLimitsApiTest extends HttpTest {
  private static final String CROWD = "127.0.0.2";

  private RawHttp raw() {
    return new RawHttp(server.getURL());
  }

  @Test
  void anIdleConnection_andAHalfSentHead_areClosedAfterTheTimeout_notBefore() throws IOException {
    try (Socket idle = raw().connect(null);
        Socket halfSent = raw().connect(null)) {
      halfSent
          .getOutputStream()
          .write("GET /health HTTP/1.1\r\nHost: x\r\n".getBytes(StandardCharsets.US_ASCII));

      assertThat(RawHttp.closedWithin(idle, 1_000)).as("open before the timeout").isFalse();
      assertThat(RawHttp.closedWithin(idle, 3_000)).as("idle, closed").isTrue();
      assertThat(RawHttp.closedWithin(halfSent, 1_000)).as("half-sent, closed").isTrue();
    }
  }

  @Test
  void aKeptAliveConnection_isClosedOnceIdleAfterItsAnswer() throws IOException {
    try (Socket socket = raw().connect(null)) {
      socket
          .getOutputStream()
          .write("GET /health HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
      byte[] head = new byte[12];
      socket.setSoTimeout(5_000);
      int read = socket.getInputStream().readNBytes(head, 0, head.length);

      assertThat(new String(head, 0, read, StandardCharsets.US_ASCII)).isEqualTo("HTTP/1.1 200");
      assertThat(RawHttp.closedWithin(socket, 4_000)).isTrue();
    }
  }

  @Test
  void pastTheCap_anAddressesFurtherConnectionsAreClosed_whileOthersAreServed() throws IOException {
    List<Socket> crowd = new ArrayList<>();
    try {
      for (int i = 0; i < 5; i++) {
        Socket socket = raw().connect(CROWD);
        crowd.add(socket);
        assertThat(health(socket))
            .as("connection %d from %s", i + 1, CROWD)
            .isEqualTo("HTTP/1.1 200");
      }
      try (Socket sixth = raw().connect(CROWD)) {
        assertThat(health(sixth)).as("the sixth from " + CROWD).isNotEqualTo("HTTP/1.1 200");
      }
      Reply fromElsewhere = api.get("/health", null);
      assertThat(fromElsewhere.status()).isEqualTo(200);
      assertThat(RawHttp.closedWithin(crowd.get(0), 300)).as("the first five stay open").isFalse();
    } finally {
      for (Socket socket : crowd) {
        socket.close();
      }
    }
  }

  /** Asks for /health on the socket: the answer's first 12 bytes, or what came before it closed. */
  private static String health(Socket socket) {
    try {
      socket.setSoTimeout(1_500);
      socket
          .getOutputStream()
          .write("GET /health HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
      byte[] head = new byte[12];
      int read = socket.getInputStream().readNBytes(head, 0, head.length);
      // the rest of the answer: its body is small, and a keep-alive connection waits for the next
      socket.getInputStream().skip(socket.getInputStream().available());
      return new String(head, 0, read, StandardCharsets.US_ASCII);
    } catch (IOException closed) {
      return "closed: " + closed.getMessage();
    }
  }
}
