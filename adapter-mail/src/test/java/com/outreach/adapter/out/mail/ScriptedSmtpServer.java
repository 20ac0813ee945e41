package com.outreach.adapter.out.mail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A tiny SMTP server on a loopback port that answers as told, for the refusals GreenMail does not
 * give: a reply per command ({@code null}: drop the connection without one). Records every command.
 */
final class ScriptedSmtpServer implements AutoCloseable {
  static final String DROP = null;

  private final ServerSocket socket;
  private final String authReply;
  private final String rcptReply;
  private final String endOfDataReply;
  final List<String> commands = new CopyOnWriteArrayList<>();
  final AtomicInteger connections = new AtomicInteger();

  ScriptedSmtpServer(String authReply, String rcptReply, String endOfDataReply) throws IOException {
    this.socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    this.authReply = authReply;
    this.rcptReply = rcptReply;
    this.endOfDataReply = endOfDataReply;
    Thread acceptor = new Thread(this::acceptAll, "scripted-smtp");
    acceptor.setDaemon(true);
    acceptor.start();
  }

  int port() {
    return socket.getLocalPort();
  }

  private void acceptAll() {
    while (!socket.isClosed()) {
      try (Socket client = socket.accept()) {
        connections.incrementAndGet();
        client.setSoTimeout(10_000);
        converse(client);
      } catch (IOException closed) {
        // the test ended, or the client went away
      }
    }
  }

  private void converse(Socket client) throws IOException {
    BufferedReader in =
        new BufferedReader(
            new InputStreamReader(client.getInputStream(), StandardCharsets.US_ASCII));
    OutputStream out = client.getOutputStream();
    reply(out, "220 scripted ESMTP");
    String line;
    while ((line = in.readLine()) != null) {
      commands.add(line);
      String verb = line.split(" ", 2)[0].toUpperCase(Locale.ROOT);
      String answer =
          switch (verb) {
            case "EHLO" -> "250-scripted\r\n250 AUTH PLAIN LOGIN";
            case "AUTH" -> authReply;
            case "MAIL", "RSET", "NOOP" -> "250 OK";
            case "RCPT" -> rcptReply;
            case "DATA" -> "354 go ahead";
            case "QUIT" -> "221 bye";
            default -> "500 unknown";
          };
      if (answer == null) {
        return; // drop the connection without answering
      }
      reply(out, answer);
      if (verb.equals("QUIT")) {
        return;
      }
      if (verb.equals("DATA")) {
        while ((line = in.readLine()) != null && !line.equals(".")) {
          // the message
        }
        commands.add("<end of data>");
        if (endOfDataReply == null) {
          return;
        }
        reply(out, endOfDataReply);
      }
    }
  }

  private static void reply(OutputStream out, String text) throws IOException {
    out.write((text + "\r\n").getBytes(StandardCharsets.US_ASCII));
    out.flush();
  }

  @Override
  public void close() throws IOException {
    socket.close();
  }
}
