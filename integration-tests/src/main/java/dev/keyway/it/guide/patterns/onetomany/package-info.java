/**
 * The one-to-many pattern of the guide's single-table patterns chapter: a customer and its orders in one
 * partition (an item collection).
 */
package dev.keyway.it.guide.patterns.onetomany;
