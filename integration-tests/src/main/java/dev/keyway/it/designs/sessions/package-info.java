/**
 * Users who sign up with a unique e-mail address and handle, and their login sessions that expire by
 * time to live, after AWS's published modelling examples for user sign-up and session stores.
 */
package dev.keyway.it.designs.sessions;
