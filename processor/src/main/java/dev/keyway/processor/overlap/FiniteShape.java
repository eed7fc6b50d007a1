package dev.keyway.processor.overlap;

import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** A finite set of texts: {@code true}/{@code false}, or known enum constants. */
final class FiniteShape extends Shape {
    static final FiniteShape BOOLEAN = new FiniteShape(List.of("true", "false"));

    private final Set<String> texts;
    private final Set<String> prefixes = new HashSet<>();

    FiniteShape(Collection<String> texts) {
        this.texts = Set.copyOf(texts);
        for (String text : texts) {
            for (int i = 0; i <= text.length(); i++) {
                prefixes.add(text.substring(0, i));
            }
        }
    }

    @Override
    Object start() {
        return "";
    }

    @Override
    Object step(Object state, char c) {
        String next = state + String.valueOf(c);
        return prefixes.contains(next) ? next : null;
    }

    @Override
    boolean accepts(Object state) {
        return texts.contains(state);
    }

    @Override
    int minRemaining(Object state) {
        return texts.stream().filter(text -> text.startsWith((String) state))
                .mapToInt(text -> text.length() - ((String) state).length()).min().orElse(0);
    }

    @Override
    int maxRemaining(Object state) {
        return texts.stream().filter(text -> text.startsWith((String) state))
                .mapToInt(text -> text.length() - ((String) state).length()).max().orElse(0);
    }
}
