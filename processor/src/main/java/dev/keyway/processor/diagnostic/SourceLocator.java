package dev.keyway.processor.diagnostic;

import com.sun.source.tree.AnnotationTree;
import com.sun.source.tree.AssignmentTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;

/**
 * Finds the source tree of an element, annotation and value where the plain {@code Messager}
 * cannot: a record component (javac 17 has no position for it), and one annotation of a
 * repeated group (the compiler folds them into a container that has no source of its own).
 * Uses javac's tree API; where it is unavailable, {@link #report} returns {@code false} and the
 * caller falls back to the {@code Messager}.
 */
final class SourceLocator {

    private final Trees trees;

    private SourceLocator(Trees trees) {
        this.trees = trees;
    }

    /** A locator, or one that never finds anything when the compiler offers no tree API. */
    static SourceLocator of(ProcessingEnvironment environment) {
        try {
            return new SourceLocator(Trees.instance(environment));
        } catch (RuntimeException | LinkageError notJavac) {
            return new SourceLocator(null);
        }
    }

    /** Reports at the exact tree and returns {@code true}, or returns {@code false} if it is not found. */
    boolean report(Diagnostic.Kind kind, String message, Element element, AnnotationMirror annotation,
                   AnnotationValue value) {
        if (trees == null) {
            return false;
        }
        try {
            TypeElement type = enclosingType(element);
            TreePath path = type == null ? null : trees.getPath(type);
            if (path == null || !(path.getLeaf() instanceof ClassTree classTree)) {
                return false;
            }
            Tree target = locate(classTree, element, annotation, value);
            if (target == null) {
                return false;
            }
            CompilationUnitTree unit = path.getCompilationUnit();
            trees.printMessage(kind, message, target, unit);
            return true;
        } catch (RuntimeException unexpected) {
            return false; // the Messager still reports it, less precisely
        }
    }

    /** Reports at the tree (of a declaration without an element), returning {@code false} if the tree API is unavailable. */
    boolean report(Diagnostic.Kind kind, String message, TreePath tree) {
        if (trees == null) {
            return false;
        }
        try {
            trees.printMessage(kind, message, tree.getLeaf(), tree.getCompilationUnit());
            return true;
        } catch (RuntimeException unexpected) {
            return false;
        }
    }

    private Tree locate(ClassTree classTree, Element element, AnnotationMirror annotation, AnnotationValue value) {
        List<? extends AnnotationTree> annotations;
        Tree owner;
        if (element instanceof RecordComponentElement component) {
            VariableTree field = componentTree(classTree, component.getSimpleName().toString());
            if (field == null) {
                return null;
            }
            owner = field;
            annotations = field.getModifiers().getAnnotations();
        } else if (element instanceof TypeElement) {
            owner = null; // the Messager points at the type itself well enough
            annotations = classTree.getModifiers().getAnnotations();
        } else {
            return null;
        }
        if (annotation == null) {
            return owner;
        }
        AnnotationTree annotationTree = annotationTree(annotations, element, annotation);
        if (annotationTree == null) {
            return owner;
        }
        if (value == null) {
            return annotationTree;
        }
        String member = memberOf(annotation, value);
        for (ExpressionTree argument : annotationTree.getArguments()) {
            if (argument instanceof AssignmentTree assignment) {
                if (assignment.getVariable() instanceof IdentifierTree name && name.getName().contentEquals(member)) {
                    return assignment.getExpression();
                }
            } else if ("value".equals(member)) {
                return argument; // @PartitionKey("...") without "value ="
            }
        }
        return annotationTree;
    }

    /** A record component's tree: javac keeps it as a private field declaration of the record. */
    private static VariableTree componentTree(ClassTree record, String name) {
        for (Tree member : record.getMembers()) {
            if (member instanceof VariableTree variable && variable.getName().contentEquals(name)) {
                return variable;
            }
        }
        return null;
    }

    /**
     * The annotation's tree: the n-th annotation of its type in source, where n is its position
     * among the element's annotations of that type (directly or inside the repeatable container).
     */
    private static AnnotationTree annotationTree(List<? extends AnnotationTree> trees, Element element,
                                                 AnnotationMirror annotation) {
        TypeElement type = (TypeElement) annotation.getAnnotationType().asElement();
        int occurrence = occurrence(element, annotation);
        if (occurrence < 0) {
            return null;
        }
        int seen = 0;
        for (AnnotationTree tree : trees) {
            if (names(tree.getAnnotationType(), type) && seen++ == occurrence) {
                return tree;
            }
        }
        return null;
    }

    private static int occurrence(Element element, AnnotationMirror annotation) {
        for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
            if (mirror == annotation || mirror.equals(annotation)) {
                return 0;
            }
            for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry : mirror.getElementValues().entrySet()) {
                if (entry.getKey().getSimpleName().contentEquals("value") && entry.getValue().getValue() instanceof List<?> items) {
                    for (int i = 0; i < items.size(); i++) {
                        Object item = ((AnnotationValue) items.get(i)).getValue();
                        if (item == annotation || annotation.equals(item)) {
                            return i;
                        }
                    }
                }
            }
        }
        return -1;
    }

    /** Whether an annotation's type as written ({@code Gsi}, {@code dev.keyway.annotations.Gsi}) names the type. */
    private static boolean names(Tree written, TypeElement type) {
        if (written instanceof IdentifierTree identifier) {
            return identifier.getName().contentEquals(type.getSimpleName());
        }
        if (written instanceof MemberSelectTree select) {
            return type.getQualifiedName().contentEquals(select.toString())
                    || select.getIdentifier().contentEquals(type.getSimpleName());
        }
        return false;
    }

    private static String memberOf(AnnotationMirror annotation, AnnotationValue value) {
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry : annotation.getElementValues().entrySet()) {
            if (entry.getValue() == value || entry.getValue().equals(value)) {
                return entry.getKey().getSimpleName().toString();
            }
        }
        return "value";
    }

    private static TypeElement enclosingType(Element element) {
        Element current = element;
        while (current != null && !(current instanceof TypeElement)) {
            current = current.getEnclosingElement();
        }
        return (TypeElement) current;
    }
}
