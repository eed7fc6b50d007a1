package dev.keyway.processor.rule;

import dev.keyway.processor.model.AccessPatternModel;
import dev.keyway.processor.model.ClassRef;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.KeyTemplate;
import dev.keyway.processor.model.ProjectionModel;
import dev.keyway.processor.model.Scalar;
import dev.keyway.processor.model.TypedTemplates;
import dev.keyway.processor.model.ValueType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Hand-built models for rule tests, without javac: {@code entity("Order").pk("CUSTOMER#<id>")
 * .sk("ORDER#<n:int>").gsi("GSI1", "STATUS#<status>", "<n:int>").model()}. A placeholder names
 * its type after a colon ({@code String} when not named); components named in templates are
 * added as stored under their own names.
 */
final class Models {

    static final ValueType STRING = new ValueType.ScalarType(Scalar.STRING, false);
    static final ValueType INT = new ValueType.ScalarType(Scalar.INT, true);
    static final ValueType LONG = new ValueType.ScalarType(Scalar.LONG, true);
    static final ValueType INSTANT = new ValueType.ScalarType(Scalar.INSTANT, false);

    private Models() {
    }

    static Entity entity(String name) {
        return new Entity(name);
    }

    /** An entity under construction, in package {@code t} and table {@code Shop} unless told. */
    static final class Entity {
        private final String name;
        private String packageName = "t";
        private String table = "Shop";
        private String typeName;
        private final Map<String, ComponentModel> components = new LinkedHashMap<>();
        private KeyModel partitionKey;
        private KeyModel sortKey;
        private final List<IndexModel> indexes = new ArrayList<>();
        private final List<AccessPatternModel> patterns = new ArrayList<>();
        private ComponentModel ttl;
        private final List<ComponentModel> uniques = new ArrayList<>();

        private Entity(String name) {
            this.name = name;
            this.typeName = name;
        }

        Entity inPackage(String packageName) {
            this.packageName = packageName;
            return this;
        }

        Entity table(String table) {
            this.table = table;
            return this;
        }

        Entity type(String typeName) {
            this.typeName = typeName;
            return this;
        }

        Entity component(String component, String attribute, ValueType type) {
            components.put(component, new ComponentModel(component, attribute, type));
            return this;
        }

        Entity pk(String template) {
            return pk(template, "PK");
        }

        Entity pk(String template, String attribute) {
            partitionKey = key(attribute, template, false, Optional.empty());
            return this;
        }

        Entity shardedPk(String template, int shards) {
            partitionKey = key("PK", template, false, Optional.of(new KeyModel.Sharding(shards, Optional.empty())));
            return this;
        }

        Entity sk(String template) {
            return sk(template, "SK");
        }

        Entity sk(String template, String attribute) {
            sortKey = key(attribute, template, true, Optional.empty());
            return this;
        }

        Entity gsi(String index, String partitionKey, String sortKey) {
            return gsi(index, partitionKey, sortKey, index + "PK", index + "SK", ProjectionModel.ALL);
        }

        Entity gsi(String index, String partitionKey, String sortKey, String partitionAttribute, String sortAttribute,
                   ProjectionModel projection) {
            indexes.add(new IndexModel(index, key(partitionAttribute, partitionKey, false, Optional.empty()),
                    Optional.ofNullable(sortKey).map(template -> key(sortAttribute, template, true, Optional.empty())),
                    false, projection));
            return this;
        }

        Entity lsi(String index, String sortKey) {
            return lsi(index, sortKey, index + "SK", ProjectionModel.ALL);
        }

        Entity lsi(String index, String sortKey, String sortAttribute, ProjectionModel projection) {
            indexes.add(new IndexModel(index, partitionKey, Optional.of(key(sortAttribute, sortKey, true, Optional.empty())),
                    true, projection));
            return this;
        }

        /** A {@code @Unique} String component, added if no template named it yet. */
        Entity unique(String component) {
            uniques.add(components.computeIfAbsent(component, named -> new ComponentModel(named, named, STRING)));
            return this;
        }

        Entity pattern(String pattern, String index) {
            patterns.add(new AccessPatternModel(pattern, Optional.ofNullable(index), false, false));
            return this;
        }

        Entity ttl(String component, String attribute) {
            ttl = new ComponentModel(component, attribute, new ValueType.ScalarType(Scalar.EPOCH_SECONDS, false));
            components.put(component, ttl);
            return this;
        }

        EntityModel model() {
            return new EntityModel(new ClassRef(packageName, List.of(name)), typeName, table,
                    List.copyOf(components.values()), partitionKey, Optional.ofNullable(sortKey), indexes, patterns,
                    List.of(), Optional.empty(), Optional.ofNullable(ttl), uniques);
        }

        private KeyModel key(String attribute, String template, boolean sort, Optional<KeyModel.Sharding> sharding) {
            KeyTemplate parsed = TypedTemplates.parse(template, (name, type) -> components.computeIfAbsent(name,
                    named -> new ComponentModel(named, named, switch (type) {
                        case "String" -> STRING;
                        case "int" -> INT;
                        case "long" -> LONG;
                        case "Instant" -> INSTANT;
                        default -> throw new IllegalArgumentException("no type " + type);
                    })));
            return new KeyModel(attribute, parsed, sort, sharding);
        }
    }
}
