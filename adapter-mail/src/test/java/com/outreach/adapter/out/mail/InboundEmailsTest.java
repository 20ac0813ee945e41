package com.outreach.adapter.out.mail;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.mail.InboundEmail;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * A huge message part is read only as far as the 8,000 characters kept (streamed), never loaded
 * whole.
 */
class InboundEmailsTest {
  private static final int TWO_MB = 2 * 1024 * 1024;

  @Test
  void aHugeTextPart_isReadOnlyAsFarAsWhatIsKept() throws Exception {
    AtomicLong bytesRead = new AtomicLong();
    MimeMessage message =
        counted(
            "Content-Type: text/plain; charset=UTF-8\r\n\r\n" + "é".repeat(TWO_MB / 2), bytesRead);

    InboundEmail email = InboundEmails.of(7, message);

    assertThat(email.text()).isEqualTo("é".repeat(InboundEmails.MAX_TEXT));
    assertThat(bytesRead.get()).isLessThan(64 * 1024);
  }

  @Test
  void aHugeHtmlPart_isReadOnlyAsFarAsItsBound() throws Exception {
    AtomicLong bytesRead = new AtomicLong();
    MimeMessage message =
        counted(
            "Content-Type: text/html; charset=UTF-8\r\n\r\n<p>" + "word ".repeat(TWO_MB / 5),
            bytesRead);

    InboundEmail email = InboundEmails.of(7, message);

    assertThat(email.text()).hasSize(InboundEmails.MAX_TEXT).startsWith("word word");
    assertThat(bytesRead.get()).isLessThan(256 * 1024);
  }

  /** A message whose body bytes are counted as they are read. */
  private static MimeMessage counted(String headersAndBody, AtomicLong bytesRead)
      throws MessagingException {
    String raw =
        "From: ada@lead.example\r\nTo: sam@acme.example\r\nSubject: Re: Hi\r\n"
            + "Message-ID: <reply@lead.example>\r\nMIME-Version: 1.0\r\n"
            + headersAndBody;
    return new MimeMessage(
        Session.getInstance(new Properties()),
        new ByteArrayInputStream(raw.getBytes(StandardCharsets.UTF_8))) {
      @Override
      protected InputStream getContentStream() throws MessagingException {
        return new FilterInputStream(super.getContentStream()) {
          @Override
          public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
              bytesRead.incrementAndGet();
            }
            return b;
          }

          @Override
          public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            if (n > 0) {
              bytesRead.addAndGet(n);
            }
            return n;
          }
        };
      }
    };
  }
}
