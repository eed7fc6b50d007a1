/**
 * One table, "Layout", whose package-private entities live in a parent package, a child package
 * ({@code files}) and a package with no common prefix ({@code org.example.layout}).
 */
package dev.keyway.it.layout;
