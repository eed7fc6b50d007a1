/** Entities with primitive components, for updates that may not create an item they would leave unreadable. */
package dev.keyway.it.primitives;
