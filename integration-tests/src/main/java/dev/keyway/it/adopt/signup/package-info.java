/** A users table hand-rolled code filled without a type attribute (AWS's unique-email sign-up pattern), adopted with its @Unique e-mails, on a KEYS_ONLY stream. */
package dev.keyway.it.adopt.signup;
