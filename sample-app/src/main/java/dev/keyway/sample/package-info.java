/**
 * A small shop on one DynamoDB table, built on Keyway's generated repositories; its
 * {@code demo} walks through the access patterns on embedded DynamoDB Local.
 */
package dev.keyway.sample;
