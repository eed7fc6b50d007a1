package dev.keyway.processor.fuzz;

import dev.keyway.processor.fuzz.ProcessorFuzzDesign.Ann;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The oracle's values of embedding components: a vector index's component holds vectors of exactly its
 * dimensions (a write of another length is refused, as DynamoDB refuses it), or none at all in the
 * profile where optional values are absent (the item then stays out of the index).
 */
final class ProcessorFuzzVectors {

    private ProcessorFuzzVectors() {
    }

    /** Whether a component type (as written in a design) can hold an embedding. */
    static boolean isEmbeddingType(String type) {
        String bare = type.replace(" ", "");
        return bare.equals("List<Float>") || bare.equals("List<Double>") || bare.equals("Optional<List<Float>>")
                || bare.equals("Optional<List<Double>>");
    }

    /** The dimensions of each embedding component of an entity, by component name. */
    static Map<String, Integer> dimensions(ProcessorFuzzEntity model) {
        Map<String, Integer> dimensions = new LinkedHashMap<>();
        for (Ann vector : model.unit.annsNamed("VectorIndex")) {
            String component = ProcessorFuzzDesign.unquote(vector.get("component"));
            String written = vector.get("dimensions");
            if (component != null && written != null && written.matches("\\d+")) {
                dimensions.putIfAbsent(component, Integer.parseInt(written));
            }
        }
        return dimensions;
    }

    /**
     * A vector of {@code dimensions} elements for the profile (element values differ by profile and
     * position, never all zero), or none in the absent profile when the type allows it.
     */
    static Object value(Type type, int dimensions, int profile, boolean absent) {
        boolean optional = type instanceof ParameterizedType generic && generic.getRawType() == Optional.class;
        Type list = optional ? ((ParameterizedType) type).getActualTypeArguments()[0] : type;
        boolean doubles = list instanceof ParameterizedType generic && generic.getActualTypeArguments()[0] == Double.class;
        if (absent) {
            return optional ? Optional.empty() : null;
        }
        List<Object> vector = new ArrayList<>(dimensions);
        for (int i = 0; i < dimensions; i++) {
            float element = ((i + profile) % 3 == 0 ? -1.5f : 0.25f) * (1 + (i + profile) % 5);
            vector.add(doubles ? (Object) (double) element : (Object) element);
        }
        return optional ? Optional.of(vector) : vector;
    }
}
