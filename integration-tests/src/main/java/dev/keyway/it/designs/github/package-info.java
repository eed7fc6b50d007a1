/**
 * The GitHub design of AWS's published single-table modelling examples: a repository and its issues
 * in one item collection, issues by status through an overloaded index, stars listed both ways.
 */
package dev.keyway.it.designs.github;
