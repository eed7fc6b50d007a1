package dev.keyway.processor.overlap;

/**
 * A shape of texts with no length limit in which one more character can always end a text that
 * is not yet accepted: a name, raw text.
 */
abstract class UnboundedTextShape extends Shape {

    @Override
    final int minRemaining(Object state) {
        return accepts(state) ? 0 : 1;
    }

    @Override
    final int maxRemaining(Object state) {
        return UNBOUNDED;
    }
}
