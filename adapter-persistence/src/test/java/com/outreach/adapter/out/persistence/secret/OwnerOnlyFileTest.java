package com.outreach.adapter.out.persistence.secret;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The key file is owner-only from the moment it exists, before a byte of the key is in it. */
class OwnerOnlyFileTest {
  @TempDir Path dir;

  @Test
  void aNewFile_isOwnerOnly_beforeAnythingIsWrittenToIt() throws Exception {
    Path file = OwnerOnlyFile.create(dir.resolve("secrets.key"));

    assertThat(Files.size(file)).isZero();
    assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file)))
        .isEqualTo("rw-------");
  }

  @Test
  void anExistingFile_isNeverTakenOver() throws Exception {
    Path file = Files.writeString(dir.resolve("secrets.key"), "someone else's");

    assertThatThrownBy(() -> OwnerOnlyFile.create(file))
        .isInstanceOf(FileAlreadyExistsException.class);
    assertThat(Files.readString(file)).isEqualTo("someone else's");
  }
}
