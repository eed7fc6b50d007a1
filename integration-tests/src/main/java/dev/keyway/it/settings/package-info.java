/** A table whose entities declare its settings with {@code @TableSettings}, for the settings tests. */
package dev.keyway.it.settings;
