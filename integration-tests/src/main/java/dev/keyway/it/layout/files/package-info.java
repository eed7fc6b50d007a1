/** The files of a folder, package-private, in a child package of the folder's. */
package dev.keyway.it.layout.files;
