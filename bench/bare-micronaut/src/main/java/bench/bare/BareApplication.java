package bench.bare;

import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.runtime.Micronaut;
import io.micronaut.serde.annotation.Serdeable;

/** One JSON answer from memory, on the event loop: what the framework alone can serve. */
@Controller
public class BareApplication {
  @Serdeable
  public record Answer(boolean success, String message, String email) {}

  private static final Answer ANSWER = new Answer(true, "User found", "bench@example.com");

  @Get("/hello")
  Answer hello() {
    return ANSWER;
  }

  public static void main(String[] args) {
    Micronaut.run(BareApplication.class, args);
  }
}
