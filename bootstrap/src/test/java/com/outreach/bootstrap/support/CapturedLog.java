package com.outreach.bootstrap.support;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.IThrowableProxy;
import ch.qos.logback.classic.spi.StackTraceElementProxy;
import ch.qos.logback.classic.spi.ThrowableProxyUtil;
import ch.qos.logback.core.AppenderBase;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.LoggerFactory;

/**
 * Every log line the service writes while open, at INFO and above (the audit logger included), as
 * an operator's log file would hold it: the formatted message and any stack trace.
 */
public final class CapturedLog extends AppenderBase<ILoggingEvent> implements AutoCloseable {
  private final List<String> lines = new ArrayList<>();
  private final List<Integer> stackTraces = new ArrayList<>();
  private final Logger root;
  private final Logger audit;
  private final Level rootBefore;
  private final Level auditBefore;

  private CapturedLog() {
    LoggerContext logging = (LoggerContext) LoggerFactory.getILoggerFactory();
    root = logging.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    audit = logging.getLogger("outreach.audit");
    rootBefore = root.getLevel();
    auditBefore = audit.getLevel();
    setContext(logging);
  }

  public static CapturedLog open() {
    CapturedLog log = new CapturedLog();
    log.attach();
    return log;
  }

  private void attach() {
    super.start();
    root.setLevel(Level.INFO);
    audit.setLevel(Level.INFO);
    root.addAppender(this);
  }

  @Override
  protected synchronized void append(ILoggingEvent event) {
    StringBuilder line =
        new StringBuilder(event.getLevel() + " " + event.getLoggerName() + " - ")
            .append(event.getFormattedMessage());
    IThrowableProxy thrown = event.getThrowableProxy();
    if (thrown != null) {
      stackTraces.add(lines.size());
      line.append('\n').append(ThrowableProxyUtil.asString(thrown));
      for (StackTraceElementProxy frame : thrown.getStackTraceElementProxyArray()) {
        line.append('\n').append(frame.getSTEAsString());
      }
    }
    lines.add(line.toString());
  }

  public synchronized String text() {
    return String.join("\n", lines);
  }

  public synchronized List<String> lines() {
    return List.copyOf(lines);
  }

  /** The lines that carry a stack trace. */
  public synchronized List<String> withStackTraces() {
    return stackTraces.stream().map(lines::get).toList();
  }

  @Override
  public void close() {
    root.detachAppender(this);
    root.setLevel(rootBefore);
    audit.setLevel(auditBefore);
    stop();
  }
}
