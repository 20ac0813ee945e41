package com.outreach.adapter.out.persistence.secret;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * A new, empty file only its owner may read or write, from the moment it exists (D-55): a key file
 * written first and narrowed afterwards could be read in between.
 */
final class OwnerOnlyFile {
  private OwnerOnlyFile() {}

  /**
   * Creates {@code path}, failing if it exists; {@code rw-------} on a POSIX file system (the umask
   * cannot widen it), the platform's default elsewhere.
   */
  static Path create(Path path) throws IOException {
    if (path.getFileSystem().supportedFileAttributeViews().contains("posix")) {
      return Files.createFile(
          path, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
    }
    return Files.createFile(path);
  }
}
