/** The asynchronous repositories (issue #26, section 5), on Keyway Local over loopback and on a client that never answers by itself. */
package dev.keyway.it.async;
