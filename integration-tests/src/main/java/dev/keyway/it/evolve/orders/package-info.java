/** An orders table that gains components and two indexes while live (the e-commerce design of DynamoDB's modelling guide), backfilled under writers. */
package dev.keyway.it.evolve.orders;
