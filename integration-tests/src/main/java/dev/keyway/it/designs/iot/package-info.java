/**
 * The time-series / IoT design of DynamoDB's best practices (write sharding to spread a day's
 * events over partitions, time to live on readings, a latest-value pointer written only if greater).
 */
package dev.keyway.it.designs.iot;
