/** A forum (DynamoDB's "Forum/Thread/Reply" sample) whose stream keeps a copy of each post per author and an exact post count per forum. */
package dev.keyway.it.streams.forum;
