/**
 * Product comments on a table with a stream: a comment is copied into one partition per filter
 * combination it matches, and each product's comment count is kept, both maintained from the
 * stream by the handlers here.
 */
package dev.keyway.it.commentstream;
