package com.outreach.bootstrap.support;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A TCP server on 127.0.0.1 that counts the connections it accepts: either a relay to another
 * loopback port (every IMAP login the service tries is one connection), or a silent server that
 * takes each connection and never says a word (a hung mail server).
 */
public final class LoopbackTcpServer implements AutoCloseable {
  private final ServerSocket server;
  private final Integer relayTo;
  private final AtomicInteger connections = new AtomicInteger();
  private final List<Socket> open = new CopyOnWriteArrayList<>();

  private LoopbackTcpServer(Integer relayTo) throws IOException {
    this.server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    this.relayTo = relayTo;
    daemon(this::accept);
  }

  /** Relays every connection to {@code port} on 127.0.0.1. */
  public static LoopbackTcpServer relayTo(int port) throws IOException {
    return new LoopbackTcpServer(port);
  }

  /** Accepts connections and never answers: reading from it waits until the reader's timeout. */
  public static LoopbackTcpServer silent() throws IOException {
    return new LoopbackTcpServer(null);
  }

  public int port() {
    return server.getLocalPort();
  }

  public int connections() {
    return connections.get();
  }

  private void accept() {
    while (!server.isClosed()) {
      try {
        Socket client = server.accept();
        connections.incrementAndGet();
        open.add(client);
        if (relayTo != null) {
          Socket target = new Socket(InetAddress.getLoopbackAddress(), relayTo);
          open.add(target);
          daemon(() -> pump(client, target));
          daemon(() -> pump(target, client));
        }
      } catch (IOException closed) {
        return;
      }
    }
  }

  private static void pump(Socket from, Socket to) {
    try (InputStream in = from.getInputStream();
        OutputStream out = to.getOutputStream()) {
      in.transferTo(out);
    } catch (IOException ended) {
      // one side closed: the other follows
    } finally {
      closeQuietly(from);
      closeQuietly(to);
    }
  }

  private static void daemon(Runnable task) {
    Thread thread = new Thread(task, "loopback-tcp");
    thread.setDaemon(true);
    thread.start();
  }

  private static void closeQuietly(Socket socket) {
    try {
      socket.close();
    } catch (IOException ignored) {
      // closing anyway
    }
  }

  @Override
  public void close() throws IOException {
    server.close();
    open.forEach(LoopbackTcpServer::closeQuietly);
  }
}
