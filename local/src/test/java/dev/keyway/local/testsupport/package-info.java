/** Helpers shared by Keyway Local's tests across packages. */
package dev.keyway.local.testsupport;
