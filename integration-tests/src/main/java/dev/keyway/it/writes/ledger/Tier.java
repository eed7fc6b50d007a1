package dev.keyway.it.writes.ledger;

/** An account's tier. */
public enum Tier { BASIC, GOLD, PLATINUM }
