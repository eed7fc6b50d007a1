package dev.keyway.processor.write;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.TypeSpec;
import dev.keyway.processor.diagnostic.SourceRegistry;
import dev.keyway.processor.model.Design;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiPredicate;
import javax.annotation.processing.Filer;
import javax.annotation.processing.Generated;
import javax.lang.model.element.Element;
import javax.lang.model.util.Elements;
import javax.tools.FileObject;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;

/**
 * The one place files are written: owns the {@code Filer}. Java sources get
 * {@code @Generated}, their originating elements (for incremental builds), and names written
 * fully qualified where a simple name would be misread; resources are written as UTF-8 bytes, and
 * design artifacts where the {@link DesignOptions} send them (the one file written outside the
 * {@code Filer}: into a directory of the user's choice).
 */
public final class Output {

    private final Filer filer;
    private final Elements elements;
    private final SourceRegistry sources;
    private final BiPredicate<Element, String> typeExists;
    /** The canonical name of every Java source written, added to as each is. */
    private final Set<String> written;
    /** Where design artifacts go. */
    private final DesignOptions.Destination designOutput;
    /** The round's component names that start with a capital letter, as a type's name does. */
    private final Set<String> typeLikeComponents = new TreeSet<>();
    /** Per package, the simple names generated code qualifies (see {@link #qualified}). */
    private final Map<String, Set<String>> qualified = new HashMap<>();

    /**
     * An output for one round's design.
     *
     * @param typeExists whether a type exists, as code beside the element would see it
     * @param written where the canonical name of each Java source written is added
     * @param designOutput where design artifacts are written
     */
    public Output(Filer filer, Elements elements, SourceRegistry sources, BiPredicate<Element, String> typeExists,
                  Design design, Set<String> written, DesignOptions.Destination designOutput) {
        this.filer = filer;
        this.designOutput = designOutput;
        this.elements = elements;
        this.sources = sources;
        this.typeExists = typeExists;
        this.written = written;
        design.tables().forEach(table -> table.entities().forEach(entity -> entity.components().stream()
                .map(component -> component.name())
                .filter(name -> Character.isUpperCase(name.charAt(0)))
                .forEach(typeLikeComponents::add)));
    }

    /** Writes the file; {@code origins} are the canonical names of the declarations it is generated from. */
    public void write(GeneratedFile file, List<String> origins) throws IOException {
        write(render(file, prepare(file, origins)));
    }

    /**
     * What rendering a file of this package, generated from {@code origins}, needs from the compiler:
     * the simple names to qualify and the originating elements. Asks the compiler, so call it on the
     * compiler's thread; {@link #render} may then run on any thread.
     */
    public Origins prepare(String packageName, List<String> origins) {
        List<Element> elements = new ArrayList<>();
        for (String origin : origins) {
            elements.add(sources.element(origin));
        }
        return new Origins(elements, elements.isEmpty() ? Set.of() : qualified(packageName, elements.get(0)));
    }

    private Origins prepare(GeneratedFile file, List<String> origins) {
        String packageName = file instanceof GeneratedFile.JavaSource source ? source.name().packageName() : "";
        return prepare(packageName, origins);
    }

    /**
     * The file's final text: a Java source rendered by JavaPoet with {@code @Generated}, the
     * originating elements and the names to qualify; a resource as it is. Asks the compiler nothing.
     */
    public Rendered render(GeneratedFile file, Origins origins) {
        if (file instanceof GeneratedFile.Resource resource) {
            return new Rendered(file, origins.elements(), resource.text());
        }
        if (file instanceof GeneratedFile.Design design) {
            return new Rendered(file, origins.elements(), design.text());
        }
        GeneratedFile.JavaSource source = (GeneratedFile.JavaSource) file;
        String packageName = source.name().packageName();
        if (!source.type().name().equals(source.name().simpleName()) || source.name().simpleNames().size() != 1) {
            throw new IllegalStateException("a writer declared " + source.type().name() + " as " + source.name().canonicalName());
        }
        TypeSpec.Builder builder = source.type().toBuilder()
                .addAnnotation(AnnotationSpec.builder(Generated.class)
                        .addMember("value", "$S", RuntimeTypes.PROCESSOR)
                        .build());
        origins.elements().forEach(builder::addOriginatingElement);
        builder.alwaysQualify(origins.qualified().toArray(new String[0]));
        JavaFile javaFile = JavaFile.builder(packageName, builder.build())
                .skipJavaLangImports(true)
                .indent("    ")
                .build();
        // Rendered in memory, then written at once: JavaPoet appends many short strings, and
        // each append straight to the Filer's writer goes through its character encoder.
        return new Rendered(file, origins.elements(), SourceText.of(javaFile));
    }

    /** Writes a rendered file through the {@code Filer}: on the compiler's thread. */
    public void write(Rendered rendered) throws IOException {
        Element[] origins = rendered.origins().toArray(new Element[0]);
        if (rendered.file() instanceof GeneratedFile.JavaSource source) {
            JavaFileObject output = filer.createSourceFile(source.name().canonicalName(), origins);
            written.add(source.name().canonicalName());
            try (Writer writer = output.openWriter()) {
                writer.write(rendered.text());
            }
            return;
        }
        if (rendered.file() instanceof GeneratedFile.Design design) {
            writeDesign(design, rendered.text(), origins);
            return;
        }
        GeneratedFile.Resource resource = (GeneratedFile.Resource) rendered.file();
        writeResource(StandardLocation.CLASS_OUTPUT, resource.packageName(), resource.fileName(), rendered.text(), origins);
    }

    /** A design artifact, where the options send it: through the {@code Filer}, or into the user's directory. */
    private void writeDesign(GeneratedFile.Design design, String text, Element[] origins) throws IOException {
        String packageName = design.table().packageName();
        if (designOutput instanceof DesignOptions.Directory directory) {
            // Outside the Filer, which writes only to the compiler's locations: a build tool does not
            // track this file, and a later compilation overwrites it.
            Path folder = packageName.isEmpty() ? directory.path()
                    : directory.path().resolve(packageName.replace('.', java.io.File.separatorChar));
            Files.createDirectories(folder);
            Files.write(folder.resolve(design.fileName()), text.getBytes(StandardCharsets.UTF_8));
            return;
        }
        StandardLocation location = designOutput instanceof DesignOptions.SourceOutput
                ? StandardLocation.SOURCE_OUTPUT : StandardLocation.CLASS_OUTPUT;
        writeResource(location, packageName, design.fileName(), text, origins);
    }

    private void writeResource(StandardLocation location, String packageName, String fileName, String text,
                               Element[] origins) throws IOException {
        FileObject object = filer.createResource(location, packageName, fileName, origins);
        // Bytes, not a Writer: the Filer's writer would use the compiler's source encoding.
        try (OutputStream out = object.openOutputStream()) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
    }

    /** A file's originating elements and the simple names its code qualifies. */
    public record Origins(List<Element> elements, Set<String> qualified) {
    }

    /** A file ready to write: its text, and the elements it is generated from. */
    public record Rendered(GeneratedFile file, List<Element> origins, String text) {
    }

    /**
     * Simple names the generated code must write fully qualified in this package: a same-package
     * type named like a {@code java.lang} type hides it ({@code Override}, {@code Long}), and a
     * key component named like a type ({@code Map}) would be read as the parameter. The package's
     * types are looked up in the module of {@code origin}, the code generated beside them.
     */
    private Set<String> qualified(String packageName, Element origin) {
        return qualified.computeIfAbsent(packageName, name -> {
            // Looks each java.lang name up rather than listing the package: listing the unnamed
            // package's members mid-round makes javac 17 fail in a later round.
            Set<String> names = new TreeSet<>(typeLikeComponents);
            var javaLang = elements.getPackageElement("java.lang");
            for (Element type : javaLang == null ? List.<Element>of() : javaLang.getEnclosedElements()) {
                String simple = type.getSimpleName().toString();
                if (typeExists.test(origin, name.isEmpty() ? simple : name + "." + simple)) {
                    names.add(simple);
                }
            }
            return names;
        });
    }
}
