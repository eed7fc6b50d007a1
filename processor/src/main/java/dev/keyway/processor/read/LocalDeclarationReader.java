package dev.keyway.processor.read;

import com.sun.source.tree.AnnotationTree;
import com.sun.source.tree.BlockTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.ImportTree;
import com.sun.source.tree.LambdaExpressionTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;
import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.diagnostic.Reporter;
import dev.keyway.processor.diagnostic.SourceRegistry;
import java.io.IOException;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * KW087 for declarations the compiler shows no processor: a record or interface declared in a
 * method body, an initializer, a lambda or an anonymous class, annotated {@code @Entity} (or
 * another Keyway annotation of a type). javac enters such classes only after annotation
 * processing, so without this look at the source trees they would be silently ignored. Looks at
 * the files that import Keyway's annotations, and at those whose text names Keyway at all (an
 * annotation written with its package, {@code @dev.keyway.annotations.Entity}, needs no import):
 * a file that never mentions {@code keyway} cannot hold one, so the trees of most files of a
 * project are never walked. Needs javac's tree API (without it, nothing is reported).
 */
final class LocalDeclarationReader {

    private static final String PACKAGE = AnnotationNames.PACKAGE;
    /** Text every file holding a Keyway annotation contains, in its import or its qualified name. */
    private static final String MENTION = "keyway";
    /** The Keyway annotations of a type, by simple name. */
    private static final Set<String> TYPE_ANNOTATIONS = Set.of("Entity", "ItemCollection", "PartitionKey", "SortKey",
            "Gsi", "Lsi", "AccessPattern");

    private final ProcessingEnvironment environment;
    private final SourceRegistry sources;
    private final Reporter reporter;
    private final Set<String> generated;
    private int found;

    /** A reader skipping the {@code generated} types: the sources Keyway wrote, which hold no Keyway annotation. */
    LocalDeclarationReader(ProcessingEnvironment environment, SourceRegistry sources, Reporter reporter,
                           Set<String> generated) {
        this.environment = environment;
        this.sources = sources;
        this.reporter = reporter;
        this.generated = generated;
    }

    /**
     * Scans the compilation units of the round's root types, but for Keyway's own sources: they
     * name Keyway (its runtime), so they would all be walked, and they are most of the round
     * after the one that wrote them.
     */
    void read(RoundEnvironment round) {
        Trees trees;
        try {
            trees = Trees.instance(environment);
        } catch (RuntimeException | LinkageError notJavac) {
            return;
        }
        Set<CompilationUnitTree> seen = new HashSet<>();
        for (Element root : round.getRootElements()) {
            if (root instanceof TypeElement type && generated.contains(type.getQualifiedName().toString())) {
                continue;
            }
            TreePath path = root instanceof TypeElement ? trees.getPath(root) : null;
            if (path != null && seen.add(path.getCompilationUnit())) {
                Scanner scanner = new Scanner((TypeElement) root, path.getCompilationUnit());
                if (scanner.importsKeyway() || mentionsKeyway(path.getCompilationUnit())) {
                    scanner.scan(path.getCompilationUnit(), null);
                }
            }
        }
    }

    /**
     * Whether the file's text holds {@code keyway}: any Keyway annotation written with its package
     * does. The compiler has read the text already (its file manager keeps it), so this costs one
     * search of it; a file that cannot be read again is scanned.
     */
    private static boolean mentionsKeyway(CompilationUnitTree unit) {
        try {
            CharSequence text = unit.getSourceFile().getCharContent(true);
            return text == null || text.toString().contains(MENTION);
        } catch (IOException | RuntimeException unreadable) {
            return true;
        }
    }

    private final class Scanner extends TreePathScanner<Void, Void> {

        private final TypeElement root;
        private final Set<String> imported = new HashSet<>();
        private boolean wildcard;

        Scanner(TypeElement root, CompilationUnitTree unit) {
            this.root = root;
            for (ImportTree imported : unit.getImports()) {
                String name = imported.getQualifiedIdentifier().toString();
                if (!imported.isStatic() && name.equals(PACKAGE + ".*")) {
                    wildcard = true;
                } else if (!imported.isStatic() && name.startsWith(PACKAGE + ".")) {
                    this.imported.add(name.substring(PACKAGE.length() + 1));
                }
            }
        }

        boolean importsKeyway() {
            return wildcard || !imported.isEmpty();
        }

        @Override
        public Void visitClass(ClassTree node, Void unused) {
            String where = enclosingBody(getCurrentPath().getParentPath());
            if (where != null) {
                for (AnnotationTree annotation : node.getModifiers().getAnnotations()) {
                    String name = keywayName(annotation.getAnnotationType());
                    if (name != null) {
                        report(node, annotation, name, where);
                        break;
                    }
                }
            }
            return super.visitClass(node, unused);
        }

        private void report(ClassTree node, AnnotationTree annotation, String name, String where) {
            TreePath at = new TreePath(getCurrentPath(), annotation);
            // A name no type has, so that failing it blocks nothing else: the class itself generates nothing.
            String owner = root.getQualifiedName() + " " + where + " " + node.getSimpleName() + " #" + ++found;
            sources.declare(owner, root).tree(at);
            String kind = node.getKind().name().toLowerCase(Locale.ROOT).replace('_', ' ');
            reporter.report(Finding.of(Message.UNREACHABLE_DECLARATION, Location.declaration(owner), name,
                    kind + " " + node.getSimpleName(), where, "Declare it at the top level, or as a member of a class."));
        }

        /**
         * The simple name of a Keyway type annotation, imported ({@code @Entity}) or written with its
         * package ({@code @dev.keyway.annotations.Entity}), or null for any other annotation.
         */
        private String keywayName(Tree type) {
            if (type instanceof IdentifierTree identifier) {
                String simple = identifier.getName().toString();
                return TYPE_ANNOTATIONS.contains(simple) && (wildcard || imported.contains(simple)) ? simple : null;
            }
            if (type instanceof MemberSelectTree select && select.getExpression().toString().equals(PACKAGE)) {
                String simple = select.getIdentifier().toString();
                return TYPE_ANNOTATIONS.contains(simple) ? simple : null;
            }
            return null;
        }
    }

    /**
     * Where a class whose parent is {@code path} is declared, if in a body that the compiler enters
     * only after processing: {@code "in method main()"}, {@code "inside an anonymous class"},
     * {@code "in a lambda"}, {@code "in an initializer"}; {@code null} for a member of a named class.
     */
    private static String enclosingBody(TreePath path) {
        for (TreePath current = path; current != null; current = current.getParentPath()) {
            Tree leaf = current.getLeaf();
            if (leaf instanceof MethodTree method) {
                String name = method.getName().toString();
                return name.equals("<init>") ? "in a constructor" : "in method " + name + "()";
            }
            if (leaf instanceof NewClassTree) {
                return "inside an anonymous class";
            }
            if (leaf instanceof LambdaExpressionTree) {
                return "in a lambda";
            }
            if (leaf instanceof BlockTree && current.getParentPath() != null
                    && current.getParentPath().getLeaf() instanceof ClassTree) {
                return "in an initializer";
            }
        }
        return null;
    }
}
