package dev.keyway.runtime;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a public type or member of an API package that is public only because generated code or
 * another Keyway package calls it. It is not for applications: it may change or go in any release,
 * without notice and without a deprecation. The API listing ({@code runtime/api/keyway-runtime.api})
 * flags every element so marked.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.METHOD, ElementType.CONSTRUCTOR, ElementType.FIELD})
public @interface InternalApi {
}
