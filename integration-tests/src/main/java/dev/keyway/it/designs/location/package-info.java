/**
 * The hierarchical composite sort key of DynamoDB's sort-key best practices
 * ({@code [country]#[state]#[city]#...}): stores by location through an index, a company's offices in
 * its partition with keys in the documentation's upper-case raw form.
 */
package dev.keyway.it.designs.location;
