/** A user-profile table whose record gains a primitive and a {@code @Version} while its stream is read (README "Evolving a design"). */
package dev.keyway.it.evolve.profiles;
