/** ElectroDB's "TaskApp" example (employees and their tasks), adopted as ElectroDB wrote it: lower-case keys, {@code __edb_e__}. */
package dev.keyway.it.adopt.electro;
