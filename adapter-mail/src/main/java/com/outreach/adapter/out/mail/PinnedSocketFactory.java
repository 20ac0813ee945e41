package com.outreach.adapter.out.mail;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketAddress;
import java.util.List;
import javax.net.SocketFactory;

/**
 * Plain sockets that connect to the addresses {@link MailHosts} vetted for one connection (D-55),
 * whatever address Angus Mail asks for: Angus keeps the host name for the SMTP and IMAP dialogue
 * and for TLS (SNI, the certificate's name), while the packets go only where the guard said they
 * may. Given to Angus as {@code mail.<protocol>.socketFactory} with its fallback off, so a failure
 * is never retried on a socket of Angus's own that would look the name up again.
 */
final class PinnedSocketFactory extends SocketFactory {
  private final List<InetAddress> vetted;

  PinnedSocketFactory(List<InetAddress> vetted) {
    if (vetted.isEmpty()) {
      throw new IllegalArgumentException("no vetted address");
    }
    this.vetted = List.copyOf(vetted);
  }

  @Override
  public Socket createSocket() {
    return new PinnedSocket(vetted.get(0));
  }

  @Override
  public Socket createSocket(String host, int port) throws IOException {
    return connected(port);
  }

  @Override
  public Socket createSocket(String host, int port, InetAddress localHost, int localPort)
      throws IOException {
    return connected(port);
  }

  @Override
  public Socket createSocket(InetAddress host, int port) throws IOException {
    return connected(port);
  }

  @Override
  public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort)
      throws IOException {
    return connected(port);
  }

  private Socket connected(int port) throws IOException {
    Socket socket = createSocket();
    socket.connect(InetSocketAddress.createUnresolved("vetted", port));
    return socket;
  }

  /** A socket whose every connect goes to one vetted address, on the port asked for. */
  static final class PinnedSocket extends Socket {
    private final InetAddress target;

    PinnedSocket(InetAddress target) {
      this.target = target;
    }

    @Override
    public void connect(SocketAddress endpoint) throws IOException {
      connect(endpoint, 0);
    }

    @Override
    public void connect(SocketAddress endpoint, int timeout) throws IOException {
      if (!(endpoint instanceof InetSocketAddress asked)) {
        throw new IOException("Unsupported address type");
      }
      super.connect(new InetSocketAddress(target, asked.getPort()), timeout);
    }
  }
}
