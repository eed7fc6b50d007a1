package dev.keyway.processor.write;

import com.palantir.javapoet.TypeSpec;
import dev.keyway.processor.model.ClassRef;

/** One file a writer produces, for the {@link Output} to write. */
public sealed interface GeneratedFile {

    /** A Java class {@code name}, declared by {@code type} (whose name must be its simple name). */
    record JavaSource(ClassRef name, TypeSpec type) implements GeneratedFile {
    }

    /** A resource in the class output: {@code fileName} in {@code packageName}'s directory. */
    record Resource(String packageName, String fileName, String text) implements GeneratedFile {
    }

    /**
     * A design artifact of table class {@code table}, e.g. {@code ShopTable.md}: written where the
     * {@link DesignOptions} say, unlike a {@link Resource}.
     */
    record Design(ClassRef table, DesignArtifact artifact, String text) implements GeneratedFile {

        /** The file's name: the table class's simple name and the artifact's suffix. */
        public String fileName() {
            return table.simpleName() + artifact.suffix();
        }
    }

    /** The source of class {@code name}. */
    static GeneratedFile java(ClassRef name, TypeSpec type) {
        return new JavaSource(name, type);
    }

    /** A design artifact beside a table class: {@code ShopTable.md} for {@code ShopTable} and the sheet. */
    static GeneratedFile design(ClassRef table, DesignArtifact artifact, String text) {
        return new Design(table, artifact, text);
    }
}
