/** A tag of table "Layout", package-private, in a package sharing no prefix with the other entities'. */
package org.example.layout;
