package dev.keyway.it.formats;

/** A version {@code major.minor.patch}, compared by its numbers. */
public record Semver(int major, int minor, int patch) {

    /** Reads {@code 1.2.5}. @throws IllegalArgumentException for other text */
    public static Semver parse(String text) {
        String[] parts = text.split("\\.", -1);
        if (parts.length != 3) {
            throw new IllegalArgumentException("not a version: " + text);
        }
        return new Semver(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]), Integer.parseInt(parts[2]));
    }

    @Override
    public String toString() {
        return major + "." + minor + "." + patch;
    }
}
