/**
 * {@code @DynamoDbBean} classes for the Enhanced Client's bean schema ({@code TableSchema.fromBean}),
 * the schema most of its users run; {@code from(record)} and {@code toRecord()} convert to and from the
 * benchmark records (outside the measured code).
 */
package dev.keyway.benchmarks.enhanced.bean;
