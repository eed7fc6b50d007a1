/** How the project's sources fit its build: no main source over the size limit. */
package dev.keyway.processor.build;
