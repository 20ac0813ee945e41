package com.outreach.bootstrap.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The set-up of a delivery run against the built jar: one shared PostgreSQL, one recording
 * receiver, and service processes configured alike (same secrets key and first agency owner, as
 * instances of one deployment are), each with its log under {@code target/<run>/}. Closing it stops
 * everything.
 */
final class DeliveryRig implements AutoCloseable {
  static final String OWNER_TOKEN = "delivery-run-owner-token-0123456789abcdef";

  final SharedPostgres database;
  final DeliveryTables tables;
  final RecordingReceiver receiver;
  private final Path logDirectory;
  private final Map<String, String> common = new HashMap<>();
  private final List<ServiceProcess> processes = new ArrayList<>();

  private DeliveryRig(Path runDirectory) throws IOException {
    this.logDirectory = Files.createDirectories(runDirectory.resolve("logs"));
    this.database = SharedPostgres.start(runDirectory.resolve("postgres"));
    this.tables = new DeliveryTables(database);
    this.receiver = new RecordingReceiver();
    byte[] key = new byte[32];
    new SecureRandom().nextBytes(key);
    common.put("OUTREACH_SECRETS_KEY", Base64.getEncoder().encodeToString(key));
    common.put("OUTREACH_BOOTSTRAP_AGENCY_EMAIL", "delivery-run@test.example");
    common.put("OUTREACH_BOOTSTRAP_AGENCY_TOKEN", OWNER_TOKEN);
    // The loader drives one token far beyond the default 50 requests a second (as
    // bench/users-me.sh).
    common.put("OUTREACH_RATE_LIMIT_REQUESTS_PER_SECOND", "1000000");
    common.put("OUTREACH_RATE_LIMIT_BURST", "1000000");
    // The receiver is on 127.0.0.1, which production refuses as a callback target (D-26).
    common.put("OUTREACH_WEBHOOKS_ALLOW_PRIVATE_TARGETS", "true");
  }

  /** A rig whose database, and the logs of every process, are under {@code target/<runName>}. */
  static DeliveryRig start(String runName) throws IOException {
    return new DeliveryRig(Path.of("target", runName).toAbsolutePath());
  }

  /** An instance that records events and fills the outbox but delivers nothing, started. */
  ServiceProcess startIntake() throws InterruptedException {
    ServiceProcess intake = process("intake", Map.of("OUTREACH_WEBHOOKS_DELIVER", "false"));
    intake.start();
    return intake;
  }

  /** A delivering instance with {@code settings} on top of the common ones; not started yet. */
  ServiceProcess deliverer(String name, Map<String, String> settings) {
    Map<String, String> env = new HashMap<>(settings);
    env.put("OUTREACH_WEBHOOKS_DELIVER", "true");
    return process(name, env);
  }

  /**
   * An instance with {@code settings} on top of the common ones, nothing else implied; not started
   * yet.
   */
  ServiceProcess instance(String name, Map<String, String> settings) {
    return process(name, settings);
  }

  ServiceApi api(ServiceProcess instance) {
    return new ServiceApi(instance.baseUrl(), OWNER_TOKEN);
  }

  Path logDirectory() {
    return logDirectory;
  }

  private ServiceProcess process(String name, Map<String, String> settings) {
    Map<String, String> env = new HashMap<>(common);
    env.putAll(settings);
    ServiceProcess process = new ServiceProcess(name, database, env, logDirectory);
    processes.add(process);
    return process;
  }

  @Override
  public void close() throws Exception {
    for (ServiceProcess process : processes) {
      process.close();
    }
    receiver.close();
    tables.close();
    database.close();
  }
}
