package dev.keyway.quickstart;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/**
 * The modules of this reactor build and the files they made: an artifact of this build is the
 * {@code target/} file of the module whose {@code pom.xml} names its artifactId. Whatever else
 * carries a {@code dev.keyway} name (an earlier install in a local repository) is not this build's.
 */
final class ThisBuild {

    private final Path root;
    private final Map<String, Path> modules;

    private ThisBuild(Path root, Map<String, Path> modules) {
        this.root = root;
        this.modules = modules;
    }

    /** Reads the root {@code pom.xml} and those of its modules (profiles' modules included). */
    static ThisBuild at(Path root) throws IOException {
        Map<String, Path> modules = new LinkedHashMap<>();
        Document rootPom = read(root.resolve("pom.xml"));
        modules.put(artifactId(rootPom), root.toAbsolutePath().normalize());
        NodeList declared = rootPom.getElementsByTagName("module");
        for (int i = 0; i < declared.getLength(); i++) {
            Path directory = root.resolve(declared.item(i).getTextContent().trim()).toAbsolutePath().normalize();
            if (Files.isRegularFile(directory.resolve("pom.xml"))) {
                modules.put(artifactId(read(directory.resolve("pom.xml"))), directory);
            }
        }
        return new ThisBuild(root.toAbsolutePath().normalize(), modules);
    }

    /** The root directory of this build, absolute. */
    Path root() {
        return root;
    }

    /** The directory of the module with this artifactId, if it is one of this build's. */
    Optional<Path> module(String artifactId) {
        return Optional.ofNullable(modules.get(artifactId));
    }

    /** The file this build made under that name in the module's {@code target/}, if the module is this build's. */
    Optional<Path> builtFile(String artifactId, String fileName) {
        return module(artifactId).map(directory -> directory.resolve("target").resolve(fileName));
    }

    /**
     * The POMs this build publishes for a module: its {@code pom.xml}, or the dependency-reduced one that
     * the shade plugin writes beside it and installs in its place.
     */
    List<Path> poms(String artifactId) {
        List<Path> poms = new ArrayList<>();
        module(artifactId).ifPresent(directory -> {
            poms.add(directory.resolve("pom.xml"));
            poms.add(directory.resolve("dependency-reduced-pom.xml"));
        });
        return poms;
    }

    private static String artifactId(Document pom) {
        for (Node child = pom.getDocumentElement().getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element element && element.getTagName().equals("artifactId")) {
                return element.getTextContent().trim();
            }
        }
        throw new IllegalStateException("a pom.xml without its own artifactId: " + pom.getDocumentURI());
    }

    private static Document read(Path pom) throws IOException {
        try (InputStream in = Files.newInputStream(pom)) {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            Document document = factory.newDocumentBuilder().parse(in, pom.toUri().toString());
            document.setDocumentURI(pom.toString());
            return document;
        } catch (ParserConfigurationException | SAXException e) {
            throw new IOException("cannot read " + pom + ": " + e.getMessage(), e);
        }
    }
}
