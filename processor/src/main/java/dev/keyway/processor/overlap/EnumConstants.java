package dev.keyway.processor.overlap;

import dev.keyway.processor.model.ClassRef;
import java.util.List;
import java.util.Optional;

/** What is known of an enum's constants: their names in declaration order, if known. */
@FunctionalInterface
public interface EnumConstants {

    /** Nothing is known of any enum: names are identifier-like, ordinals any three digits. */
    EnumConstants UNKNOWN = type -> Optional.empty();

    /** The constants' names in declaration order, if known. */
    Optional<List<String>> of(ClassRef type);
}
