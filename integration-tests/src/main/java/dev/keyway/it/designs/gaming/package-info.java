/**
 * The gaming leaderboard of DynamoDB's global secondary index documentation (GameScores: a
 * GameTitleIndex ordered by top score) with a sparse awards index and a local index by wins.
 */
package dev.keyway.it.designs.gaming;
