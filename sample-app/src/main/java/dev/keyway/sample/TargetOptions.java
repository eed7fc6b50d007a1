package dev.keyway.sample;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** Which DynamoDB and table: embedded Keyway Local unless a region or endpoint is given. */
final class TargetOptions {

    @Option(names = "--region", paramLabel = "REGION", defaultValue = "${env:KEYWAY_REGION}",
            description = "AWS region of real DynamoDB (env KEYWAY_REGION)")
    String region;

    private URI endpoint;

    @Option(names = "--table", paramLabel = "NAME", defaultValue = "${env:KEYWAY_TABLE}",
            description = "the table's name (default Saas; env KEYWAY_TABLE)")
    String table;

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    @Option(names = "--endpoint", paramLabel = "URL", defaultValue = "${env:KEYWAY_ENDPOINT}",
            description = "a DynamoDB-compatible endpoint, e.g. http://localhost:8000 (env KEYWAY_ENDPOINT)")
    void endpoint(String url) {
        if (blank(url)) {
            endpoint = null;
            return;
        }
        try {
            URI uri = new URI(url.strip());
            if (uri.getHost() == null || !("http".equals(uri.getScheme()) || "https".equals(uri.getScheme()))) {
                throw new URISyntaxException(url, "not an http or https URL with a host");
            }
            endpoint = uri;
        } catch (URISyntaxException e) {
            throw new ParameterException(spec.commandLine(), "--endpoint: '" + url + "' is " + e.getReason());
        }
    }

    /** Whether the app runs on embedded Keyway Local. */
    boolean embedded() {
        return blank(region) && endpoint == null;
    }

    /** Where the app's data is, for people, with embedded Keyway Local's data in memory. */
    String description() {
        return description(null);
    }

    /** Where the app's data is, for people; {@code dataDirectory} is embedded Keyway Local's, or null for memory. */
    String description(Path dataDirectory) {
        if (embedded()) {
            return "embedded Keyway Local (" + (dataDirectory == null ? "in memory" : "data in " + dataDirectory) + ")";
        }
        return (endpoint != null ? endpoint.toString() : "DynamoDB") + (blank(region) ? "" : " in " + region);
    }

    /** The starter's properties for these options, with embedded Keyway Local's data in memory. */
    Map<String, Object> properties() {
        return properties(null);
    }

    /**
     * The starter's properties for these options; {@code dataDirectory} is where embedded Keyway Local keeps
     * its data, or null for memory.
     */
    Map<String, Object> properties(Path dataDirectory) {
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put("keyway.local.enabled", embedded());
        if (embedded() && dataDirectory != null) {
            properties.put("keyway.local.data-directory", dataDirectory.toString());
        }
        if (!blank(region)) {
            properties.put("keyway.region", region.strip());
        }
        if (endpoint != null) {
            properties.put("keyway.endpoint", endpoint.toString());
        }
        if (!blank(table)) {
            properties.put("keyway.tables.Saas", table.strip());
        }
        return properties;
    }

    private static boolean blank(String text) {
        return text == null || text.isBlank();
    }
}
