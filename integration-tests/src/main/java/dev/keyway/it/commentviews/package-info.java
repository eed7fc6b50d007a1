/**
 * The product-comments design as its source describes it, with the keys its items already have:
 * {@code PK = PRODUCT#42}, {@code SK = PRODUCT#42/en/1.2.5/...}, split at {@code '/'}, with
 * {@code '~'} standing for "any language" or "any version" in the copies each comment is written
 * under.
 */
package dev.keyway.it.commentviews;
