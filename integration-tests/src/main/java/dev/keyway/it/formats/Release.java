package dev.keyway.it.formats;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.KeyFormat;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.LocalDate;

/** A release of an app: {@code APP/keyway} / {@code V/1.2.5}, the version written by a key converter. */
@Entity(table = "Formats")
@PartitionKey(value = "APP/<app>", delimiter = '/')
@SortKey(value = "V/<version>", delimiter = '/')
@AccessPattern(name = "releasesOf")
public record Release(@KeyFormat(raw = true) String app, @KeyFormat(converter = SemverKey.class) Semver version,
                      LocalDate on) {
}
