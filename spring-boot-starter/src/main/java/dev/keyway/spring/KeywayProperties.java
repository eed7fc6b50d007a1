package dev.keyway.spring;

import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The {@code keyway.*} properties.
 *
 * <pre>
 * keyway.region=eu-west-1                       # else the AWS SDK's region chain (AWS_REGION, profile)
 * keyway.endpoint=http://localhost:8000         # any DynamoDB-compatible endpoint
 * keyway.tables.Shop=Shop-prod                  # one table's name in this environment
 * keyway.table-prefix=staging-                  # or every table's: staging-Shop-v2
 * keyway.table-suffix=-v2
 * keyway.cursor.keys=base64-new,base64-previous # cursor signing keys: the first signs, all verify
 * keyway.create-tables=true                     # development: create missing tables at start-up
 * keyway.local.enabled=true                     # development and tests: Keyway Local in this JVM
 * keyway.local.data-directory=./data            # and its data kept there across restarts (else in memory)
 * keyway.metrics.enabled=true                   # with Micrometer: request metrics per access pattern (the default)
 * keyway.metrics.consumed-capacity=true         # ask DynamoDB for consumed capacity: RCU/WCU counters
 * keyway.tracing.enabled=true                   # with OpenTelemetry and keyway-opentelemetry: a span per request (the default)
 * keyway.tracing.consumed-capacity=true         # ask DynamoDB for consumed capacity: on every span
 * </pre>
 */
@ConfigurationProperties("keyway")
public class KeywayProperties {

    /** The AWS region of the auto-configured client; without it, the AWS SDK's region provider chain decides. */
    private String region;

    /** An endpoint override for the auto-configured client (Keyway Local served on its own, another compatible service). */
    private URI endpoint;

    /** Table names by the name a record's {@code @Entity(table)} gives, for tables named otherwise in this environment. */
    private Map<String, String> tables = new LinkedHashMap<>();

    /** Put before every table name that {@code keyway.tables} does not set. */
    private String tablePrefix = "";

    /** Put after every table name that {@code keyway.tables} does not set. */
    private String tableSuffix = "";

    /**
     * Create every repository's table (with all its indexes and time to live) if it is missing, when the
     * repository is created. Meant for development and tests; defaults to {@code keyway.local.enabled}.
     */
    private Boolean createTables;

    private final Cursor cursor = new Cursor();

    private final Local local = new Local();

    private final Metrics metrics = new Metrics();

    private final Tracing tracing = new Tracing();

    public String getRegion() {
        return region;
    }

    public void setRegion(String region) {
        this.region = region;
    }

    public URI getEndpoint() {
        return endpoint;
    }

    public void setEndpoint(URI endpoint) {
        this.endpoint = endpoint;
    }

    public Map<String, String> getTables() {
        return tables;
    }

    public void setTables(Map<String, String> tables) {
        this.tables = tables;
    }

    public String getTablePrefix() {
        return tablePrefix;
    }

    public void setTablePrefix(String tablePrefix) {
        this.tablePrefix = tablePrefix == null ? "" : tablePrefix;
    }

    public String getTableSuffix() {
        return tableSuffix;
    }

    public void setTableSuffix(String tableSuffix) {
        this.tableSuffix = tableSuffix == null ? "" : tableSuffix;
    }

    public Boolean getCreateTables() {
        return createTables;
    }

    public void setCreateTables(Boolean createTables) {
        this.createTables = createTables;
    }

    /** Whether missing tables are created: {@code keyway.create-tables}, else {@code keyway.local.enabled}. */
    public boolean createsTables() {
        return createTables != null ? createTables : local.isEnabled();
    }

    public Cursor getCursor() {
        return cursor;
    }

    public Local getLocal() {
        return local;
    }

    public Metrics getMetrics() {
        return metrics;
    }

    /** {@code keyway.metrics.*}: Keyway's requests as Micrometer meters, when Micrometer is present. */
    public static class Metrics {

        /** Bind every repository's requests to the application's Micrometer registry. */
        private boolean enabled = true;

        /**
         * Ask DynamoDB for the capacity each request consumes ({@code ReturnConsumedCapacity TOTAL}), so that
         * {@code keyway.capacity.read} and {@code keyway.capacity.write} count RCU and WCU per access pattern.
         */
        private boolean consumedCapacity;

        public boolean isEnabled() {
            return enabled;
        }

        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }

        public boolean isConsumedCapacity() {
            return consumedCapacity;
        }

        public void setConsumedCapacity(boolean consumedCapacity) {
            this.consumedCapacity = consumedCapacity;
        }
    }

    public Tracing getTracing() {
        return tracing;
    }

    /** {@code keyway.tracing.*}: a span per request, when OpenTelemetry and {@code keyway-opentelemetry} are present. */
    public static class Tracing {

        /** Put a span on every request of every repository, on the application's {@code OpenTelemetry}. */
        private boolean enabled = true;

        /**
         * Ask DynamoDB for the capacity each request consumes ({@code ReturnConsumedCapacity TOTAL}), so that
         * every span carries {@code aws.dynamodb.consumed_capacity}.
         */
        private boolean consumedCapacity;

        public boolean isEnabled() {
            return enabled;
        }

        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }

        public boolean isConsumedCapacity() {
            return consumedCapacity;
        }

        public void setConsumedCapacity(boolean consumedCapacity) {
            this.consumedCapacity = consumedCapacity;
        }
    }

    /** {@code keyway.cursor.*}: the keys that sign query cursors. */
    public static class Cursor {

        /**
         * Base64 keys of at least 16 bytes: the first signs new cursors, every one is accepted (key
         * rotation). Without any, Keyway reads {@code KEYWAY_CURSOR_KEY} or signs with a random key per process.
         */
        private List<String> keys = new ArrayList<>();

        public List<String> getKeys() {
            return keys;
        }

        public void setKeys(List<String> keys) {
            this.keys = keys;
        }
    }

    /** {@code keyway.local.*}: Keyway Local inside the application, for development and tests. */
    public static class Local {

        /**
         * Start Keyway Local in this JVM and connect the auto-configured client to it. Needs
         * {@code dev.keyway:keyway-local} on the classpath; never for production.
         */
        private boolean enabled;

        /**
         * The directory Keyway Local keeps its data in, created if missing, so that tables and items survive
         * a restart. Without it (or empty), the data is kept in memory and goes when the application stops.
         */
        private Path dataDirectory;

        public boolean isEnabled() {
            return enabled;
        }

        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }

        public Path getDataDirectory() {
            return dataDirectory;
        }

        public void setDataDirectory(Path dataDirectory) {
            this.dataDirectory = dataDirectory;
        }
    }
}
