package golden.collection;

/** What a member may do. */
public enum Role { OWNER, EDITOR, VIEWER }
