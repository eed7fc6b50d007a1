/** A recursive record, whose depth only its values tell, for the tests of DynamoDB's nesting limit. */
package dev.keyway.it.nesting;
