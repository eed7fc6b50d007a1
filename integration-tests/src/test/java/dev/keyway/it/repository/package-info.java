/** A repository's basic requests and codecs: CRUD, round trips of every stored type, decoding, converters, settings and listeners. */
package dev.keyway.it.repository;
