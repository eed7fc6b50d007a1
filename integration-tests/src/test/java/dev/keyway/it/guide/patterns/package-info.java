/**
 * One test per pattern of the guide's single-table patterns chapter: each runs the access patterns the
 * page shows on Keyway Local and checks what the page says of them.
 */
package dev.keyway.it.guide.patterns;
