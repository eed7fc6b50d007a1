/** The ElectroDB "TaskApp" employees as a new user first declares them, before naming the table's type attribute. */
package dev.keyway.it.adopt.electroplain;
