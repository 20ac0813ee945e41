package com.outreach.adapter.in.http.connection;

import io.micronaut.context.annotation.Value;
import io.micronaut.context.event.BeanCreatedEvent;
import io.micronaut.context.event.BeanCreatedEventListener;
import io.micronaut.http.netty.channel.ChannelPipelineCustomizer;
import io.micronaut.http.server.netty.NettyServerCustomizer;
import io.netty.channel.Channel;
import jakarta.inject.Singleton;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Keeps one client from holding the server's connections (D-55 h): a client address holds at most
 * {@code outreach.http.max-connections-per-address} connections (0: no cap), further ones are
 * closed as they open; and every HTTP/1 connection gets a {@link RequestDeadline}, which closes it
 * when it sits idle, or sends a request's head or body no further, for {@code
 * outreach.http.idle-timeout}. Other clients, {@code /health} included, keep being served.
 */
@Singleton
final class ConnectionGuard implements BeanCreatedEventListener<NettyServerCustomizer.Registry> {
  private final Duration idleTimeout;
  private final int maxPerAddress;
  private final ConcurrentMap<InetAddress, Integer> open = new ConcurrentHashMap<>();

  ConnectionGuard(
      @Value("${outreach.http.idle-timeout:PT30S}") Duration idleTimeout,
      @Value("${outreach.http.max-connections-per-address:256}") int maxPerAddress) {
    if (idleTimeout.isNegative() || idleTimeout.isZero()) {
      throw new IllegalArgumentException("outreach.http.idle-timeout must be positive");
    }
    this.idleTimeout = idleTimeout;
    this.maxPerAddress = maxPerAddress;
  }

  @Override
  public NettyServerCustomizer.Registry onCreated(
      BeanCreatedEvent<NettyServerCustomizer.Registry> event) {
    event.getBean().register(new PerServer());
    return event.getBean();
  }

  /** Connections this address holds now (for tests and metrics). */
  int openFrom(InetAddress address) {
    return open.getOrDefault(address, 0);
  }

  private final class PerServer implements NettyServerCustomizer {
    @Override
    public NettyServerCustomizer specializeForChannel(Channel channel, ChannelRole role) {
      return role == ChannelRole.CONNECTION ? new PerConnection(channel) : this;
    }
  }

  private final class PerConnection implements NettyServerCustomizer {
    private final Channel channel;

    PerConnection(Channel channel) {
      this.channel = channel;
    }

    @Override
    public NettyServerCustomizer specializeForChannel(Channel channel, ChannelRole role) {
      return this;
    }

    @Override
    public void onInitialPipelineBuilt() {
      if (!(channel.remoteAddress() instanceof InetSocketAddress peer)
          || peer.getAddress() == null
          || maxPerAddress <= 0) {
        return;
      }
      InetAddress address = peer.getAddress();
      int now = open.merge(address, 1, Integer::sum);
      channel.closeFuture().addListener(closed -> release(address));
      if (now > maxPerAddress) {
        channel.close();
      }
    }

    @Override
    public void onStreamPipelineBuilt() {
      if (channel.pipeline().get(ChannelPipelineCustomizer.HANDLER_HTTP_SERVER_CODEC) != null
          && channel.pipeline().get(RequestDeadline.NAME) == null) {
        channel
            .pipeline()
            .addAfter(
                ChannelPipelineCustomizer.HANDLER_HTTP_SERVER_CODEC,
                RequestDeadline.NAME,
                new RequestDeadline(idleTimeout));
      }
    }
  }

  private void release(InetAddress address) {
    open.computeIfPresent(address, (a, count) -> count <= 1 ? null : count - 1);
  }
}
