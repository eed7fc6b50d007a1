package dev.keyway.processor.model;

import java.util.List;

/**
 * A class by package and simple names (outermost first), e.g. {@code com.acme} and
 * {@code [Order, Line]} for {@code com.acme.Order.Line}.
 */
public record ClassRef(String packageName, List<String> simpleNames) {

    public ClassRef {
        simpleNames = List.copyOf(simpleNames);
    }

    /** The innermost simple name. */
    public String simpleName() {
        return simpleNames.get(simpleNames.size() - 1);
    }

    /** The canonical name, e.g. {@code com.acme.Order.Line}. */
    public String canonicalName() {
        String names = String.join(".", simpleNames);
        return packageName.isEmpty() ? names : packageName + "." + names;
    }
}
