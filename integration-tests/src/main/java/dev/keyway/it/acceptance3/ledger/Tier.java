package dev.keyway.it.acceptance3.ledger;

/** An account's tier. */
public enum Tier { BASIC, GOLD, PLATINUM }
