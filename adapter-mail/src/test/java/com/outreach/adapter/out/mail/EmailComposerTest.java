package com.outreach.adapter.out.mail;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.out.engine.MailGateway.OutgoingEmail;
import com.outreach.application.port.out.engine.MailboxDirectory.SmtpMailbox;
import com.outreach.domain.account.SmtpSecurity;
import jakarta.mail.internet.InternetAddress;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Line breaks in a subject or the sender's name (a template's, or one stored before D-55) never
 * reach the headers: each run becomes one space, and no header is added.
 */
class EmailComposerTest {
  @Test
  void lineBreaksInTheSubjectAndTheSendersName_becomeOneSpace_andAddNoHeader() throws Exception {
    SmtpMailbox mailbox =
        new SmtpMailbox(
            UUID.randomUUID(),
            "sam@acme.example",
            "Sam\r\nBcc: all@x.example",
            "127.0.0.1",
            25,
            null,
            null,
            SmtpSecurity.NONE);
    OutgoingEmail email =
        new OutgoingEmail(
            UUID.randomUUID(),
            mailbox.id(),
            UUID.randomUUID(),
            "ada@lead.example",
            "Hi Ada\r\nBcc: all@x.example\n\nX-Injected: yes",
            "Body",
            Optional.empty(),
            false,
            false);

    EmailComposer.Composed composed =
        new EmailComposer(Clock.fixed(Instant.parse("2026-11-24T10:00:00Z"), ZoneOffset.UTC))
            .compose(mailbox, email, "https://out.example/u/x");

    assertThat(composed.message().getHeader("Subject"))
        .containsExactly("Hi Ada Bcc: all@x.example X-Injected: yes");
    assertThat(((InternetAddress) composed.message().getFrom()[0]).getPersonal())
        .isEqualTo("Sam Bcc: all@x.example");
    assertThat(composed.message().getHeader("From")[0]).doesNotContain("\r").doesNotContain("\n");
    assertThat(composed.message().getHeader("Bcc")).isNull();
    assertThat(composed.message().getHeader("X-Injected")).isNull();
    List<String> names =
        Collections.list(composed.message().getAllHeaders()).stream()
            .map(jakarta.mail.Header::getName)
            .toList();
    assertThat(names).doesNotContain("Bcc", "X-Injected");
  }
}
