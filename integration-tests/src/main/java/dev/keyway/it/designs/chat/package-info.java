/**
 * A chat channel after AWS's messaging examples: messages sorted by time and each message's replies
 * sorted right under it ({@code MSG#<sentAt>#<messageId>#REPLY#...}), read together as one collection.
 */
package dev.keyway.it.designs.chat;
