package dev.keyway.processor.overlap;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The texts of any of several shapes, run side by side: the state is each shape's state
 * ({@code null} where that shape has stopped). For {@code Instant.toString()}'s variable
 * precision, an instant with 0, 3, 6 or 9 fraction digits; it also holds the few texts whose
 * fraction ends in {@code 000}, which {@code Instant.toString()} shortens: a wider set, so the
 * analysis may refuse, never accept, a design on their account.
 */
final class AnyOfShape extends Shape {

    static final AnyOfShape VARIABLE_INSTANT = new AnyOfShape(List.of(DateTimeShape.instant(0),
            DateTimeShape.instant(3), DateTimeShape.instant(6), DateTimeShape.instant(9)));

    private final List<Shape> shapes;

    private AnyOfShape(List<Shape> shapes) {
        this.shapes = List.copyOf(shapes);
    }

    @Override
    Object start() {
        List<Object> states = new ArrayList<>();
        for (Shape shape : shapes) {
            states.add(shape.start());
        }
        return states;
    }

    @Override
    Object step(Object state, char c) {
        List<?> states = (List<?>) state;
        Object[] next = new Object[shapes.size()];
        boolean alive = false;
        for (int i = 0; i < next.length; i++) {
            Object at = states.get(i);
            next[i] = at == null ? null : shapes.get(i).step(at, c);
            alive |= next[i] != null;
        }
        return alive ? Arrays.asList(next) : null;
    }

    @Override
    boolean accepts(Object state) {
        List<?> states = (List<?>) state;
        for (int i = 0; i < shapes.size(); i++) {
            if (states.get(i) != null && shapes.get(i).accepts(states.get(i))) {
                return true;
            }
        }
        return false;
    }

    @Override
    int minRemaining(Object state) {
        List<?> states = (List<?>) state;
        int least = UNBOUNDED;
        for (int i = 0; i < shapes.size(); i++) {
            if (states.get(i) != null) {
                least = Math.min(least, shapes.get(i).minRemaining(states.get(i)));
            }
        }
        return least;
    }

    @Override
    int maxRemaining(Object state) {
        List<?> states = (List<?>) state;
        int most = 0;
        for (int i = 0; i < shapes.size(); i++) {
            if (states.get(i) != null) {
                most = Math.max(most, shapes.get(i).maxRemaining(states.get(i)));
            }
        }
        return most;
    }
}
