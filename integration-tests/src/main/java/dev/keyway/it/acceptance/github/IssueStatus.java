package dev.keyway.it.acceptance.github;

/** Whether an issue is open. */
public enum IssueStatus { OPEN, CLOSED }
