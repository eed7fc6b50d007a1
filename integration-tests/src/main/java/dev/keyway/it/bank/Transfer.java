package dev.keyway.it.bank;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** A transfer of {@code amount} cents, recorded in the paying account's partition. */
@Entity(table = "Bank")
@PartitionKey("ACCOUNT#<from>")
@SortKey("TRANSFER#<transferId>")
@AccessPattern(name = "transfersOf")
public record Transfer(String from, String transferId, String to, long amount) {}
