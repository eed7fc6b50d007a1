/** Whole designs of the data-modelling guides (chat, deals, e-commerce, leaderboards, sessions, time series...), each run from its entities to its access patterns against Keyway Local. */
package dev.keyway.it.designs;
