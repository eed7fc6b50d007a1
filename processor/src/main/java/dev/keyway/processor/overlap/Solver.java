package dev.keyway.processor.overlap;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Word equations {@code x = "c"} and {@code x = "c" + y} over unknowns that each must lie in
 * some encodings: union-find where every unknown is a literal offset plus its root's text,
 * each root carrying the automata (with the state after its offsets) its text must satisfy.
 */
final class Solver {

    /** The most automaton states one search visits before giving up (and reporting nothing). */
    static final int SEARCH_LIMIT = 200_000;

    private final List<Integer> parent = new ArrayList<>();
    private final List<String> offset = new ArrayList<>();
    private final List<Set<Constraint>> constraints = new ArrayList<>();
    private final List<String> constant = new ArrayList<>();
    /** Characters of literals that the search tries besides {@link Shape#ALPHABET}. */
    private final StringBuilder extraAlphabet = new StringBuilder();
    private boolean failed;

    /** A root's text must be accepted by {@code shape} starting in {@code state}. */
    record Constraint(Shape shape, Object state) {
    }

    int newVar() {
        parent.add(parent.size());
        offset.add("");
        constraints.add(new LinkedHashSet<>());
        constant.add(null);
        return parent.size() - 1;
    }

    void fail() {
        failed = true;
    }

    /** Lets the search try the characters of a literal too (one outside the alphabet may be the only way to match it). */
    void searchAlso(String literal) {
        for (char c : literal.toCharArray()) {
            if (new String(Shape.ALPHABET).indexOf(c) < 0 && extraAlphabet.indexOf(String.valueOf(c)) < 0) {
                extraAlphabet.append(c);
            }
        }
    }

    /** The root of {@code var}; {@code offset.get(var)} is then the text before the root's. */
    private int find(int var) {
        int up = parent.get(var);
        if (up == var) {
            return var;
        }
        int root = find(up);
        if (root != up) {
            offset.set(var, offset.get(var) + offset.get(up));
            parent.set(var, root);
        }
        return root;
    }

    /** {@code text(var)} must be accepted by the shape. */
    void constrain(int var, Shape shape) {
        int root = find(var);
        Object state = shape.advance(shape.start(), var == root ? "" : offset.get(var));
        if (state == null) {
            failed = true;
        } else {
            constraints.get(root).add(new Constraint(shape, state));
        }
    }

    /** {@code text(var) = text}. */
    void bind(int var, String text) {
        int root = find(var);
        String before = var == root ? "" : offset.get(var);
        if (!text.startsWith(before)) {
            failed = true;
            return;
        }
        bindRoot(root, text.substring(before.length()));
    }

    private void bindRoot(int root, String text) {
        String known = constant.get(root);
        if (known == null) {
            constant.set(root, text);
        } else if (!known.equals(text)) {
            failed = true;
        }
    }

    /** {@code text(x) = literal + text(y)}. */
    void equate(int x, String literal, int y) {
        int rootX = find(x);
        int rootY = find(y);
        String left = x == rootX ? "" : offset.get(x);
        String right = literal + (y == rootY ? "" : offset.get(y));
        // left + text(rootX) = right + text(rootY)
        if (rootX == rootY) {
            if (!left.equals(right)) {
                failed = true;
            }
        } else if (right.startsWith(left)) {
            link(rootX, right.substring(left.length()), rootY);
        } else if (left.startsWith(right)) {
            link(rootY, left.substring(right.length()), rootX);
        } else {
            failed = true;
        }
    }

    /** Makes {@code child} (a root) {@code literal + text(root)}. */
    private void link(int child, String literal, int root) {
        parent.set(child, root);
        offset.set(child, literal);
        for (Constraint constraint : constraints.get(child)) {
            Object state = constraint.shape().advance(constraint.state(), literal);
            if (state == null) {
                failed = true;
            } else {
                constraints.get(root).add(new Constraint(constraint.shape(), state));
            }
        }
        constraints.get(child).clear();
        String known = constant.get(child);
        if (known != null) {
            constant.set(child, null);
            if (known.startsWith(literal)) {
                bindRoot(root, known.substring(literal.length()));
            } else {
                failed = true;
            }
        }
    }

    /** A text for every unknown satisfying everything, or {@code null} if there is none (or the search gave up). */
    String[] solve() {
        if (failed) {
            return null;
        }
        Map<Integer, String> rootTexts = new HashMap<>();
        for (int var = 0; var < parent.size(); var++) {
            int root = find(var);
            if (rootTexts.containsKey(root)) {
                continue;
            }
            String text = constant.get(root) != null ? check(constant.get(root), constraints.get(root))
                    : search(constraints.get(root), alphabet());
            if (text == null) {
                return null;
            }
            rootTexts.put(root, text);
        }
        String[] texts = new String[parent.size()];
        for (int var = 0; var < texts.length; var++) {
            int root = find(var);
            texts[var] = (var == root ? "" : offset.get(var)) + rootTexts.get(root);
        }
        return texts;
    }

    private static String check(String text, Set<Constraint> constraints) {
        for (Constraint constraint : constraints) {
            Object state = constraint.shape().advance(constraint.state(), text);
            if (state == null || !constraint.shape().accepts(state)) {
                return null;
            }
        }
        return text;
    }

    private char[] alphabet() {
        return (new String(Shape.ALPHABET) + extraAlphabet).toCharArray();
    }

    /** The shortest text all constraints accept (breadth-first over the automata's product), or {@code null}. */
    private static String search(Set<Constraint> constraints, char[] alphabet) {
        List<Constraint> list = new ArrayList<>(constraints);
        if (list.isEmpty()) {
            return "";
        }
        List<Object> start = new ArrayList<>();
        for (Constraint constraint : list) {
            start.add(constraint.state());
        }
        Map<List<Object>, List<Object>> previous = new HashMap<>();
        Map<List<Object>, Character> via = new HashMap<>();
        ArrayDeque<List<Object>> queue = new ArrayDeque<>();
        previous.put(start, null);
        queue.add(start);
        while (!queue.isEmpty()) {
            List<Object> states = queue.poll();
            if (accepting(list, states)) {
                StringBuilder text = new StringBuilder();
                for (List<Object> at = states; previous.get(at) != null; at = previous.get(at)) {
                    text.append(via.get(at));
                }
                return text.reverse().toString();
            }
            next:
            for (char c : alphabet) {
                Object[] following = new Object[list.size()];
                for (int i = 0; i < following.length; i++) {
                    Object state = list.get(i).shape().step(states.get(i), c);
                    if (state == null) {
                        continue next;
                    }
                    following[i] = state;
                }
                List<Object> tuple = List.of(following);
                if (!previous.containsKey(tuple) && lengthsMeet(list, following)) {
                    if (previous.size() >= SEARCH_LIMIT) {
                        return null;
                    }
                    previous.put(tuple, states);
                    via.put(tuple, c);
                    queue.add(tuple);
                }
            }
        }
        return null;
    }

    /** Whether some length of the rest suits every automaton (else no text can follow). */
    private static boolean lengthsMeet(List<Constraint> constraints, Object[] states) {
        int fewest = 0;
        int most = Shape.UNBOUNDED;
        for (int i = 0; i < states.length; i++) {
            Shape shape = constraints.get(i).shape();
            fewest = Math.max(fewest, shape.minRemaining(states[i]));
            most = Math.min(most, shape.maxRemaining(states[i]));
        }
        return fewest <= most;
    }

    private static boolean accepting(List<Constraint> constraints, List<Object> states) {
        for (int i = 0; i < constraints.size(); i++) {
            if (!constraints.get(i).shape().accepts(states.get(i))) {
                return false;
            }
        }
        return true;
    }
}
