package golden;

/** An order's state; sort keys hold it by ordinal, so new states go last. */
public enum Status { PLACED, PAID, SHIPPED }
