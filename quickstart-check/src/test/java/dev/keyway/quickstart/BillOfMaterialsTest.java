package dev.keyway.quickstart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * keyway-bom lists every artifact this build publishes, and only those, at the build's version: a module
 * added to the root POM without a line in the BOM fails here. A module is published unless its POM skips
 * the deploy ({@code maven.deploy.skip}), as the test and example modules do. The BOM has no parent, so
 * that it hands none of keyway-parent's third-party versions to the builds that import it.
 */
class BillOfMaterialsTest {

    /** The reactor's root: surefire runs in this module's folder, a child of it. */
    private static final Path ROOT = Path.of("").toAbsolutePath().getParent();

    @Test
    void theBomListsEveryPublishedModuleAtTheProjectVersion() throws Exception {
        Document root = read(ROOT.resolve("pom.xml"));
        Document bom = read(ROOT.resolve("bom/pom.xml"));

        TreeSet<String> published = new TreeSet<>();
        for (Element module : descendants(root.getDocumentElement(), "module")) {
            Path directory = ROOT.resolve(module.getTextContent().trim());
            Document pom = read(directory.resolve("pom.xml"));
            String artifactId = child(pom.getDocumentElement(), "artifactId");
            boolean skipsDeploy = descendants(pom.getDocumentElement(), "maven.deploy.skip").stream()
                    .anyMatch(skip -> skip.getTextContent().trim().equals("true"));
            if (!skipsDeploy && !artifactId.equals("keyway-bom")) {
                published.add(artifactId);
            }
        }
        assertTrue(published.contains("keyway-runtime") && published.size() >= 10, published::toString);

        TreeSet<String> listed = new TreeSet<>();
        Element management = descendants(bom.getDocumentElement(), "dependencyManagement").get(0);
        for (Element dependency : descendants(management, "dependency")) {
            String artifactId = child(dependency, "artifactId");
            assertEquals("dev.keyway", child(dependency, "groupId"), artifactId);
            assertEquals("${project.version}", child(dependency, "version"), artifactId);
            listed.add(artifactId);
        }
        assertEquals(published, listed, "bom/pom.xml's dependencyManagement against the root POM's published modules");
    }

    @Test
    void theBomHasNoParentAndTheBuildsVersion() throws Exception {
        Element root = read(ROOT.resolve("pom.xml")).getDocumentElement();
        Element bom = read(ROOT.resolve("bom/pom.xml")).getDocumentElement();
        assertEquals(List.of(), descendants(bom, "parent"), "keyway-bom must not inherit keyway-parent");
        assertEquals(child(root, "version"), child(bom, "version"));
        assertEquals(child(root, "groupId"), child(bom, "groupId"));
        assertEquals("pom", child(bom, "packaging"));
        assertEquals(List.of(), descendants(bom, "dependencies").stream()
                .filter(dependencies -> dependencies.getParentNode() == bom).toList(), "a BOM has no dependencies of its own");
        assertEquals(descendants(root, "licenses").get(0).getTextContent().strip(),
                descendants(bom, "licenses").get(0).getTextContent().strip(), "the BOM's licence is the parent's");
    }

    private static String child(Element parent, String name) {
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && element.getTagName().equals(name)) {
                return element.getTextContent().trim();
            }
        }
        throw new AssertionError(parent.getTagName() + " has no " + name);
    }

    private static List<Element> descendants(Element parent, String name) {
        List<Element> found = new ArrayList<>();
        var nodes = parent.getElementsByTagName(name);
        for (int i = 0; i < nodes.getLength(); i++) {
            found.add((Element) nodes.item(i));
        }
        return found;
    }

    private static Document read(Path pom) throws Exception {
        try (InputStream in = Files.newInputStream(pom)) {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            return factory.newDocumentBuilder().parse(in, pom.toUri().toString());
        } catch (IOException e) {
            throw new IOException("cannot read " + pom, e);
        }
    }
}
