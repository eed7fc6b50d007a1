package dev.keyway.it.designs.github;

/** Whether an issue is open. */
public enum IssueStatus { OPEN, CLOSED }
