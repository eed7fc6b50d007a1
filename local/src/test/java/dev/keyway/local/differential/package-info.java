/**
 * The differential run: seeded random table designs and valid request sequences sent to Keyway Local and
 * to moto side by side, every disagreement decided from AWS's documentation (runs only in the Maven
 * profile {@code differential}).
 */
package dev.keyway.local.differential;
