package dev.keyway.processor;

import com.sun.source.util.Trees;
import javax.annotation.processing.ProcessingEnvironment;

/**
 * Whether javac's tree API reads a compilation's sources: only under javac's own processing
 * environment. A build tool that wraps the environment (Gradle's incremental compilation does)
 * hides it, and then neither precise positions nor local records can be looked up in the trees.
 */
final class SourceTrees {

    private SourceTrees() {
    }

    static boolean available(ProcessingEnvironment environment) {
        try {
            Trees.instance(environment);
            return true;
        } catch (RuntimeException | LinkageError wrapped) {
            return false;
        }
    }
}
