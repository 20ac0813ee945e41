package com.outreach.bootstrap.api.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every reference in the repository's code, configuration, migrations, scripts and docs leads to
 * something inside the repository, so a clone stands on its own: a decision id ({@code D-n} in
 * docs/spec/decisions.md, {@code P-n} in docs/decisions.md), a contract section ("spec 4.14", "spec
 * 5.4" in docs/spec/api.md), a relative markdown link to a file and its anchor, a file such as
 * docs/engine.md, and a named section such as {@code docs/webhooks.md "Duplicates"} (a heading that
 * starts with the name, or a bold lead-in). And nothing there tells history instead of the rule:
 * history is in git.
 */
class CitationsResolveTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final Set<String> SKIPPED_DIRECTORIES =
      Set.of("target", ".git", "node_modules", "data", ".idea", ".mvn");
  private static final Pattern CHECKED_FILE = Pattern.compile(".*\\.(java|md|yml|yaml|sql|sh)");

  private static final Pattern DECISION = Pattern.compile("\\b[DP]-\\d+\\b");
  private static final Pattern SPEC_SECTIONS =
      Pattern.compile(
          "\\bspec (?:section )?(\\d+(?:\\.\\d+)?(?:\\s*(?:,|-|–|…|\\.\\.\\.|and)\\s*\\d+(?:\\.\\d+)?)*)");
  private static final Pattern NUMBER = Pattern.compile("\\d+(?:\\.\\d+)?");
  private static final Pattern LINK = Pattern.compile("\\[[^\\]\\n]*\\]\\(([^)\\s]+)\\)");
  private static final Pattern NAMED_SECTIONS =
      Pattern.compile("([\\w./-]+\\.md),? ((?:\"[^\"]+\"(?:,\\s*|\\s+and\\s+)?)+)");
  private static final Pattern QUOTED = Pattern.compile("\"([^\"]+)\"");
  private static final Pattern DOC_PATH =
      Pattern.compile("(?<![\\w/.-])(?:\\.\\./)*((?:docs|bench)/[\\w./-]*\\w\\.md)\\b");
  private static final Pattern HEADING = Pattern.compile("(?m)^#{1,6} +(.+?) *$");
  private static final Pattern HISTORY =
      Pattern.compile("(?i)session [0-9]|issue [0-9]+|wip" + "/|this " + "session");

  @Test
  void everyCitedDecisionSectionAndDocumentResolves() {
    Set<String> decisions = definedDecisions();
    Set<String> sections = specSections();
    List<String> dangling = new ArrayList<>();
    for (Path file : checkedFiles()) {
      String text = joinedLines(read(file));
      String where = ROOT.relativize(file).toString();
      decisionsCited(text, decisions, where, dangling);
      sectionsCited(text, sections, where, dangling);
      linksFollowed(file, text, where, dangling);
      documentsNamed(file, text, where, dangling);
    }
    assertThat(dangling).as("references that lead nowhere inside the repository").isEmpty();
  }

  @Test
  void theDefinitionsAreThere() {
    Set<String> decisions = definedDecisions();
    for (int n = 1; n <= 55; n++) {
      assertThat(decisions).contains("D-" + n);
    }
    assertThat(decisions).contains("P-1");
    assertThat(specSections()).contains("1", "2.9", "4.1", "4.20", "5.4", "7.2", "9");
  }

  /** Each of the project's own decisions has its id, and no id is given twice. */
  @Test
  void everyOwnDecisionHasOneId() {
    List<String> unnumbered = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    List<String> repeated = new ArrayList<>();
    boolean inCode = false;
    for (String line : read(docs("decisions.md")).split("\n")) {
      inCode ^= line.startsWith("```");
      if (inCode || !line.startsWith("- ")) {
        continue;
      }
      Matcher id = Pattern.compile("^- \\*\\*(P-\\d+)\\.\\*\\* ").matcher(line);
      if (!id.find()) {
        unnumbered.add(line);
      } else if (!seen.add(id.group(1))) {
        repeated.add(id.group(1));
      }
    }
    assertThat(unnumbered)
        .as("docs/decisions.md: a decision starts '- **P-n.** ', n the next free number")
        .isEmpty();
    assertThat(repeated).as("docs/decisions.md: ids given twice").isEmpty();
  }

  @Test
  void nothingTellsHistory() {
    List<String> found = new ArrayList<>();
    for (Path file : checkedFiles()) {
      String[] lines = read(file).split("\n", -1);
      for (int i = 0; i < lines.length; i++) {
        if (HISTORY.matcher(lines[i]).find()) {
          found.add(ROOT.relativize(file) + ":" + (i + 1) + ": " + lines[i].strip());
        }
      }
    }
    assertThat(found)
        .as("docs and code state the rule and its reason; history belongs in git")
        .isEmpty();
  }

  private static void decisionsCited(
      String text, Set<String> decisions, String where, List<String> dangling) {
    Matcher m = DECISION.matcher(text);
    while (m.find()) {
      if (!decisions.contains(m.group())) {
        dangling.add(where + ": " + m.group());
      }
    }
  }

  private static void sectionsCited(
      String text, Set<String> sections, String where, List<String> dangling) {
    Matcher m = SPEC_SECTIONS.matcher(text);
    while (m.find()) {
      Matcher number = NUMBER.matcher(m.group(1));
      while (number.find()) {
        if (!sections.contains(number.group())) {
          dangling.add(where + ": spec " + number.group());
        }
      }
    }
  }

  private static void linksFollowed(Path file, String text, String where, List<String> dangling) {
    Matcher m = LINK.matcher(text);
    while (m.find()) {
      String target = m.group(1);
      if (target.matches("(?i)(https?|mailto):.*")) {
        continue;
      }
      int hash = target.indexOf('#');
      String path = hash < 0 ? target : target.substring(0, hash);
      Path linked = path.isEmpty() ? file : file.getParent().resolve(path).normalize();
      if (!Files.exists(linked)) {
        dangling.add(where + ": link " + target);
      } else if (hash >= 0 && !anchors(linked).contains(target.substring(hash + 1))) {
        dangling.add(where + ": anchor " + target);
      }
    }
  }

  private static void documentsNamed(Path file, String text, String where, List<String> dangling) {
    Matcher paths = DOC_PATH.matcher(text);
    while (paths.find()) {
      if (!Files.exists(ROOT.resolve(paths.group(1)))) {
        dangling.add(where + ": " + paths.group(1));
      }
    }
    Matcher named = NAMED_SECTIONS.matcher(text);
    while (named.find()) {
      Path doc = document(file, named.group(1));
      if (doc == null) {
        dangling.add(where + ": " + named.group(1));
        continue;
      }
      Matcher quoted = QUOTED.matcher(named.group(2));
      while (quoted.find()) {
        if (!hasSection(doc, quoted.group(1))) {
          dangling.add(where + ": " + named.group(1) + " \"" + quoted.group(1) + "\"");
        }
      }
    }
  }

  /** A named document, as the citing file's neighbour, from the root, or among the docs. */
  private static Path document(Path citing, String name) {
    for (Path base : List.of(citing.getParent(), ROOT, ROOT.resolve("docs"))) {
      Path candidate = base.resolve(name).normalize();
      if (Files.isRegularFile(candidate)) {
        return candidate;
      }
    }
    return null;
  }

  private static boolean hasSection(Path doc, String name) {
    String text = read(doc);
    String wanted = name.toLowerCase(Locale.ROOT);
    Matcher heading = HEADING.matcher(text);
    while (heading.find()) {
      if (heading.group(1).replace("`", "").toLowerCase(Locale.ROOT).startsWith(wanted)) {
        return true;
      }
    }
    return text.contains("**" + name);
  }

  /** GitHub's anchors: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
  private static Set<String> anchors(Path doc) {
    Set<String> anchors = new HashSet<>();
    Matcher heading = HEADING.matcher(read(doc));
    while (heading.find()) {
      String slug =
          heading
              .group(1)
              .toLowerCase(Locale.ROOT)
              .replaceAll("[^\\p{L}\\p{N} _-]", "")
              .replace(' ', '-');
      String unique = slug;
      for (int n = 1; !anchors.add(unique); n++) {
        unique = slug + "-" + n;
      }
    }
    return anchors;
  }

  private static Set<String> definedDecisions() {
    Set<String> ids = new HashSet<>();
    Matcher product =
        Pattern.compile("(?m)^### (D-\\d+) ").matcher(read(docs("spec/decisions.md")));
    while (product.find()) {
      ids.add(product.group(1));
    }
    Matcher own =
        Pattern.compile("(?m)^- \\*\\*(P-\\d+)\\.\\*\\*").matcher(read(docs("decisions.md")));
    while (own.find()) {
      ids.add(own.group(1));
    }
    return ids;
  }

  /** The contract's sections ("## 4. Endpoints", "### 4.14 ...") and numbered items ("**5.4**"). */
  private static Set<String> specSections() {
    Set<String> sections = new HashSet<>();
    Matcher m =
        Pattern.compile("(?m)^#{2,3} (\\d+(?:\\.\\d+)?)\\.? |^- \\*\\*(\\d+\\.\\d+)\\*\\*")
            .matcher(read(docs("spec/api.md")));
    while (m.find()) {
      sections.add(m.group(1) != null ? m.group(1) : m.group(2));
    }
    return sections;
  }

  /** A comment's lines joined, so that a reference broken over two lines is read whole. */
  private static String joinedLines(String text) {
    return text.replaceAll("[ \\t]*\\r?\\n[ \\t]*(?:\\*(?!/)|//|--|#(?!#))?[ \\t]*", " ");
  }

  private static Path docs(String name) {
    return ROOT.resolve("docs").resolve(name);
  }

  private static List<Path> checkedFiles() {
    try (Stream<Path> files = Files.walk(ROOT)) {
      return files
          .filter(Files::isRegularFile)
          .filter(f -> CHECKED_FILE.matcher(f.getFileName().toString()).matches())
          .filter(f -> ROOT.relativize(f).getNameCount() > 0 && !skipped(ROOT.relativize(f)))
          .sorted()
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static boolean skipped(Path relative) {
    for (Path part : relative) {
      if (SKIPPED_DIRECTORIES.contains(part.toString())) {
        return true;
      }
    }
    return false;
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
