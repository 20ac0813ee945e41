package com.outreach.bootstrap.support;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URL;
import java.nio.charset.StandardCharsets;

/**
 * Requests no well-behaved client library would send (a NUL in a header, a head sent by halves),
 * written byte for byte on a socket of the test's own, optionally from a chosen loopback address.
 */
public final class RawHttp {
  private final String host;
  private final int port;

  public RawHttp(URL server) {
    this.host = server.getHost();
    this.port = server.getPort();
  }

  /** A socket to the service from {@code from} (e.g. 127.0.0.2), or the default address. */
  public Socket connect(String from) {
    try {
      Socket socket = new Socket();
      if (from != null) {
        socket.bind(new InetSocketAddress(InetAddress.getByName(from), 0));
      }
      socket.connect(new InetSocketAddress(host, port), 5_000);
      return socket;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Sends the request (which should ask for {@code Connection: close}) and reads the answer. */
  public String exchange(String request) {
    try (Socket socket = connect(null)) {
      socket.setSoTimeout(10_000);
      socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
      socket.getOutputStream().flush();
      return readAll(socket.getInputStream());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The answer's body: what follows the blank line after the head. */
  public static String body(String answer) {
    int blank = answer.indexOf("\r\n\r\n");
    return blank < 0 ? "" : answer.substring(blank + 4);
  }

  public static String statusLine(String answer) {
    int end = answer.indexOf("\r\n");
    return end < 0 ? answer : answer.substring(0, end);
  }

  /**
   * Whether the service closed this socket within {@code millis}: reading ends (or the connection
   * is reset) rather than timing out.
   */
  public static boolean closedWithin(Socket socket, int millis) {
    try {
      socket.setSoTimeout(millis);
      InputStream in = socket.getInputStream();
      while (in.read() >= 0) {
        // an answer the service wrote first; keep reading until it closes
      }
      return true;
    } catch (SocketTimeoutException stillOpen) {
      return false;
    } catch (IOException reset) {
      return true;
    }
  }

  private static String readAll(InputStream in) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    byte[] buffer = new byte[8192];
    try {
      for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
        out.write(buffer, 0, n);
      }
    } catch (IOException reset) {
      // a reset after the answer: keep what came
    }
    return out.toString(StandardCharsets.UTF_8);
  }
}
