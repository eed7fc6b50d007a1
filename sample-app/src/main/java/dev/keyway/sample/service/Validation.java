package dev.keyway.sample.service;

import java.util.Locale;
import java.util.regex.Pattern;

/** Checks of request values; each failure names the field. */
final class Validation {

    private static final Pattern EMAIL = Pattern.compile("[^@\\s]+@[^@\\s]+\\.[^@\\s]+");
    private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9-]{0,31}");

    private Validation() {
    }

    /** Non-blank text of at most {@code max} characters, trimmed. */
    static String text(String value, String field, int max) {
        if (value == null || value.isBlank()) {
            throw ServiceException.invalid(field, "is required");
        }
        String trimmed = value.strip();
        if (trimmed.length() > max) {
            throw ServiceException.invalid(field, "must be at most " + max + " characters");
        }
        return trimmed;
    }

    /** An e-mail address, lower case. */
    static String email(String value, String field) {
        String email = text(value, field, 254).toLowerCase(Locale.ROOT);
        if (!EMAIL.matcher(email).matches()) {
            throw ServiceException.invalid(field, "is not an e-mail address");
        }
        return email;
    }

    /** A role or permission name: lower-case letters, digits and dashes, starting with a letter. */
    static String name(String value, String field) {
        String name = text(value, field, 32);
        if (!NAME.matcher(name).matches()) {
            throw ServiceException.invalid(field, "must be lower-case letters, digits and '-', starting with a letter");
        }
        return name;
    }
}
