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

    /** The source of class {@code name}. */
    static GeneratedFile java(ClassRef name, TypeSpec type) {
        return new JavaSource(name, type);
    }

    /** A resource beside a class: {@code ShopTable.md} for {@code ShopTable} and {@code ".md"}. */
    static GeneratedFile beside(ClassRef type, String suffix, String text) {
        return new Resource(type.packageName(), type.simpleName() + suffix, text);
    }
}
