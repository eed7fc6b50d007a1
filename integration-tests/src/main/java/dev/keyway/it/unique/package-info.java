/** A club whose members' e-mails and handles are unique, for the @Unique tests. */
package dev.keyway.it.unique;
