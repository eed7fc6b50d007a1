/**
 * A key-value design without a sort key (a link shortener, after DynamoDB's key-value examples): one
 * item per code, each long URL shortened once, links expiring by time to live, listed per owner.
 */
package dev.keyway.it.designs.links;
