package dev.keyway.quickstart;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;

/**
 * The Maven settings an example project is built with: the user's own (mirrors, proxies, servers), plus an
 * active profile that puts the local repository of the build running the check first among the remote
 * repositories, for releases only. Third-party artifacts and plugins that this build already resolved so
 * come from disk, with no network; what it lacks comes from Maven Central (or the user's mirror) as before.
 * Snapshots are off for that repository, so no {@code dev.keyway} snapshot of an earlier install can come
 * from it: those are staged, and checked to be this build's.
 */
final class BuildRepositorySettings {

    static final String ID = "keyway-build-repository";

    private BuildRepositorySettings() {
    }

    /** Writes the settings to {@code target}: {@code userSettings} (if any) with the profile added. */
    static Path write(Path target, Optional<Path> userSettings, Path buildRepository) throws IOException {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            Document settings;
            if (userSettings.isPresent()) {
                try (InputStream in = Files.newInputStream(userSettings.get())) {
                    settings = factory.newDocumentBuilder().parse(in);
                }
            } else {
                settings = factory.newDocumentBuilder().newDocument();
                settings.appendChild(settings.createElementNS("http://maven.apache.org/SETTINGS/1.0.0", "settings"));
            }
            Element root = settings.getDocumentElement();
            String url = buildRepository.toAbsolutePath().normalize().toUri().toString();
            Element profile = add(add(root, "profiles", true), "profile", false);
            text(profile, "id", ID);
            repository(add(add(profile, "repositories", false), "repository", false), url);
            repository(add(add(profile, "pluginRepositories", false), "pluginRepository", false), url);
            text(add(root, "activeProfiles", true), "activeProfile", ID);

            Files.createDirectories(target.toAbsolutePath().getParent());
            try (OutputStream out = Files.newOutputStream(target)) {
                var transformer = TransformerFactory.newInstance().newTransformer();
                transformer.setOutputProperty(OutputKeys.INDENT, "yes");
                transformer.transform(new DOMSource(settings), new StreamResult(out));
            }
            return target;
        } catch (ParserConfigurationException | SAXException | TransformerException e) {
            throw new IOException("cannot write the example's settings " + target + ": " + e.getMessage(), e);
        }
    }

    private static void repository(Element repository, String url) {
        text(repository, "id", ID);
        text(repository, "url", url);
        Element releases = add(repository, "releases", false);
        text(releases, "enabled", "true");
        text(releases, "checksumPolicy", "ignore");   // a local repository keeps no checksum files beside what it holds
        text(add(repository, "snapshots", false), "enabled", "false");
    }

    /** The child of that name ({@code reuse}: the existing one if any), in the parent's namespace. */
    private static Element add(Element parent, String name, boolean reuse) {
        if (reuse) {
            for (Node child = parent.getFirstChild(); child != null; child = child.getNextSibling()) {
                if (child instanceof Element element && name.equals(element.getLocalName())) {
                    return element;
                }
            }
        }
        Element child = parent.getOwnerDocument().createElementNS(parent.getNamespaceURI(), name);
        parent.appendChild(child);
        return child;
    }

    private static void text(Element parent, String name, String value) {
        add(parent, name, false).setTextContent(value);
    }
}
