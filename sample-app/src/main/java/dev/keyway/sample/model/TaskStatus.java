package dev.keyway.sample.model;

/** Where a task is; new constants go at the end (the ordinal is part of LSI1's sort key). */
public enum TaskStatus { TODO, IN_PROGRESS, DONE }
