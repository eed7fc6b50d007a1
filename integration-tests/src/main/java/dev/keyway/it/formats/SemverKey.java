package dev.keyway.it.formats;

import dev.keyway.runtime.key.KeyConverter;

/** Writes a version into keys as people write it: {@code 1.2.5}. */
public final class SemverKey implements KeyConverter<Semver> {

    @Override
    public String toKey(Semver version) {
        return version.toString();
    }

    @Override
    public Semver fromKey(String text) {
        return Semver.parse(text);
    }
}
