import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A loopback SMTP server that accepts every message and keeps none, for the email benchmark
 * (bench/email.sh): the service's SMTP client, its connection reuse and the engine are measured,
 * not a mail server. Writes its port to PORT_FILE; keeps the first KEEP messages in DIR (the bench
 * takes a tracking pixel's URL from one); writes the count of accepted messages to DIR/count
 * every 200 ms. Run: java SmtpSink.java PORT_FILE DIR KEEP
 */
public final class SmtpSink {
  private static final AtomicLong accepted = new AtomicLong();

  public static void main(String[] args) throws IOException {
    Path dir = Path.of(args[1]);
    int keep = Integer.parseInt(args[2]);
    Files.createDirectories(dir);
    ServerSocket server = new ServerSocket(0, 512, InetAddress.getLoopbackAddress());
    Files.writeString(Path.of(args[0]), Integer.toString(server.getLocalPort()));
    Thread counter = new Thread(() -> {
      while (true) {
        try {
          Files.writeString(dir.resolve("count.tmp"), Long.toString(accepted.get()));
          Files.move(dir.resolve("count.tmp"), dir.resolve("count"), java.nio.file.StandardCopyOption.ATOMIC_MOVE);
          Thread.sleep(200);
        } catch (IOException | InterruptedException e) {
          return;
        }
      }
    });
    counter.setDaemon(true);
    counter.start();
    ExecutorService sessions = Executors.newCachedThreadPool();
    while (true) {
      Socket socket = server.accept();
      sessions.execute(() -> session(socket, dir, keep));
    }
  }

  private static void session(Socket socket, Path dir, int keep) {
    try (socket;
        BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.ISO_8859_1));
        OutputStream out = socket.getOutputStream()) {
      reply(out, "220 sink.bench ESMTP");
      String line;
      while ((line = in.readLine()) != null) {
        String verb = line.length() >= 4 ? line.substring(0, 4).toUpperCase() : line.toUpperCase();
        switch (verb) {
          case "EHLO" -> reply(out, "250-sink.bench\r\n250-8BITMIME\r\n250-AUTH PLAIN LOGIN\r\n250 SMTPUTF8");
          case "AUTH" -> authenticate(line, in, out);
          case "HELO", "MAIL", "RCPT", "RSET", "NOOP" -> reply(out, "250 OK");
          case "DATA" -> {
            reply(out, "354 End data with <CR><LF>.<CR><LF>");
            StringBuilder message = new StringBuilder();
            String data;
            while ((data = in.readLine()) != null && !data.equals(".")) {
              message.append(data).append("\r\n");
            }
            long n = accepted.incrementAndGet();
            if (n <= keep) {
              Files.writeString(dir.resolve("message-" + n + ".eml"), message);
            }
            reply(out, "250 OK queued as " + n);
          }
          case "QUIT" -> {
            reply(out, "221 Bye");
            return;
          }
          default -> reply(out, "502 Command not implemented");
        }
      }
    } catch (IOException closed) {
      // the client went away
    }
  }

  /** Any credentials pass: AUTH PLAIN with or without its initial response, or AUTH LOGIN. */
  private static void authenticate(String line, BufferedReader in, OutputStream out) throws IOException {
    String[] words = line.trim().split("\\s+");
    boolean login = words.length > 1 && words[1].equalsIgnoreCase("LOGIN");
    int prompts = login ? 2 : words.length > 2 ? 0 : 1;
    for (int i = 0; i < prompts; i++) {
      reply(out, login ? (i == 0 ? "334 VXNlcm5hbWU6" : "334 UGFzc3dvcmQ6") : "334 ");
      in.readLine();
    }
    reply(out, "235 Authentication successful");
  }

  private static void reply(OutputStream out, String text) throws IOException {
    out.write((text + "\r\n").getBytes(StandardCharsets.ISO_8859_1));
    out.flush();
  }
}
