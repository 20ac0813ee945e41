package com.outreach.bootstrap;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * The dependency rules of docs/architecture.md, checked on every build: adapters -> application ->
 * domain, adapters never touch each other, nothing depends on bootstrap, the core is plain Java.
 */
class ArchitectureTest {
  private static final JavaClasses PRODUCTION_CLASSES =
      new ClassFileImporter()
          .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
          // Fakes and fixtures of other modules arrive as test-jars; they are tests too.
          .withImportOption(location -> !location.asURI().toString().contains("-tests.jar"))
          .importPackages("com.outreach");

  private static final String[] LAYER_PACKAGES = {
    "com.outreach.domain..",
    "com.outreach.application..",
    "com.outreach.adapter.in.http..",
    "com.outreach.adapter.out.persistence..",
    "com.outreach.adapter.out.webhook..",
    "com.outreach.adapter.out.mail..",
    "com.outreach.adapter.out.linkedin..",
    "com.outreach.bootstrap.."
  };

  @Test
  void layers() {
    ArchRule rule =
        layeredArchitecture()
            .consideringOnlyDependenciesInLayers()
            .withOptionalLayers(true)
            .layer("domain")
            .definedBy("com.outreach.domain..")
            .layer("application")
            .definedBy("com.outreach.application..")
            .layer("http")
            .definedBy("com.outreach.adapter.in.http..")
            .layer("persistence")
            .definedBy("com.outreach.adapter.out.persistence..")
            .layer("webhook")
            .definedBy("com.outreach.adapter.out.webhook..")
            .layer("mail")
            .definedBy("com.outreach.adapter.out.mail..")
            .layer("linkedin")
            .definedBy("com.outreach.adapter.out.linkedin..")
            .layer("bootstrap")
            .definedBy("com.outreach.bootstrap..")
            .whereLayer("bootstrap")
            .mayNotBeAccessedByAnyLayer()
            .whereLayer("http")
            .mayOnlyBeAccessedByLayers("bootstrap")
            .whereLayer("persistence")
            .mayOnlyBeAccessedByLayers("bootstrap")
            .whereLayer("webhook")
            .mayOnlyBeAccessedByLayers("bootstrap")
            .whereLayer("mail")
            .mayOnlyBeAccessedByLayers("bootstrap")
            .whereLayer("linkedin")
            .mayOnlyBeAccessedByLayers("bootstrap")
            .whereLayer("application")
            .mayOnlyBeAccessedByLayers(
                "http", "persistence", "webhook", "mail", "linkedin", "bootstrap");
    rule.check(PRODUCTION_CLASSES);
  }

  /** A new module's package cannot slip past the layers above: every class is in one of them. */
  @Test
  void everyClassIsInALayer() {
    ArchRule rule =
        classes()
            .that()
            .resideInAPackage("com.outreach..")
            .should()
            .resideInAnyPackage(LAYER_PACKAGES);
    rule.check(PRODUCTION_CLASSES);
  }

  @Test
  void domainIsPlainJava() {
    ArchRule rule =
        classes()
            .that()
            .resideInAPackage("com.outreach.domain..")
            .should()
            .onlyDependOnClassesThat()
            .resideInAnyPackage("com.outreach.domain..", "java..");
    rule.check(PRODUCTION_CLASSES);
  }

  @Test
  void applicationIsPlainJava() {
    ArchRule rule =
        classes()
            .that()
            .resideInAPackage("com.outreach.application..")
            .should()
            .onlyDependOnClassesThat()
            .resideInAnyPackage("com.outreach.application..", "com.outreach.domain..", "java..");
    rule.check(PRODUCTION_CLASSES);
  }

  @Test
  void noWallClockInCore() {
    ArchRule rule =
        noClasses()
            .that()
            .resideInAnyPackage("com.outreach.domain..", "com.outreach.application..")
            .should()
            .callMethod(Instant.class, "now");
    rule.check(PRODUCTION_CLASSES);
  }

  @Test
  void controllersUseInboundPortsOnly() {
    ArchRule rule =
        noClasses()
            .that()
            .resideInAPackage("com.outreach.adapter.in.http..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage(
                "com.outreach.application.service..", "com.outreach.application.port.out..");
    rule.check(PRODUCTION_CLASSES);
  }

  @Test
  void noImplManagerHelperNames() {
    ArchRule rule =
        noClasses()
            .that()
            .resideInAPackage("com.outreach..")
            .should()
            .haveSimpleNameEndingWith("Impl")
            .orShould()
            .haveSimpleNameEndingWith("Manager")
            .orShould()
            .haveSimpleNameEndingWith("Helper");
    rule.check(PRODUCTION_CLASSES);
  }

  @Test
  void useCasesAreInterfacesInPortIn() {
    ArchRule rule =
        classes()
            .that()
            .haveSimpleNameEndingWith("UseCase")
            .should()
            .beInterfaces()
            .andShould()
            .resideInAPackage("com.outreach.application.port.in..");
    rule.check(PRODUCTION_CLASSES);
  }

  @Test
  void domainSlicesAreFreeOfCycles() {
    ArchRule rule = slices().matching("com.outreach.domain.(*)..").should().beFreeOfCycles();
    rule.check(PRODUCTION_CLASSES);
  }
}
