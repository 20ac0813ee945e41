package com.outreach.adapter.out.mail;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.mail.Session;
import jakarta.mail.internet.MimeBodyPart;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A part encoded once by {@link TextPart} is exactly what jakarta.mail writes for the same text
 * given as text.
 */
class TextPartTest {
  private static final String LONG_LINE = "word ".repeat(250);

  static Stream<String> texts() {
    return Stream.of(
        "Hello Jane,\nhave a look at https://acme.example/demo and tell me.\nSam",
        "Grüße aus Köln, Jürgen: schöne Äpfel\n",
        "Здравствуйте, Иван! Как дела?",
        "emoji 🎉 and a tab\there\r\nand CRLF lines\r\n",
        "a control \u0001 character",
        "",
        LONG_LINE,
        LONG_LINE + "é");
  }

  @ParameterizedTest
  @MethodSource("texts")
  void bothSubtypes_areWrittenByteForByte_asSetTextWritesThem(String text) throws Exception {
    for (String subtype : new String[] {"plain", "html"}) {
      MimeBodyPart reference = new MimeBodyPart();
      reference.setText(text, "UTF-8", subtype);

      assertThat(written(TextPart.of(text, subtype))).isEqualTo(written(reference));
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"plain ascii\n", "Grüße", "Здравствуйте"})
  void theChosenEncoding_isNamedInThePart(String text) throws Exception {
    MimeBodyPart part = TextPart.of(text, "plain");

    assertThat(part.getEncoding())
        .isEqualTo(TextPart.transferEncoding(text.getBytes(StandardCharsets.UTF_8)));
    assertThat(part.getContentType()).isEqualTo("text/plain; charset=UTF-8");
    assertThat(part.getContent()).isEqualTo(text);
  }

  /**
   * The part as it goes out: in a message whose headers were brought up to date, as before sending.
   */
  private static String written(MimeBodyPart part) throws Exception {
    MimeMessage message = new MimeMessage(Session.getInstance(new Properties()));
    MimeMultipart multipart = new MimeMultipart("alternative");
    multipart.addBodyPart(part);
    message.setContent(multipart);
    message.saveChanges();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    part.writeTo(out);
    return out.toString(StandardCharsets.ISO_8859_1);
  }
}
