package com.outreach.bootstrap.support;

import java.util.Map;

/** The served OpenAPI description read as nested maps, for the description tests. */
public final class OpenApiYaml {
  private OpenApiYaml() {}

  /**
   * SnakeYAML is a runtime dependency of the service (configuration files), not on the test compile
   * path; it is called reflectively rather than declared a second time.
   */
  @SuppressWarnings("unchecked")
  public static Map<String, Object> parse(String text) {
    try {
      Class<?> yaml = Class.forName("org.yaml.snakeyaml.Yaml");
      Object parser = yaml.getConstructor().newInstance();
      return (Map<String, Object>) yaml.getMethod("load", String.class).invoke(parser, text);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot parse the OpenAPI description", e);
    }
  }
}
