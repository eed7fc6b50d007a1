/** {@code @TableSettings}: what createTable() makes of them on Keyway Local, and what the live-table check reports. */
package dev.keyway.it.settings;
