/** Designs at DynamoDB's limits, accepted at compile time and working at run time. */
package dev.keyway.it.limits;
